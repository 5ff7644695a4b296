import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadEvents, leadMailsSent, trialClassRequests, contactMessages, demoRequests } from "#db/schema.ts";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { assignmentMailWorker } from "#app/modules/leads/assignment-mail.server.ts";
import { firstContactByOwner } from "#app/modules/leads/history.server.ts";
import { getMessageTemplates } from "#app/modules/leads/message-templates.server.ts";
import { trashLead } from "#app/modules/leads/trash.server.ts";
import { action as inboxAction } from "#app/routes/admin/inbox.tsx";
import { action as leadAction, loader as leadLoader } from "#app/routes/admin/inbox-lead.tsx";
import { action as settingsAction } from "#app/routes/admin/settings.tsx";
import { db } from "#app/server/db.server.ts";
import { createJobRunner, type JobRunner } from "#app/server/jobs.server.ts";
import { forgetQueuedJobs, truncateAll } from "../support/db.ts";
import { aContactMessage, aDemoRequest, aTrialRequest, aUser } from "../support/factories.ts";
import { loadAs, postAs } from "../support/admin-requests.ts";
import { recipientsOf, startTestMailbox, type TestMailbox } from "../support/smtp.ts";

type Answer = { init?: { status?: number } | null; data?: Record<string, unknown> };

const openLead = (user: AuthUser, kind: string, id: number) =>
  loadAs(user, leadLoader, `/admin/inbox/${kind}/${id}`, { params: { kind, id: String(id) } });

const postToLead = (user: AuthUser, kind: string, id: number, fields: Record<string, string>) =>
  postAs(user, leadAction, `/admin/inbox/${kind}/${id}?back=%2Fadmin%2Finbox`, fields, {
    params: { kind, id: String(id) },
  });

/** The inbox list's bulk form, as the browser sends it: one `lead` value per ticked box. */
const postBulk = (user: AuthUser, fields: [string, string][]) =>
  postAs(user, inboxAction, "/admin/inbox?status=all", new URLSearchParams(fields));

const saveTemplate = (user: AuthUser, fields: Record<string, string>) =>
  postAs(user, settingsAction, "/admin/settings", fields, { adminOnly: true });

async function eventsOf(kind: "trials" | "messages" | "demos", id: number) {
  return db()
    .select({ type: leadEvents.type, from: leadEvents.fromValue, to: leadEvents.toValue, who: leadEvents.actorName })
    .from(leadEvents)
    .where(and(eq(leadEvents.leadKind, kind), eq(leadEvents.leadId, id)))
    .orderBy(leadEvents.id);
}

describe("a lead's history", () => {
  let mailbox: TestMailbox | null = null;
  const runners: JobRunner[] = [];

  beforeEach(async () => {
    await truncateAll();
    await forgetQueuedJobs("lead-assignment-mail");
  });

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await mailbox?.stop();
    mailbox = null;
  });

  it("records who opened and changed a lead, and tells it as a timeline with its notes and mails", async () => {
    const priya = await aUser({ fullName: "Priya Shah", role: "admin" });
    const ravi = await aUser({ fullName: "Ravi Kumar" });
    const trial = await aTrialRequest({ createdAt: new Date("2026-11-20T04:00:00Z") });
    await db().insert(leadMailsSent).values({ leadKind: "trials", leadId: trial.id, mail: "confirmation" });

    const first = await openLead(priya, "trials", trial.id);
    expect(first.lead.readAt).toBeNull();
    await openLead(ravi, "trials", trial.id);
    const saved = (await postToLead(priya, "trials", trial.id, {
      intent: "update",
      status: "contacted",
      owner: ravi.id,
      followUpOn: "2026-12-01",
      note: "Spoke to Neha; Saturday suits.",
    })) as Response;
    expect(saved.status).toBe(302);
    await postToLead(priya, "trials", trial.id, { intent: "mark-unread" });

    expect(await eventsOf("trials", trial.id)).toEqual([
      { type: "opened", from: null, to: null, who: "Priya Shah" },
      { type: "status", from: "new", to: "contacted", who: "Priya Shah" },
      { type: "owner", from: null, to: "Ravi Kumar", who: "Priya Shah" },
      { type: "follow-up", from: null, to: "2026-12-01", who: "Priya Shah" },
      { type: "marked-unread", from: null, to: null, who: "Priya Shah" },
    ]);

    const page = await openLead(ravi, "trials", trial.id);
    expect(page.timeline.map((entry) => [entry.who, entry.what])).toEqual([
      ["Neha Kulkarni", "sent the trial class request"],
      [null, "A confirmation was e-mailed to neha@example.com"],
      ["Priya Shah", "opened the lead"],
      ["Priya Shah", "changed the status from New to Contacted"],
      ["Priya Shah", "gave the lead to Ravi Kumar"],
      ["Priya Shah", "set a follow-up for 1 Dec 2026"],
      ["Priya Shah", "wrote a note"],
      ["Priya Shah", "marked the lead as unread"],
      ["Ravi Kumar", "opened the lead"],
    ]);
    expect(page.timeline.find((entry) => entry.tone === "note")?.note).toBe("Spoke to Neha; Saturday suits.");

    // The history goes with the lead (into the trash).
    await trashLead("trials", trial.id, { id: priya.id, name: "Priya Shah" });
    expect(await eventsOf("trials", trial.id)).toEqual([]);
  });

  it("measures the time to first contact by owner: a WhatsApp message sent or the first move on from New", async () => {
    const priya = await aUser({ fullName: "Priya Shah" });
    const ravi = await aUser({ fullName: "Ravi Kumar" });
    const arrived = new Date("2026-11-20T04:00:00Z");
    const hoursLater = (hours: number) => new Date(arrived.getTime() + hours * 3_600_000);
    const leads = await Promise.all(
      [priya, priya, priya, ravi].map((owner, index) =>
        aTrialRequest({ ownerId: owner.id, createdAt: arrived, email: `parent${index}@example.com` }),
      ),
    );
    const event = (lead: { id: number }, at: Date, type: "whatsapp" | "status" | "owner", from: string | null) => ({
      leadKind: "trials" as const,
      leadId: lead.id,
      type,
      fromValue: from,
      toValue: type === "status" ? "contacted" : "Trial class confirmation",
      actorName: "Priya Shah",
      createdAt: at,
    });
    const [one, two, three, four] = leads;
    if (!one || !two || !three || !four) throw new Error("no leads");
    await db()
      .insert(leadEvents)
      .values([
        event(one, hoursLater(0.5), "owner", null), // giving a lead away is not contact
        event(one, hoursLater(2), "whatsapp", null),
        event(one, hoursLater(5), "status", "new"),
        event(two, hoursLater(4), "status", "new"),
        event(four, hoursLater(30), "status", "new"),
      ]);

    expect(await firstContactByOwner("2026-11-01", "2026-11-30")).toEqual([
      { owner: "Priya Shah", leads: 3, contacted: 2, medianHours: 3 },
      { owner: "Ravi Kumar", leads: 1, contacted: 1, medianHours: 30 },
    ]);
    expect(await firstContactByOwner("2026-11-21", "2026-11-30")).toEqual([]);
  });

  it("changes several leads at once from the inbox list, and mails the new owner one list", async () => {
    mailbox = await startTestMailbox();
    runners.push(await createJobRunner([], { pollingIntervalSeconds: 0.5, workers: [assignmentMailWorker] }));
    const priya = await aUser({ fullName: "Priya Shah", role: "admin" });
    const ravi = await aUser({ fullName: "Ravi Kumar", email: "ravi@example.com" });
    const trial = await aTrialRequest();
    const demo = await aDemoRequest();
    const message = await aContactMessage({ ownerId: ravi.id });

    const assigned = (await postBulk(priya, [
      ["intent", "bulk-assign"],
      ["owner", ravi.id],
      ["lead", `trials:${trial.id}`],
      ["lead", `demos:${demo.id}`],
      ["lead", `messages:${message.id}`],
    ])) as Response;
    expect(assigned.status).toBe(302);
    expect(assigned.headers.get("Location")).toBe("/admin/inbox?status=all");
    const [trialRow] = await db().select().from(trialClassRequests).where(eq(trialClassRequests.id, trial.id));
    const [demoRow] = await db().select().from(demoRequests).where(eq(demoRequests.id, demo.id));
    expect([trialRow?.ownerId, demoRow?.ownerId]).toEqual([ravi.id, ravi.id]);
    expect(await eventsOf("trials", trial.id)).toEqual([
      { type: "owner", from: null, to: "Ravi Kumar", who: "Priya Shah" },
    ]);
    // Already his: nothing recorded, and not listed in the mail.
    expect(await eventsOf("messages", message.id)).toEqual([]);

    await expect.poll(() => mailbox?.received.length, { timeout: 10_000 }).toBe(1);
    const mail = mailbox.received[0];
    if (!mail) throw new Error("no mail");
    expect(recipientsOf(mail)).toBe("ravi@example.com");
    expect(mail?.subject).toBe("Priya Shah gave you 2 leads");
    expect(mail?.text).toContain("Neha Kulkarni (Trial class request: Abacus for Kabir · Saturday morning)");
    expect(mail?.text).toContain(`/admin/inbox/demos/${demo.id}`);
    expect(mail?.text).not.toContain("Rohan Mehta");

    const closed = (await postBulk(priya, [
      ["intent", "bulk-close"],
      ["lead", `trials:${trial.id}`],
      ["lead", `demos:${demo.id}`],
      ["lead", "demos:999999"],
    ])) as Response;
    expect(closed.status).toBe(302);
    const [closedTrial] = await db().select().from(trialClassRequests).where(eq(trialClassRequests.id, trial.id));
    expect(closedTrial?.status).toBe("closed");
    expect((await eventsOf("demos", demo.id)).at(-1)).toEqual({
      type: "status",
      from: "new",
      to: "closed",
      who: "Priya Shah",
    });

    const status = (await postBulk(priya, [
      ["intent", "bulk-status"],
      ["status", "enrolled"],
      ["lead", `messages:${message.id}`],
    ])) as Response;
    expect(status.status).toBe(302);
    const [messageRow] = await db().select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(messageRow?.status).toBe("enrolled");
  });

  it("refuses a bulk action with nothing ticked or nothing chosen, keeping what was ticked", async () => {
    const priya = await aUser({ fullName: "Priya Shah", role: "admin" });
    const trial = await aTrialRequest();
    const nothingTicked = (await postBulk(priya, [
      ["intent", "bulk-assign"],
      ["owner", priya.id],
    ])) as Answer;
    expect(nothingTicked.init?.status).toBe(400);
    expect(nothingTicked.data?.bulk).toMatchObject({ error: "Please tick the leads to change first." });

    const noOwner = (await postBulk(priya, [
      ["intent", "bulk-assign"],
      ["owner", ""],
      ["lead", `trials:${trial.id}`],
    ])) as Answer;
    expect(noOwner.init?.status).toBe(400);
    expect(noOwner.data?.bulk).toEqual({
      error: "Please choose who to give the leads to.",
      selected: [`trials:${trial.id}`],
      owner: "",
      status: undefined,
    });
    const visitor = await aUser({ role: "user" });
    const toAVisitor = (await postBulk(priya, [
      ["intent", "bulk-assign"],
      ["owner", visitor.id],
      ["lead", `trials:${trial.id}`],
    ])) as Answer;
    expect(toAVisitor.data?.bulk).toMatchObject({ error: "Please choose an owner from the list." });
    expect(await eventsOf("trials", trial.id)).toEqual([]);
  });

  it("offers the message templates that suit a lead, and logs a message once staff say it went", async () => {
    const priya = await aUser({ fullName: "Priya Shah", role: "admin" });
    const trial = await aTrialRequest();
    const message = await aContactMessage();

    const trialPage = await openLead(priya, "trials", trial.id);
    expect(trialPage.templates.map((template) => template.name)).toEqual([
      "Trial class confirmation",
      "Reply to a fee enquiry",
    ]);
    const confirmation = trialPage.templates[0];
    expect(confirmation?.body).toMatch(/^Namaste Neha Kulkarni, this is Priya Shah from SkillSprouts\./);
    expect(confirmation?.body).toContain("a free Abacus trial class for Kabir");
    expect(confirmation?.whatsApp).toMatch(/^https:\/\/wa\.me\/919820011111\?text=Namaste%20Neha%20Kulkarni/);
    expect(confirmation?.email).toMatch(
      /^mailto:neha@example\.com\?subject=Kabir's%20free%20Abacus%20trial%20class&body=/,
    );
    // A contact message has no child or school: only the template that names none is offered.
    expect((await openLead(priya, "messages", message.id)).templates.map((template) => template.name)).toEqual([
      "Reply to a fee enquiry",
    ]);

    // Opening WhatsApp or the mail app is a link: nothing is logged until staff say the message went.
    const onWhatsApp = (await postToLead(priya, "trials", trial.id, {
      intent: "log-message",
      channel: "whatsapp",
      template: "trial-confirmation",
    })) as Response;
    expect(onWhatsApp.status).toBe(302);
    const byEmail = (await postToLead(priya, "trials", trial.id, {
      intent: "log-message",
      channel: "email",
      template: "fee-enquiry",
    })) as Response;
    expect(byEmail.headers.get("Location")).toBe(`/admin/inbox/trials/${trial.id}?back=%2Fadmin%2Finbox`);
    expect(await eventsOf("trials", trial.id)).toEqual([
      { type: "opened", from: null, to: null, who: "Priya Shah" },
      { type: "whatsapp", from: null, to: "Trial class confirmation", who: "Priya Shah" },
      { type: "email", from: null, to: "Reply to a fee enquiry", who: "Priya Shah" },
    ]);
    expect((await openLead(priya, "trials", trial.id)).timeline.map((entry) => entry.what)).toContain(
      "sent an e-mail: “Reply to a fee enquiry”",
    );
    // A template that does not suit the lead is not logged, whatever the form says.
    const unsuited = (await postToLead(priya, "messages", message.id, {
      intent: "log-message",
      channel: "whatsapp",
      template: "trial-confirmation",
    })) as Response;
    expect(unsuited.headers.get("Location")).toBe(`/admin/inbox/messages/${message.id}?back=%2Fadmin%2Finbox`);
    expect(await eventsOf("messages", message.id)).toEqual([
      { type: "opened", from: null, to: null, who: "Priya Shah" },
    ]);
  });

  it("lets admins change, add and delete the templates, and refuses a detail the inbox does not know", async () => {
    const priya = await aUser({ fullName: "Priya Shah", role: "admin" });
    const refused = (await saveTemplate(priya, {
      intent: "save-template",
      id: "",
      name: "Slot reminder",
      subject: "Your slot",
      body: "Hello {parent}, {chlid}'s class is at {slot}.",
    })) as { init: { status: number }; data: { result: { error: Record<string, string[]> } } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error.body?.[0]).toBe(
      "{chlid} is not a detail the inbox knows. Use {parent}, {child}, {program}, {slot}, {school}, {staff}.",
    );
    expect(await getMessageTemplates()).toHaveLength(3);

    const added = (await saveTemplate(priya, {
      intent: "save-template",
      id: "",
      name: "Slot reminder",
      subject: "Your slot",
      body: "Hello {parent}, {child}'s class is at {slot}.",
    })) as Response;
    expect(added.status).toBe(302);
    const edited = (await saveTemplate(priya, {
      intent: "save-template",
      id: "fee-enquiry",
      name: "Fees",
      subject: "Fees",
      body: "Namaste {parent}, our fees start at ₹1,500 a month.",
    })) as Response;
    expect(edited.status).toBe(302);
    await saveTemplate(priya, { intent: "delete-template", id: "demo-follow-up" });
    expect((await getMessageTemplates()).map((template) => template.name)).toEqual([
      "Trial class confirmation",
      "Fees",
      "Slot reminder",
    ]);
    const trial = await aTrialRequest();
    const page = await openLead(priya, "trials", trial.id);
    expect(page.templates.find((template) => template.name === "Slot reminder")?.body).toBe(
      "Hello Neha Kulkarni, Kabir's class is at Saturday morning.",
    );
  });
});
