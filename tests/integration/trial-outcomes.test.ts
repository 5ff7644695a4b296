import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { trialBookings, trialClassRequests, trialSessions } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { trialOutcomes } from "#app/modules/trials/trial-outcomes.server.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";

const NOW = new Date("2026-11-28T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

async function aClass(courseId: string, mode: "online" | "office", startsAt: Date): Promise<number> {
  const [row] = await db()
    .insert(trialSessions)
    .values({
      courseId,
      startsAt,
      minutes: 45,
      mode,
      address: mode === "office" ? "Mira Road" : "",
      capacity: 6,
      booked: 3,
    })
    .returning({ id: trialSessions.id });
  return row?.id ?? 0;
}

async function aRequest(utmSource: string | null, createdAt = daysAgo(10)): Promise<number> {
  const [row] = await db()
    .insert(trialClassRequests)
    .values({
      childName: "Kabir",
      childAge: 7,
      courseName: "Abacus",
      preferredSlot: "Booked",
      parentName: "Neha",
      phone: "+91 98200 10001",
      email: "neha@example.com",
      utmSource,
      createdAt,
    })
    .returning({ id: trialClassRequests.id });
  return row?.id ?? 0;
}

async function aBooking(
  sessionId: number,
  status: (typeof trialBookings.$inferInsert)["status"],
  leadId: number | null,
) {
  await db().insert(trialBookings).values({
    submissionId: randomUUID(),
    sessionId,
    leadId,
    childName: "Kabir",
    childAge: 7,
    parentName: "Neha",
    phone: "+91 98200 10001",
    email: "neha@example.com",
    status,
  });
}

describe("the dashboard's trial classes", () => {
  beforeEach(async () => {
    await truncateAll();
    await seedIfEmpty(db(), storage());
  });

  it("counts how the classes held in the period turned out, by course, mode and source", async () => {
    const abacusOnline = await aClass("abacus", "online", daysAgo(3));
    const codingOffice = await aClass("coding", "office", daysAgo(20));
    const upcoming = await aClass("abacus", "online", new Date(NOW.getTime() + 86_400_000));
    const longAgo = await aClass("abacus", "online", daysAgo(120));
    const google = await aRequest("google");
    await aBooking(abacusOnline, "attended", google);
    await aBooking(abacusOnline, "no_show", await aRequest(null));
    await aBooking(abacusOnline, "booked", await aRequest("google"));
    await aBooking(abacusOnline, "cancelled", await aRequest("google"));
    await aBooking(codingOffice, "attended", await aRequest("facebook"));
    // Not held yet, or held before the period: neither counts.
    await aBooking(upcoming, "booked", await aRequest("google"));
    await aBooking(longAgo, "attended", await aRequest("google", daysAgo(130)));
    // A request that asked for a call, not a class.
    await aRequest("instagram");

    const outcomes = await trialOutcomes(NOW);

    expect(outcomes.all).toMatchObject({ attended: 2, noShow: 1, unmarked: 1, showUpPercent: 67 });
    expect(outcomes.byCourse.map((line) => [line.label, line.attended, line.noShow])).toEqual([
      ["Abacus", 1, 1],
      ["Coding", 1, 0],
    ]);
    expect(outcomes.byMode.map((line) => line.label)).toEqual(["Online", "At our office"]);
    expect(outcomes.bySource.map((line) => [line.label, line.showUpPercent])).toEqual([
      ["google", 100],
      ["Direct or unknown", 0],
      ["facebook", 100],
    ]);
    // Seven requests in the period (the one of 130 days ago is not); six booked a class, one of them cancelled
    // later (it still booked), and one asked for a call.
    expect(outcomes).toMatchObject({ requests: 7, requestsBooked: 6, bookedPercent: 86 });
  });
});
