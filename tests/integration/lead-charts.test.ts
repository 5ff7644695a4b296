import { beforeEach, describe, expect, it } from "vitest";
import { leadCharts } from "#app/modules/leads/lead-charts.server.ts";
import { leadKinds, parseLeadFilters, type LeadStatus } from "#app/modules/leads/pipeline.ts";
import { listLeads } from "#app/modules/leads/pipeline.server.ts";
import { loader as dashboardLoader } from "#app/routes/admin/dashboard.tsx";
import { truncateAll } from "../support/db.ts";
import { loadAs } from "../support/admin-requests.ts";
import { aContactMessage, aDemoRequest, aJobApplication, aTrialRequest, aUser } from "../support/factories.ts";

/** Wednesday 25 November 2026, midday in India. */
const NOW = new Date("2026-11-25T06:30:00Z");

const at = (iso: string) => new Date(iso);

// A lead of each kind, received at `createdAt` and at `status`: what the charts count.
const message = (createdAt: Date, status: LeadStatus = "new") => aContactMessage({ status, createdAt });
const demo = (courseName: string, createdAt: Date, status: LeadStatus = "new") =>
  aDemoRequest({ courseName, status, createdAt });
const trial = (courseName: string, createdAt: Date, status: LeadStatus = "new") =>
  aTrialRequest({ courseName, status, createdAt });
const application = (createdAt: Date, status: LeadStatus = "new") => aJobApplication({ status, createdAt });

describe("the dashboard's lead charts", () => {
  beforeEach(truncateAll);

  it("counts leads per week in India's time, by type, over the chosen weeks", async () => {
    // 00:30 on Monday 23 November in India is still Sunday the 22nd in UTC: it belongs to the current week.
    await message(at("2026-11-22T19:00:00Z"));
    await message(at("2026-11-24T10:00:00Z"));
    await demo("Abacus", at("2026-11-10T05:00:00Z"));
    await trial("Abacus", at("2026-11-11T05:00:00Z"));
    await application(at("2026-11-02T00:00:00Z")); // 05:30 on Monday 2 November in India: the first week.
    await message(at("2026-11-01T18:00:00Z")); // 23:30 on Sunday 1 November in India: before the period.

    const charts = await leadCharts(4, NOW);
    expect(charts.window).toMatchObject({ from: "2026-11-02", to: "2026-11-25" });
    expect(charts.byWeek.map((week) => [week.weekStart, week.total])).toEqual([
      ["2026-11-02", 1],
      ["2026-11-09", 2],
      ["2026-11-16", 0],
      ["2026-11-23", 2],
    ]);
    expect(charts.byWeek[0]?.counts.applications).toBe(1);
    expect(charts.byWeek[1]?.counts).toEqual({ messages: 0, demos: 1, trials: 1, applications: 0 });
    expect(charts.byWeek[3]?.counts.messages).toBe(2);
    expect(charts.total).toBe(5);

    // A longer period takes in the lead of 1 November.
    expect((await leadCharts(12, NOW)).total).toBe(6);
  });

  it("has the very numbers of the inbox's rows for the same period", async () => {
    const days = ["2026-09-03", "2026-10-01", "2026-10-20", "2026-11-05", "2026-11-24"];
    for (const [index, day] of days.entries()) {
      await message(at(`${day}T08:00:00Z`));
      await demo(index % 2 ? "Vedic Maths" : "Abacus", at(`${day}T09:00:00Z`));
      await trial("Coding", at(`${day}T10:00:00Z`));
      if (index % 2) await application(at(`${day}T11:00:00Z`));
    }
    const charts = await leadCharts(12, NOW);
    const rowsOf = async (query: string) =>
      (
        await listLeads(
          parseLeadFilters(new URLSearchParams(`status=all&from=${charts.window.from}&to=${charts.window.to}${query}`)),
        )
      ).total;

    expect(charts.total).toBe(await rowsOf(""));
    for (const kind of leadKinds) {
      const charted = charts.byWeek.reduce((sum, week) => sum + week.counts[kind], 0);
      expect(charted, kind).toBe(await rowsOf(`&list=${kind}`));
    }
    // 3 September is before the twelve weeks; most asked first, then by name.
    expect(charts.byProgram).toEqual([
      { program: "Coding", demos: 0, trials: 4, total: 4 },
      { program: "Abacus", demos: 2, trials: 0, total: 2 },
      { program: "Vedic Maths", demos: 2, trials: 0, total: 2 },
    ]);
  });

  it("draws the funnel from contact, demo and trial leads, leaving job applications out", async () => {
    const day = at("2026-11-20T06:00:00Z");
    await message(day, "new");
    await message(day, "contacted");
    await demo("Abacus", day, "demo_booked");
    await trial("Abacus", day, "enrolled");
    await trial("Coding", day, "closed");
    await application(day, "enrolled");

    const { funnel } = await leadCharts(4, NOW);
    expect(funnel.steps.map((step) => [step.stage, step.count])).toEqual([
      ["received", 5],
      ["contacted", 3],
      ["demo_booked", 2],
      ["enrolled", 1],
    ]);
    expect(funnel.steps[3]?.ofReceived).toBe(0.2);
    expect(funnel.closed).toBe(1);
  });

  it("is on the dashboard for the period in the URL, for staff as well as admins", async () => {
    await message(new Date());
    const staff = await aUser({ email: "staff@example.com", role: "staff" });
    const dashboard = await loadAs(staff, dashboardLoader, "/admin/dashboard?weeks=26");
    expect(dashboard.charts.weeks).toBe(26);
    expect(dashboard.charts.byWeek).toHaveLength(26);
    expect(dashboard.charts.total).toBe(1);
  });
});
