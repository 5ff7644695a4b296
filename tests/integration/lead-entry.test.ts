/**
 * Leads that do not come through the website's forms: one typed in by staff from a phone call or a visit, and a
 * spreadsheet's list imported by an admin. Both are stored as form leads are (contact keys, daily totals, unique
 * submission ids), without the mails a form's lead sends.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  adminAuditLog,
  contactMessages,
  leadDailyTotals,
  leadEvents,
  leadNotes,
  trialClassRequests,
} from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { otherEnquiries, listLeadSources } from "#app/modules/leads/pipeline.server.ts";
import { submitTrialRequest } from "#app/modules/leads/trial.server.ts";
import { UNSURE_COURSE } from "#app/modules/leads/trial.ts";
import { rowSubmissionId } from "#app/modules/leads/lead-import.server.ts";
import { action as newLeadAction } from "#app/routes/admin/new-lead.tsx";
import { action as importAction, loader as importLoader } from "#app/routes/admin/import-leads.tsx";
import { action as problemsAction } from "#app/routes/resources/import-problems.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { forgetQueuedJobs, truncateAll } from "../support/db.ts";
import { loadAs, postAs } from "../support/admin-requests.ts";
import { aTrialRequest, aUser } from "../support/factories.ts";

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

async function alertJobsFor(kind: string, id: number): Promise<number> {
  const [tables] = (await db().execute<{ job: string | null }>(sql`select to_regclass('pgboss.job')::text as job`))
    .rows;
  if (!tables?.job) return 0;
  const [row] = (
    await db().execute<{ jobs: number }>(sql`
    select count(*)::int as jobs from pgboss.job
    where name = 'lead-alert' and data->>'kind' = ${kind} and (data->>'id')::int = ${id}`)
  ).rows;
  return row?.jobs ?? 0;
}

/** A file as a browser sends it in a multipart form. */
function upload(
  fields: Record<string, string>,
  file?: { name: string; text: string | Uint8Array<ArrayBuffer> },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("file", new File([file.text], file.name, { type: "text/csv" }));
  return form;
}

const FAIR = [
  "Parent Name,Mobile,E-mail,Course,Child Name,Child Age,Remarks,Date",
  "Asha Rao,98765 43210,,abacus,Kabir,7 years,Wants Saturdays,25/11/2026",
  "Ravi Iyer,09820012345,RAVI@example.com,,Zoya,9,,2026-11-25",
  "Meera Nair,+91-98200-55555,,Vedic Maths,,,,",
  "No Phone,,,Abacus,,,,",
  "Sunil,12345,,Chess,,,,",
  "Asha Rao,98765 43210,,abacus,Kabir,7 years,Wants Saturdays,25/11/2026",
].join("\r\n");

describe("a lead entered by staff", () => {
  beforeEach(async () => {
    await truncateAll();
    await forgetQueuedJobs("lead-alert");
    await seedIfEmpty(db(), storage());
  });

  it("is stored as a form's lead, theirs and read, with its note and follow-up, and no mail to anyone", async () => {
    const staff = await aUser({ role: "staff", fullName: "Priya Shah" });
    // The same parent asked on the website last week, from another number spelling, and Anil owns that lead.
    const anil = await aUser({ role: "staff", fullName: "Anil" });
    const earlier = await aTrialRequest({
      parentName: "Neha K.",
      phone: "+91 98765 43210",
      phoneE164: "+919876543210",
      ownerId: anil.id,
    });
    await submitTrialRequest({
      submissionId: randomUUID(),
      childName: "Ira",
      childAge: 6,
      courseName: "Abacus",
      preferredSlot: "Weekday evening (5 – 7 PM)",
      parentName: "Web Parent",
      phone: "98200 77777",
      email: "web@example.com",
      guardianConsent: "on",
    });
    const [webLead] = await db()
      .select()
      .from(trialClassRequests)
      .where(eq(trialClassRequests.parentName, "Web Parent"));
    const fields = {
      intent: "create",
      kind: "trials",
      channel: "phone-call",
      name: "Neha Kulkarni",
      phone: "098765 43210",
      childAge: "8",
      followUpOn: "2026-12-02",
      note: "Called about weekend batches.",
    };
    const answer = (await postAs(staff, newLeadAction, "/admin/inbox/new?kind=trials", fields)) as Response;
    expect(answer.status).toBe(302);
    const [lead] = await db()
      .select()
      .from(trialClassRequests)
      .where(eq(trialClassRequests.parentName, "Neha Kulkarni"));
    expect(answer.headers.get("Location")).toBe(`/admin/inbox/trials/${lead?.id}`);
    expect(lead).toMatchObject({
      phone: "098765 43210",
      phoneE164: "+919876543210",
      email: "",
      emailKey: null,
      childName: "",
      childAge: 8,
      courseName: UNSURE_COURSE,
      preferredSlot: "",
      ownerId: staff.id,
      followUpOn: "2026-12-02",
      status: "new",
      utmSource: "phone-call",
      utmMedium: "offline",
      utmCampaign: null,
    });
    expect(lead?.readAt).toBeInstanceOf(Date);
    if (!lead || !webLead) throw new Error("the leads were not stored");

    // Staff typed it in: no alert to staff and no confirmation (the website's lead got its job).
    expect(await alertJobsFor("trials", lead.id)).toBe(0);
    expect(await alertJobsFor("trials", webLead.id)).toBe(1);
    // Kept by whoever entered it, not given to the earlier enquiry's owner; and the earlier enquiry is found.
    expect((await otherEnquiries("trials", lead.id)).map((other) => other.id)).toEqual([earlier.id]);
    const events = await db()
      .select({ type: leadEvents.type, to: leadEvents.toValue, who: leadEvents.actorName })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadKind, "trials"), eq(leadEvents.leadId, lead.id)))
      .orderBy(leadEvents.id);
    expect(events).toEqual([
      { type: "owner", to: "Priya Shah", who: "Priya Shah" },
      { type: "opened", to: null, who: "Priya Shah" },
      { type: "follow-up", to: "2026-12-02", who: "Priya Shah" },
    ]);
    const notes = await db().select().from(leadNotes).where(eq(leadNotes.leadId, lead.id));
    expect(notes.map((note) => [note.leadKind, note.authorId, note.body])).toEqual([
      ["trials", staff.id, "Called about weekend batches."],
    ]);
    // The daily totals and the inbox's source filter count it.
    const totals = await db().select().from(leadDailyTotals).where(eq(leadDailyTotals.source, "phone-call"));
    expect(totals.map((row) => [row.kind, row.program, row.leads])).toEqual([["trials", UNSURE_COURSE, 1]]);
    expect(await listLeadSources()).toContain("phone-call");

    // Sent twice (a double tap): one lead, and the second send goes to it.
    const again = (await postAs(staff, newLeadAction, "/admin/inbox/new?kind=trials", fields)) as Response;
    expect(again.headers.get("Location")).toBe(`/admin/inbox/trials/${lead.id}`);
    expect(await db().$count(trialClassRequests, eq(trialClassRequests.parentName, "Neha Kulkarni"))).toBe(1);
    const log = await db().select().from(adminAuditLog).orderBy(adminAuditLog.id);
    expect(log[0]).toMatchObject({
      action: "create",
      actorId: staff.id,
      summary:
        "Entered a trial class request from Neha Kulkarni (phone call) with a note: Called about weekend batches.",
    });
  });

  it("takes a walk-in's enquiry with an e-mail only, and refuses one with no way to reach them, keeping what was typed", async () => {
    const staff = await aUser({ role: "staff" });
    const refused = (await postAs(staff, newLeadAction, "/admin/inbox/new?kind=messages", {
      intent: "create",
      kind: "messages",
      channel: "walk-in",
      name: "Farah Khan",
      message: "Asked about fees.",
    })) as unknown as Answer;
    expect(refused.init?.status).toBe(400);
    const result = refused.data.result as { error: Record<string, string[]>; initialValue: Record<string, string> };
    expect(result.error).toEqual({ phone: ["Please enter a phone number or an e-mail address."] });
    expect(result.initialValue).toMatchObject({ name: "Farah Khan", message: "Asked about fees." });
    expect(await db().$count(contactMessages)).toBe(0);

    const saved = (await postAs(staff, newLeadAction, "/admin/inbox/new?kind=messages", {
      intent: "create",
      kind: "messages",
      channel: "walk-in",
      name: "Farah Khan",
      email: "Farah@Example.com",
      message: "Asked about fees.",
    })) as Response;
    expect(saved.status).toBe(302);
    const [message] = await db().select().from(contactMessages);
    expect(message).toMatchObject({
      name: "Farah Khan",
      email: "farah@example.com",
      emailKey: "farah@example.com",
      phone: null,
      subject: "Walk-in (at the office)",
      message: "Asked about fees.",
      utmSource: "walk-in",
      ownerId: staff.id,
    });
  });
});

describe("importing a CSV of leads", () => {
  beforeEach(async () => {
    await truncateAll();
    await forgetQueuedJobs("lead-alert");
    await seedIfEmpty(db(), storage());
  });

  it("previews, imports once, and finds the same file's rows already there on a second upload", async () => {
    const admin = await aUser({ role: "admin", fullName: "Boss" });
    const preview = (await postAs(
      admin,
      importAction,
      "/admin/inbox/import",
      upload({ intent: "preview", kind: "trials" }, { name: "School Fair.csv", text: FAIR }),
    )) as unknown as { preview: Record<string, unknown> };
    expect(preview.preview).toMatchObject({
      fileName: "School Fair.csv",
      rows: 6,
      ready: 3,
      already: 0,
      repeats: [{ line: 7, sameAs: 2 }],
      badCount: 2,
      bad: [
        { line: 5, name: "No Phone", reason: "Phone: Please give a phone number or an e-mail address." },
        {
          line: 6,
          name: "Sunil",
          reason: expect.stringMatching(/^Phone: Please enter a phone number .* Course: Please write one of: Abacus/),
        },
      ],
    });
    // Nothing is stored by a preview.
    expect(await db().$count(trialClassRequests)).toBe(0);

    const imported = (await postAs(
      admin,
      importAction,
      "/admin/inbox/import",
      upload({ intent: "import", kind: "trials", fileName: "School Fair.csv", csv: String(preview.preview.csv) }),
    )) as Response;
    expect(imported.status).toBe(302);
    expect(imported.headers.get("Location")).toBe("/admin/inbox?source=import");
    const rows = await db().select().from(trialClassRequests).orderBy(trialClassRequests.parentName);
    expect(
      rows.map((row) => [row.parentName, row.phoneE164, row.emailKey, row.courseName, row.childName, row.childAge]),
    ).toEqual([
      ["Asha Rao", "+919876543210", null, "Abacus", "Kabir", 7],
      ["Meera Nair", "+919820055555", null, "Vedic Maths", "", 0],
      ["Ravi Iyer", "+919820012345", "ravi@example.com", UNSURE_COURSE, "Zoya", 9],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        utmSource: "import",
        utmMedium: "offline",
        utmCampaign: "school fair",
        ownerId: null,
      });
      expect(row.readAt).toBeNull();
    }
    // The list's date is the day they enquired (India), and the daily totals count them on it.
    expect(rows[0]?.createdAt.toISOString()).toBe("2026-11-25T06:30:00.000Z");
    const fairDay = await db()
      .select({ program: leadDailyTotals.program, leads: leadDailyTotals.leads })
      .from(leadDailyTotals)
      .where(and(eq(leadDailyTotals.source, "import"), eq(leadDailyTotals.day, "2026-11-25")))
      .orderBy(leadDailyTotals.program);
    expect(fairDay).toEqual([
      { program: "Abacus", leads: 1 },
      { program: UNSURE_COURSE, leads: 1 },
    ]);
    const notes = await db().select({ body: leadNotes.body, author: leadNotes.authorId }).from(leadNotes);
    expect(notes).toEqual([{ body: "Wants Saturdays", author: admin.id }]);
    expect(rows[0]?.submissionId).toBe(
      rowSubmissionId("trials", {
        name: "Asha Rao",
        phone: "98765 43210",
        email: null,
        course: "Abacus",
        childName: "Kabir",
        childAge: 7,
        note: "Wants Saturdays",
        date: "2026-11-25",
      }),
    );
    const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, "import"));
    expect(audit?.summary).toBe(
      "Imported 3 leads (trial class requests) from School Fair.csv; 0 rows already in the inbox; 2 rows with problems left out",
    );

    // The same file again, under another name and with Windows' line breaks turned into Unix ones: nothing new.
    const second = (await postAs(
      admin,
      importAction,
      "/admin/inbox/import",
      upload({ intent: "preview", kind: "trials" }, { name: "fair-copy.csv", text: FAIR.replace(/\r\n/g, "\n") }),
    )) as unknown as { preview: Record<string, unknown> };
    expect(second.preview).toMatchObject({ ready: 0, already: 3, badCount: 2 });
    await postAs(
      admin,
      importAction,
      "/admin/inbox/import",
      upload({ intent: "import", kind: "trials", fileName: "fair-copy.csv", csv: FAIR }),
    );
    expect(await db().$count(trialClassRequests)).toBe(3);
    expect(await alertJobsFor("trials", rows[0]?.id ?? 0)).toBe(0);
  });

  it("gives back the rows with problems as a CSV, with their line and what is wrong", async () => {
    const admin = await aUser({ role: "admin" });
    const answer = (await postAs(
      admin,
      problemsAction,
      "/admin/inbox/import/problems",
      upload({ intent: "bad-rows", kind: "trials", fileName: "School Fair.csv", csv: FAIR }),
    )) as Response;
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="School-Fair-problems.csv"');
    const lines = (await answer.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      '"Parent Name","Mobile","E-mail","Course","Child Name","Child Age","Remarks","Date","Line","Problem"',
    );
    expect(lines[1]).toBe(
      '"No Phone","","","Abacus","","","","","5","Phone: Please give a phone number or an e-mail address."',
    );
    expect(lines[2]).toMatch(/^"Sunil","12345","","Chess","","","","","6","Phone: /);
  });

  it("refuses a file that is too large, a spreadsheet's own format, and one without the needed columns", async () => {
    const admin = await aUser({ role: "admin" });
    const preview = (file: { name: string; text: string | Uint8Array<ArrayBuffer> }) =>
      postAs(
        admin,
        importAction,
        "/admin/inbox/import",
        upload({ intent: "preview", kind: "trials" }, file),
      ) as Promise<unknown> as Promise<Answer>;
    const big = await preview({ name: "big.csv", text: `Name,Phone\n${"x".repeat(2 * 1024 * 1024)}` });
    expect(big.init?.status).toBe(413);
    expect((big.data.result as { error: Record<string, string[]> }).error.file).toEqual([
      "The file must be 2 MB or smaller. Please split it into smaller files.",
    ]);
    // An .xlsx is a zip: its first bytes say so.
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)]);
    const xlsx = await preview({ name: "fair.csv", text: zip });
    expect(xlsx.init?.status).toBe(400);
    expect((xlsx.data.result as { error: Record<string, string[]> }).error.file?.[0]).toMatch(
      /^This is a ZIP file, not CSV/,
    );
    const noName = await preview({ name: "fair.csv", text: "Phone,Email\n98765 43210,\n" });
    expect((noName.data.result as { error: Record<string, string[]> }).error.file).toEqual([
      "The file needs a column for the name (Name or Parent name).",
    ]);
    expect(await db().$count(trialClassRequests)).toBe(0);
  });

  it("is for admins only: staff are refused the page and the import", async () => {
    const staff = await aUser({ role: "staff" });
    await expect(loadAs(staff, importLoader, "/admin/inbox/import")).rejects.toMatchObject({ init: { status: 403 } });
    await expect(
      postAs(
        staff,
        importAction,
        "/admin/inbox/import",
        upload({ intent: "import", kind: "trials", fileName: "fair.csv", csv: FAIR }),
      ),
    ).rejects.toMatchObject({ init: { status: 403 } });
    await expect(
      postAs(
        staff,
        problemsAction,
        "/admin/inbox/import/problems",
        upload({ intent: "bad-rows", kind: "trials", fileName: "f.csv", csv: FAIR }),
      ),
    ).rejects.toMatchObject({ init: { status: 403 } });
    expect(await db().$count(trialClassRequests)).toBe(0);
  });
});
