import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, demoRequests, siteContent } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { todayInIndia } from "#app/modules/leads/demo.ts";
import { LEAD_SOURCE_COOKIE, noSource, serializeSource, sourceOfLanding } from "#app/modules/leads/lead-source.ts";
import { action as contactAction, loader as contactLoader } from "#app/routes/contact.tsx";
import { action as demoAction, loader as demoLoader } from "#app/routes/book-offline-demo.tsx";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { honeypotFields } from "../support/honeypot.ts";
import { cookiesFrom, formRequest, routeContext } from "../support/route-context.ts";

type Failure = { init?: { status?: number }; data?: { result?: { error?: Record<string, string[] | null> } } };

/** Posts a form as the page sends it, with a valid honeypot unless `fields` has its own. */
const call = async <T>(fn: (args: never) => T, url: string, fields: Record<string, string>) =>
  fn({
    request: formRequest(url, { ...(await honeypotFields()), ...fields }),
    context: routeContext(),
    params: {},
  } as never);

describe("contact messages", () => {
  beforeEach(truncateAll);

  it("keeps where the visitor came from, read from the cookie set when they landed", async () => {
    const landed = sourceOfLanding(
      new URL("http://localhost:3000/trial-class?utm_source=facebook&utm_medium=paid&utm_campaign=diwali"),
      "https://m.facebook.com/",
    );
    const cookie = `${LEAD_SOURCE_COOKIE}=${serializeSource(landed ?? noSource)}`;
    const fields = {
      submissionId: randomUUID(),
      name: "Priya Shah",
      email: "priya@example.com",
      phone: "98200 12345",
      subject: "Abacus",
      message: "Hello!",
    };
    const sent = (await contactAction({
      request: formRequest("/contact", fields, cookie),
      context: routeContext(),
      params: {},
    } as never)) as Response;
    expect(sent.status).toBe(302);
    const [row] = await db().select().from(contactMessages);
    expect(row).toMatchObject({
      utmSource: "facebook",
      utmMedium: "paid",
      utmCampaign: "diwali",
      landingPage: "/trial-class",
      referrerHost: "m.facebook.com",
      phoneE164: "+919820012345",
      emailKey: "priya@example.com",
    });
    const { listLeads, leadsBySource, leadsByCampaign, listLeadCampaigns } =
      await import("#app/modules/leads/pipeline.server.ts");
    const { leadsSheet, sheetCsv } = await import("#app/modules/leads/lead-export.server.ts");
    const { parseLeadFilters } = await import("#app/modules/leads/pipeline.ts");
    const bySource = (await listLeads(parseLeadFilters(new URLSearchParams("source=facebook")))).rows;
    expect(bySource.map((lead) => lead.name)).toEqual(["Priya Shah"]);
    expect((await listLeads(parseLeadFilters(new URLSearchParams("source=direct")))).total).toBe(0);
    expect(await sheetCsv(leadsSheet(parseLeadFilters(new URLSearchParams("source=facebook"))))).toContain(
      '"facebook / paid / diwali","/trial-class"',
    );
    // The report's days are India's: after 18:30 UTC, today there is tomorrow in UTC.
    const indiaToday = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect(await leadsBySource("2020-01-01", indiaToday)).toEqual([{ source: "facebook", leads: 1, enrolled: 0 }]);

    // Campaigns are filtered (as typed, any case) and counted, as sources are.
    await db()
      .insert(contactMessages)
      .values([
        {
          name: "Asha",
          email: "asha@example.com",
          subject: "S",
          message: "M",
          utmSource: "google",
          utmCampaign: "holi",
        },
        {
          name: "Ravi",
          email: "ravi@example.com",
          subject: "S",
          message: "M",
          status: "enrolled",
          utmCampaign: "diwali",
        },
      ]);
    const ofCampaign = await listLeads(parseLeadFilters(new URLSearchParams("campaign=Diwali&status=all")));
    expect(ofCampaign.rows.map((lead) => lead.name).sort()).toEqual(["Priya Shah", "Ravi"]);
    expect(ofCampaign.total).toBe(2);
    expect((await listLeads(parseLeadFilters(new URLSearchParams("campaign=diwali&source=facebook")))).total).toBe(1);
    expect(await listLeadCampaigns()).toEqual(["diwali", "holi"]);
    expect(await leadsByCampaign("2020-01-01", indiaToday)).toEqual([
      { campaign: "diwali", source: "direct", leads: 1, enrolled: 1 },
      { campaign: "diwali", source: "facebook", leads: 1, enrolled: 0 },
      { campaign: "holi", source: "google", leads: 1, enrolled: 0 },
    ]);
  });

  it("stores a valid message once, even when the form is sent twice", async () => {
    const fields = {
      submissionId: randomUUID(),
      name: "Priya Shah",
      email: "Priya@Example.com",
      subject: "Abacus for my son",
      message: "Hello!",
    };
    const first = (await call(contactAction, "/contact", fields)) as Response;
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/contact#thanks-heading");
    // The thank-you comes from that response's one-time message, not from the address.
    const thanked = (await contactLoader({
      request: new Request("http://localhost/contact", { headers: { Cookie: cookiesFrom(first) } }),
      context: routeContext(),
      params: {},
    } as never)) as { sent: boolean };
    expect(thanked.sent).toBe(true);
    const spoofed = (await contactLoader({
      request: new Request("http://localhost/contact?sent=1"),
      context: routeContext(),
      params: {},
    } as never)) as { sent: boolean };
    expect(spoofed.sent).toBe(false);
    await call(contactAction, "/contact", fields);
    const rows = await db().select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Priya Shah",
      email: "priya@example.com",
      phone: null,
      status: "new",
      readAt: null,
    });
  });

  it("answers a parent on the Marathi page in Marathi, and tells staff the lead prefers Marathi", async () => {
    const refused = (await call(contactAction, "/mr/contact", {
      submissionId: randomUUID(),
      name: "",
      email: "asha@example.com",
      subject: "अबॅकस",
      message: "नमस्कार",
    })) as Failure;
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.result?.error?.name).toEqual(["कृपया तुमचे पूर्ण नाव लिहा."]);

    const fields = {
      submissionId: randomUUID(),
      name: "आशा पाटील",
      email: "asha@example.com",
      subject: "अबॅकस",
      message: "माझ्या मुलीसाठी अबॅकसची माहिती हवी आहे.",
    };
    const sent = (await call(contactAction, "/mr/contact", fields)) as Response;
    expect(sent.headers.get("Location")).toBe("/mr/contact#thanks-heading");
    const [row] = await db().select().from(contactMessages);
    expect(row?.language).toBe("mr");
    await call(contactAction, "/contact", { ...fields, submissionId: randomUUID(), name: "Asha Patil" });

    const { listLeads } = await import("#app/modules/leads/pipeline.server.ts");
    const { leadsSheet, sheetCsv } = await import("#app/modules/leads/lead-export.server.ts");
    const { parseLeadFilters } = await import("#app/modules/leads/pipeline.ts");
    const all = parseLeadFilters(new URLSearchParams());
    const { rows } = await listLeads(all);
    expect(rows.map((lead) => [lead.name, lead.language])).toEqual([
      ["Asha Patil", "en"],
      ["आशा पाटील", "mr"],
    ]);
    const csv = await sheetCsv(leadsSheet(all));
    expect(csv).toMatch(/"Language"\r\n/);
    expect(csv).toMatch(/"Marathi"\r\n/);
  });

  it("answers bad input with 400 and field errors, storing nothing", async () => {
    const result = (await call(contactAction, "/contact", {
      submissionId: randomUUID(),
      name: "",
      email: "nope",
      phone: "call me",
      subject: "",
      message: "",
    })) as Failure;
    expect(result.init?.status).toBe(400);
    expect(Object.keys(result.data?.result?.error ?? {}).sort()).toEqual([
      "email",
      "message",
      "name",
      "phone",
      "subject",
    ]);
    expect(await db().$count(contactMessages)).toBe(0);
  });

  it("ignores a filled honeypot", async () => {
    await call(contactAction, "/contact", {
      submissionId: randomUUID(),
      name: "Bot",
      email: "b@example.com",
      subject: "x",
      message: "spam",
      website: "http://spam",
    });
    expect(await db().$count(contactMessages)).toBe(0);
  });

  it("ignores a forged or future honeypot time stamp, and takes one from a page drawn hours ago", async () => {
    const message = (text: string) => ({
      submissionId: randomUUID(),
      name: "Asha",
      email: "asha@example.com",
      subject: "Abacus",
      message: text,
    });
    await call(contactAction, "/contact", { ...message("forged"), website_from: "bm90IGEgc2lnbmVkIHRpbWU=" });
    await call(contactAction, "/contact", {
      ...message("future"),
      ...(await honeypotFields({ validFrom: Date.now() + 60 * 60_000 })),
    });
    await call(contactAction, "/contact", { ...message("no time stamp beside the field"), website_from: "" });
    expect(await db().$count(contactMessages)).toBe(0);
    await call(contactAction, "/contact", {
      ...message("from a stored page"),
      ...(await honeypotFields({ validFrom: Date.now() - 6 * 60 * 60_000 })),
    });
    expect(await db().$count(contactMessages)).toBe(1);
  });
});

describe("demo requests", () => {
  beforeAll(async () => {
    await truncateAll();
    await storage().ensureBucket();
    await seedIfEmpty(db(), storage());
  });
  beforeEach(async () => {
    await db().delete(demoRequests);
  });

  const valid = () => ({
    submissionId: randomUUID(),
    contactPerson: "Mrs. Kavita Iyer",
    schoolName: "Green Valley School",
    location: "Thane",
    email: "principal@greenvalley.example",
    phone: "+91 98200 12345",
    courseName: "Vedic Maths",
    preferredDate: todayInIndia(new Date(Date.now() + 7 * 86_400_000)),
    numberOfStudents: "120",
  });

  it("offers the program titles plus Multiple Courses", async () => {
    const page = (await demoLoader({
      request: new Request("http://localhost/book-offline-demo"),
      context: routeContext(),
      params: {},
    } as never)) as {
      courses: string[];
    };
    expect(page.courses).toEqual(["Abacus", "Vedic Maths", "Communicative English", "Coding", "Multiple Courses"]);
  });

  it("stores a request and shows a confirmation naming the person, course and school", async () => {
    const fields = valid();
    const response = (await call(demoAction, "/book-offline-demo", fields)) as Response;
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    expect(location).toBe("/book-offline-demo#confirmation-heading");
    // Anyone holding the old kind of link (or the submission id) sees nothing personal.
    const byLink = (await demoLoader({
      request: new Request(`http://localhost/book-offline-demo?request=${fields.submissionId}`),
      context: routeContext(),
      params: {},
    } as never)) as { confirmation: unknown };
    expect(byLink.confirmation).toBeNull();
    const page = (await demoLoader({
      request: new Request(`http://localhost${location}`, { headers: { Cookie: cookiesFrom(response) } }),
      context: routeContext(),
      params: {},
    } as never)) as {
      confirmation: { contactPerson: string; courseName: string; schoolName: string } | null;
    };
    expect(page.confirmation).toMatchObject({
      contactPerson: "Mrs. Kavita Iyer",
      courseName: "Vedic Maths",
      schoolName: "Green Valley School",
    });
    const [row] = await db().select().from(demoRequests);
    expect(row?.numberOfStudents).toBe(120);
  });

  it("refuses a past date, an unknown course and a bad student count", async () => {
    const result = (await call(demoAction, "/book-offline-demo", {
      ...valid(),
      preferredDate: "2020-01-01",
      courseName: "Juggling",
      numberOfStudents: "-3",
    })) as Failure;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.preferredDate).toEqual(["Please choose today or a later date."]);
    expect(result.data?.result?.error?.courseName).toBeTruthy();
    expect(result.data?.result?.error?.numberOfStudents).toBeTruthy();
    expect(await db().$count(demoRequests)).toBe(0);
    expect(await db().$count(siteContent)).toBeGreaterThan(0);
  });
});
