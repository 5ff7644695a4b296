import { randomUUID } from "node:crypto";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  adminAuditLog,
  contactMessages,
  demoRequests,
  jobApplications,
  leadEvents,
  leadNotes,
  trialClassRequests,
} from "#db/schema.ts";
import { parseLeadFilters } from "#app/modules/leads/pipeline.ts";
import {
  countFollowUps,
  countUnread,
  listLeads,
  SEARCH_COUNT_LIMIT,
  updatePipeline,
} from "#app/modules/leads/pipeline.server.ts";
import { deleteTrashedLead } from "#app/modules/leads/trash.server.ts";
import { loader as dashboardLoader } from "#app/routes/admin/dashboard.tsx";
import { action as leadAction, loader as leadLoader } from "#app/routes/admin/inbox-lead.tsx";
import { loader as exportLoader } from "#app/routes/resources/inbox-export.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { tinyPdf } from "../support/files.ts";
import { loadAs, postAs } from "../support/admin-requests.ts";
import { aContactMessage, aDemoRequest, aJobApplication, aTrialRequest, aUser } from "../support/factories.ts";

/** Three leads of three kinds, each with what the search must find in it. */
async function someLeads() {
  const message = await aContactMessage({
    name: "Rohan Mehta",
    email: "rohan.mehta@gmail.com",
    phone: "+91 98765 43210",
    subject: "Batch timings",
    message: "When do the Saturday batches start?",
    createdAt: new Date("2026-11-10T05:00:00Z"),
  });
  const demo = await aDemoRequest({
    contactPerson: "Anita Rao",
    schoolName: "Green Valley Public School",
    location: "Pune",
    email: "principal@greenvalley.edu.in",
    phone: "020 2345 6789",
    courseName: "Vedic Maths",
    preferredDate: "2026-12-01",
    createdAt: new Date("2026-11-15T05:00:00Z"),
  });
  const trial = await aTrialRequest({
    childName: "Kabir",
    childAge: 7,
    courseName: "Abacus",
    preferredSlot: "Saturday morning",
    parentName: "Neha 100% Kulkarni",
    phone: "9820011111",
    email: "neha@yahoo.in",
    // 00:30 on 20 November in India: still the 19th in UTC.
    createdAt: new Date("2026-11-19T19:00:00Z"),
  });
  return { message, demo, trial };
}

const search = async (query: string) =>
  (await listLeads(parseLeadFilters(new URLSearchParams(query)))).rows.map((lead) => lead.name);

async function objectExists(key: string): Promise<boolean> {
  try {
    await storage().client.send(new HeadObjectCommand({ Bucket: storage().bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

describe("the lead pipeline", () => {
  beforeEach(truncateAll);

  it("lists the follow-ups due today and overdue in India days, counts them, and sorts by follow-up date", async () => {
    const { message, demo, trial } = await someLeads();
    const indiaDay = (offset: number) => {
      const day = new Date(Date.now() + 5.5 * 3600_000 + offset * 86_400_000);
      return day.toISOString().slice(0, 10);
    };
    await db()
      .update(contactMessages)
      .set({ followUpOn: indiaDay(0) })
      .where(eq(contactMessages.id, message.id));
    await db()
      .update(demoRequests)
      .set({ followUpOn: indiaDay(-2) })
      .where(eq(demoRequests.id, demo.id));
    await db()
      .update(trialClassRequests)
      .set({ followUpOn: indiaDay(-5), status: "enrolled" })
      .where(eq(trialClassRequests.id, trial.id));

    expect(await search("due=today")).toEqual(["Rohan Mehta"]);
    // An enrolled lead's passed date is not overdue: there is nothing left to follow up.
    expect(await search("due=overdue")).toEqual(["Anita Rao"]);
    expect(await countFollowUps()).toEqual({ counts: { today: 1, overdue: 1 }, indiaToday: indiaDay(0) });
    expect(await search("status=all&sort=follow-up")).toEqual(["Neha 100% Kulkarni", "Anita Rao", "Rohan Mehta"]);
  });

  it("finds a lead by part of its e-mail, phone, name or text, across every kind", async () => {
    await someLeads();
    expect(await search("q=gmail")).toEqual(["Rohan Mehta"]);
    expect(await search("q=GreenValley")).toEqual(["Anita Rao"]);
    // Part of a phone, as written or as digits only.
    expect(await search("q=98765")).toEqual(["Rohan Mehta"]);
    expect(await search("q=8765 432")).toEqual(["Rohan Mehta"]);
    expect(await search("q=+9198765")).toEqual(["Rohan Mehta"]);
    expect(await search("q=2345")).toEqual(["Anita Rao"]);
    // A whole number finds both of a parent's enquiries, however it was typed in each and in the search.
    await aTrialRequest({ parentName: "Rohan M", childName: "Ira", phone: "98765 43210", email: "r@example.com" });
    for (const typed of ["+919876543210", "09876543210", "9876543210", "+91 98765 43210", "098765-43210"]) {
      expect(await search(`q=${encodeURIComponent(typed)}`)).toEqual(["Rohan M", "Rohan Mehta"]);
    }
    await db().delete(trialClassRequests).where(eq(trialClassRequests.parentName, "Rohan M"));
    expect(await search("q=saturday")).toEqual(["Neha 100% Kulkarni", "Rohan Mehta"]);
    expect(await search("q=green valley public")).toEqual(["Anita Rao"]);
    expect(await search("q=kabir")).toEqual(["Neha 100% Kulkarni"]);
    // LIKE's wildcards are taken literally.
    expect(await search("q=100%")).toEqual(["Neha 100% Kulkarni"]);
    expect(await search("q=_")).toEqual([]);
    expect(await search("q=nobody")).toEqual([]);
  });

  it("counts a search's matches up to a thousand, and the pager still leads on past them", async () => {
    await db()
      .insert(contactMessages)
      .values(
        Array.from({ length: SEARCH_COUNT_LIMIT + 5 }, (_, index) => ({
          name: `Asha Sharma ${index}`,
          email: `asha${index}@example.com`,
          subject: "Fees",
          message: "What are the fees?",
          createdAt: new Date(Date.UTC(2026, 10, 1, 5, 0, index)),
        })),
      );
    await aContactMessage({ name: "Ravi Iyer" });
    const many = await listLeads(parseLeadFilters(new URLSearchParams("q=sharma")));
    expect(many).toMatchObject({ total: SEARCH_COUNT_LIMIT, more: true });
    expect(many.rows).toHaveLength(25);
    expect(many.rows[0]?.name).toBe(`Asha Sharma ${SEARCH_COUNT_LIMIT + 4}`);
    // Past the counted pages, the next page is read from where the last one ended.
    const beyond = await listLeads(
      parseLeadFilters(new URLSearchParams(`q=sharma&page=41&after=${encodeURIComponent(many.cursors.after ?? "")}`)),
    );
    expect(beyond.rows[0]?.name).toBe(`Asha Sharma ${SEARCH_COUNT_LIMIT - 21}`);
    // A view that is not a search is counted whole; a search under the limit counts exactly.
    expect(await listLeads(parseLeadFilters(new URLSearchParams("status=all")))).toMatchObject({
      total: SEARCH_COUNT_LIMIT + 6,
      more: false,
    });
    expect(await listLeads(parseLeadFilters(new URLSearchParams("q=iyer")))).toMatchObject({ total: 1, more: false });
  });

  it("searches the stored text each table's trigram index covers", async () => {
    await someLeads();
    for (const table of ["contact_messages", "demo_requests", "trial_class_requests", "job_applications"]) {
      const plan = await db().transaction(async (tx) => {
        // Three rows are read faster without an index; the question is only whether the index fits.
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx
          .execute<{ "QUERY PLAN": string }>(
            sql`explain select id from ${sql.identifier(table)} where search_text like '%98765%'`,
          )
          .then((result) => result.rows);
      });
      expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain(`${table}_search_idx`);
    }
  });

  it("filters by status, owner and the day received in India, and keeps the filters in export links", async () => {
    const { message, demo } = await someLeads();
    const owner = await aUser({ email: "priya@example.com", role: "admin", fullName: "Priya" });
    await db()
      .update(contactMessages)
      .set({ status: "contacted", ownerId: owner.id })
      .where(eq(contactMessages.id, message.id));
    await db().update(demoRequests).set({ status: "enrolled" }).where(eq(demoRequests.id, demo.id));
    expect(await search("")).toEqual(["Neha 100% Kulkarni", "Rohan Mehta"]);
    expect(await search("status=all")).toEqual(["Neha 100% Kulkarni", "Anita Rao", "Rohan Mehta"]);
    expect(await search("status=enrolled")).toEqual(["Anita Rao"]);
    expect(await search("status=contacted")).toEqual(["Rohan Mehta"]);
    expect(await search(`owner=${owner.id}&status=all`)).toEqual(["Rohan Mehta"]);
    expect(await search("owner=none&status=all")).toEqual(["Neha 100% Kulkarni", "Anita Rao"]);
    expect(await search("list=demos&status=all")).toEqual(["Anita Rao"]);
    expect(await search("status=all&from=2026-11-15&to=2026-11-19")).toEqual(["Anita Rao"]);
    expect(await search("status=all&from=2026-11-20")).toEqual(["Neha 100% Kulkarni"]);
    expect(await search("status=all&to=2026-11-10")).toEqual(["Rohan Mehta"]);
  });

  it("works a lead on its page: opening marks it read, status, owner and follow-up change, notes add up", async () => {
    const { message } = await someLeads();
    const admin = await aUser({ email: "boss@example.com", role: "admin", fullName: "Boss" });
    const visitor = await aUser({ email: "visitor@example.com", role: "user" });
    const url = `/admin/inbox/messages/${message.id}?back=%2Fadmin%2Finbox%3Fq%3D98765`;
    const params = { kind: "messages", id: String(message.id) };
    const postOnLeadPage = (fields: Record<string, string>) => postAs(admin, leadAction, url, fields, { params });

    expect(await countUnread()).toMatchObject({ messages: 1, total: 3 });
    const page = await loadAs(admin, leadLoader, url, { params });
    expect(page.lead).toMatchObject({ name: "Rohan Mehta", status: "new", readAt: null });
    expect(page.back).toBe("/admin/inbox?q=98765");
    expect(page.owners.map((owner) => owner.name)).toEqual(["Boss"]);
    expect(await countUnread()).toMatchObject({ messages: 0, total: 2 });
    const dashboard = await loadAs(admin, dashboardLoader, "/admin/dashboard");
    expect(dashboard.unreadLeads).toBe(2);

    const saved = (await postOnLeadPage({
      intent: "update",
      status: "demo_booked",
      owner: admin.id,
      followUpOn: "2026-12-02",
    })) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/admin/inbox/messages/${message.id}?back=%2Fadmin%2Finbox%3Fq%3D98765`);
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(row).toMatchObject({ status: "demo_booked", ownerId: admin.id, followUpOn: "2026-12-02" });

    // A visitor's account cannot own a lead; a wrong date or status is a field error; nothing is half-written.
    const refused = [
      await postOnLeadPage({ intent: "update", status: "contacted", owner: visitor.id, followUpOn: "" }),
      await postOnLeadPage({ intent: "update", status: "contacted", owner: "", followUpOn: "2026-13-45" }),
      await postOnLeadPage({ intent: "update", status: "won", owner: "", followUpOn: "" }),
      await postOnLeadPage({ intent: "add-note", note: "   " }),
    ] as unknown as { init: { status: number }; data: { result: { error: Record<string, string[]> } } }[];
    expect(refused.map((answer) => answer.init.status)).toEqual([400, 400, 400, 400]);
    expect(refused[0]?.data.result.error.owner).toEqual(["Please choose an owner from the list."]);
    expect(refused[1]?.data.result.error.followUpOn?.[0]).toMatch(/follow-up date/);
    expect(refused[3]?.data.result.error.note).toEqual(["Please enter the note."]);
    // A button no form of the page has is not understood; the refused forms above answered with their own errors.
    await expect(postOnLeadPage({ intent: "archive" })).rejects.toMatchObject({
      data: "That request was not understood.",
      init: { status: 400 },
    });
    const [unchanged] = await db().select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(unchanged).toMatchObject({ status: "demo_booked", ownerId: admin.id, followUpOn: "2026-12-02" });

    expect(
      ((await postOnLeadPage({ intent: "add-note", note: "Called, will visit on Saturday." })) as Response).status,
    ).toBe(302);
    expect(((await postOnLeadPage({ intent: "add-note", note: "Booked the demo." })) as Response).status).toBe(302);
    const notes = await db().select().from(leadNotes).orderBy(leadNotes.id);
    expect(notes.map((note) => [note.leadKind, note.leadId, note.authorEmail, note.body])).toEqual([
      ["messages", message.id, "boss@example.com", "Called, will visit on Saturday."],
      ["messages", message.id, "boss@example.com", "Booked the demo."],
    ]);

    const log = await db().select().from(adminAuditLog).orderBy(adminAuditLog.id);
    expect(log.map((entry) => [entry.action, entry.summary])).toEqual([
      ["update", "Lead of Rohan Mehta (contact message): status New → Demo booked; owner Boss; follow-up 2026-12-02"],
      ["add-note", "Added a note to a contact message: Called, will visit on Saturday."],
      ["add-note", "Added a note to a contact message: Booked the demo."],
    ]);

    const inDemoBooked = (
      await listLeads(parseLeadFilters(new URLSearchParams(`status=demo_booked&owner=${admin.id}`)))
    ).rows;
    expect(inDemoBooked.map((lead) => [lead.name, lead.ownerName, lead.followUpOn, lead.notesCount])).toEqual([
      ["Rohan Mehta", "Boss", "2026-12-02", 2],
    ]);

    // A follow-up at an agreed time: kept when only the day moves, refused without a day, cleared with the day.
    const withTime = { intent: "update", status: "demo_booked", owner: admin.id };
    await postOnLeadPage({ ...withTime, followUpOn: "2026-12-02", followUpTime: "18:30" });
    const timeOnly = (await postOnLeadPage({ ...withTime, followUpOn: "", followUpTime: "18:30" })) as unknown as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(timeOnly.data.result.error.followUpOn).toEqual(["Please choose the day of the follow-up too."]);
    const [timed] = (await listLeads(parseLeadFilters(new URLSearchParams("status=all&sort=follow-up")))).rows;
    expect([timed?.followUpOn, timed?.followUpTime]).toEqual(["2026-12-02", "18:30"]);
    await updatePipeline(
      "messages",
      message.id,
      { status: "demo_booked", ownerId: admin.id, followUpOn: "2026-12-03" },
      { id: admin.id, name: "Boss" },
    );
    await postOnLeadPage({ ...withTime, followUpOn: "" });
    const [cleared] = await db().select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect([cleared?.followUpOn, cleared?.followUpTime]).toEqual([null, null]);
    const followUps = await db()
      .select({ from: leadEvents.fromValue, to: leadEvents.toValue })
      .from(leadEvents)
      .where(eq(leadEvents.type, "follow-up"))
      .orderBy(leadEvents.id);
    expect(followUps).toEqual([
      { from: null, to: "2026-12-02" },
      { from: "2026-12-02", to: "2026-12-02 18:30" },
      { from: "2026-12-02 18:30", to: "2026-12-03 18:30" },
      { from: "2026-12-03 18:30", to: null },
    ]);

    expect(((await postOnLeadPage({ intent: "mark-unread" })) as Response).headers.get("Location")).toBe(
      "/admin/inbox?q=98765",
    );
    expect(await countUnread()).toMatchObject({ messages: 1 });
    // The lead page saves a note with its fields, in one go.
    const together = (await postOnLeadPage({
      intent: "update",
      status: "contacted",
      owner: "",
      followUpOn: "",
      note: "Sent the fees on WhatsApp.",
    })) as Response;
    expect(together.status).toBe(302);
    expect((await db().select().from(leadNotes)).map((note) => note.body)).toContain("Sent the fees on WhatsApp.");
    const [after] = await db().select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(after?.status).toBe("contacted");
  });

  it("moves a lead to the trash with its notes, keeping its CV until it is deleted for good", async () => {
    await storage().ensureBucket();
    const admin = await aUser({ email: "boss@example.com", role: "admin" });
    const cvKey = `private/cvs/${randomUUID()}.pdf`;
    await storage().put(cvKey, tinyPdf(), "application/pdf");
    const { id } = await aJobApplication({ jobTitle: "Abacus Trainer", name: "Sunita Iyer", cvKey });
    await db()
      .insert(leadNotes)
      .values({ leadKind: "applications", leadId: id, authorEmail: "a@b.c", body: "Call back" });
    // A note of another kind with the same id stays.
    await db().insert(leadNotes).values({ leadKind: "messages", leadId: id, authorEmail: "a@b.c", body: "Other" });
    const response = (await postAs(
      admin,
      leadAction,
      `/admin/inbox/applications/${id}?back=%2Fadmin%2Finbox%3Flist%3Dapplications`,
      { intent: "trash" },
      { params: { kind: "applications", id: String(id) } },
    )) as Response;
    expect(response.headers.get("Location")).toBe("/admin/inbox?list=applications");
    expect(await db().$count(jobApplications)).toBe(0);
    // The trash keeps the CV: the application may be restored.
    expect(await objectExists(cvKey)).toBe(true);
    expect((await db().select().from(leadNotes)).map((note) => note.body)).toEqual(["Other"]);
    const [entry] = await db().select().from(adminAuditLog);
    expect(entry).toMatchObject({
      action: "trash",
      summary: "Moved the lead of Sunita Iyer (job application) to the trash",
    });
    expect(await deleteTrashedLead("applications", id)).toBe("Sunita Iyer");
    expect(await objectExists(cvKey)).toBe(false);

    // The retention clean-up deletes with plain SQL: the notes go too.
    const { message } = await someLeads();
    await db().insert(leadNotes).values({ leadKind: "messages", leadId: message.id, authorEmail: "a@b.c", body: "x" });
    await db().delete(contactMessages);
    expect((await db().select().from(leadNotes)).map((note) => note.body)).toEqual([]);
  });

  it("exports the filtered view, or a period, as formula-safe CSV in India time, with the notes written", async () => {
    const { message } = await someLeads();
    const admin = await aUser({ email: "boss@example.com", role: "admin", fullName: "Boss" });
    await db()
      .update(contactMessages)
      .set({ status: "contacted", ownerId: admin.id, followUpOn: "2026-12-02", name: "=HYPERLINK(1)" })
      .where(eq(contactMessages.id, message.id));
    await db().insert(leadNotes).values({
      leadKind: "messages",
      leadId: message.id,
      authorId: admin.id,
      authorEmail: admin.email,
      body: "Called, wants Saturday",
    });
    const csv = async (list: string, query: string) => {
      const response = (await loadAs(admin, exportLoader, `/admin/inbox/export/${list}?${query}`, {
        params: { list },
      })) as Response;
      return { text: await response.text(), name: response.headers.get("Content-Disposition") ?? "" };
    };
    // (Response.text() drops the byte-order mark the file starts with.)
    const filtered = await csv("leads", "q=98765");
    const [header, line, ...rest] = filtered.text.split("\r\n").filter(Boolean);
    expect(rest).toEqual([]);
    expect(header).toBe(
      '"Received (India time)","Type","Name","E-mail","Phone","About","Child","Child\'s age","Date or time asked for",' +
        '"Students","School or place","Message or note","Phone (with country code)","Status","Owner","Follow-up",' +
        '"Notes","Read","Source","Landing page","Language"',
    );
    // 05:00 UTC is 10:30 in India; the phone copies as typed; the note says who wrote it, by name.
    expect(line).toMatch(
      /^"2026-11-10 10:30","Contact message","'=HYPERLINK\(1\)","rohan\.mehta@gmail\.com","\+91 98765 43210","Batch timings","","","","","","When do the Saturday batches start\?","\+919876543210","Contacted","Boss","2026-12-02","\d{4}-\d\d-\d\d \d\d:\d\d Boss: Called, wants Saturday","no","direct","","English"$/,
    );
    // An export hands personal data out of the back office: it is in the audit log.
    const [exported] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, "export"));
    expect(exported).toMatchObject({ actorEmail: "boss@example.com", summary: "Exported leads as CSV (q=98765)" });
    const period = await csv("leads", "status=all&from=2026-11-15&to=2026-11-20");
    expect(period.text).toContain('"Anita Rao"');
    expect(period.text).toContain('"Neha 100% Kulkarni"');
    expect(period.text).not.toContain("Rohan");
    expect(period.name).toMatch(/skillsprouts-leads-2026-11-15-to-2026-11-20-\d{4}-\d{2}-\d{2}\.csv/);
    const demos = await csv("demos", "status=all");
    expect(demos.text).toContain('"Contact person","School","Location"');
    expect(demos.text).toContain('"Green Valley Public School","Pune"');
    expect(demos.text).toContain('"New","","","","no"');
  });
});
