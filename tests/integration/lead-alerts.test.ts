import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactMessages, leadMailsSent, users } from "#db/schema.ts";
import { sendMorningMails } from "#app/modules/leads/morning-mails.server.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import {
  CONFIRMATIONS_PER_INBOX,
  leadAlertWorker,
  enqueueLeadAlert,
  sendStaffAlerts,
  staffAlertWorker,
} from "#app/modules/leads/alerts.server.ts";
import { setAlertRecipients } from "#app/modules/leads/alert-recipients.server.ts";
import { noOrigin } from "#app/modules/leads/lead-source.ts";
import { submitContactMessage } from "#app/modules/leads/contact.server.ts";
import { submitTrialRequest } from "#app/modules/leads/trial.server.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { createJobRunner, type JobRunner } from "#app/server/jobs.server.ts";
import { forgetQueuedJobs, truncateAll } from "../support/db.ts";
import { aUser } from "../support/factories.ts";
import { recipientsOf, startTestMailbox, type TestMailbox } from "../support/smtp.ts";

const runners: JobRunner[] = [];

/** The mailbox SMTP_URL leads to, while a test has one open: a test without it finds SMTP down. */
let mailbox: TestMailbox | null = null;

async function openMailbox(options?: { refuse?: string[] }): Promise<TestMailbox> {
  mailbox = await startTestMailbox(options);
  return mailbox;
}

async function alertJobs() {
  return db()
    .execute<{ state: string; retry_count: number; data: unknown }>(
      sql`select state, retry_count, data from pgboss.job where name = 'lead-alert' order by created_on`,
    )
    .then((result) => result.rows);
}

/** Skips the backoff wait of jobs waiting to be retried, as if their time had come. */
async function retryNow() {
  await db().execute(
    sql`update pgboss.job set start_after = now() where name in ('lead-alert', 'staff-alert') and state = 'retry'`,
  );
}

const contact = (fields: Partial<Parameters<typeof submitContactMessage>[0]> = {}) => ({
  submissionId: randomUUID(),
  name: "Priya <b>Shah</b>",
  email: "priya@example.com",
  phone: "+91 98765 43210",
  subject: "Abacus for my son",
  message: "Hello!\nDo you teach on Saturdays?",
  ...fields,
});

describe("lead alerts", () => {
  beforeEach(async () => {
    await truncateAll();
    await seedIfEmpty(db(), storage());
    await forgetQueuedJobs("lead-alert", "staff-alert");
  });

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await mailbox?.stop();
    mailbox = null;
  });

  it("enqueues one alert job with the stored lead, and none for the same form sent again", async () => {
    const fields = contact();
    await submitContactMessage(fields);
    await submitContactMessage(fields);
    const [row] = await db().select({ id: contactMessages.id }).from(contactMessages);
    const jobs = await alertJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.data).toEqual({ kind: "messages", id: row?.id });
  });

  it("writes the job in the caller's transaction: a rolled-back insert leaves no lead and no job", async () => {
    await expect(
      db().transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({ name: "A", email: "a@example.com", subject: "S", message: "M" })
          .returning({ id: contactMessages.id });
        await enqueueLeadAlert(tx, "messages", row?.id ?? 0);
        throw new Error("the insert failed after all");
      }),
    ).rejects.toThrow("the insert failed after all");
    expect(await db().$count(contactMessages)).toBe(0);
    expect(await alertJobs()).toHaveLength(0);
  });

  it("e-mails the staff alert to the set addresses and the confirmation to the visitor, escaped", async () => {
    const { received } = await openMailbox();
    await setAlertRecipients(["office@example.com", "owner@example.com"]);
    runners.push(
      await createJobRunner([], { pollingIntervalSeconds: 0.5, workers: [leadAlertWorker, staffAlertWorker] }),
    );
    await submitContactMessage(contact());

    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 15_000 });
    const alert = received.find((mail) => recipientsOf(mail).includes("office@example.com"));
    const confirmation = received.find((mail) => recipientsOf(mail) === "priya@example.com");
    expect(alert && recipientsOf(alert)).toBe("office@example.com, owner@example.com");
    expect(alert?.subject).toBe("New contact message from Priya <b>Shah</b>");
    expect(alert?.text).toContain("Subject: Abacus for my son");
    expect(alert?.text).toMatch(/http:\/\/localhost:3000\/admin\/inbox\/messages\/\d+/);
    expect(alert?.html).toContain("Priya &lt;b&gt;Shah&lt;/b&gt;");
    expect(alert?.html).not.toContain("<b>Shah</b>");
    expect(alert?.html).toContain("Hello!<br>Do you teach on Saturdays?");

    const company = await getCompanyDetails();
    expect(confirmation?.subject).toBe("We received your message | SkillSprouts");
    expect(confirmation?.text).toContain("We'll get back to you soon");
    expect(confirmation?.text).not.toContain("one working day");
    // Nothing typed freely is sent back from the company's address (it would relay a stranger's text).
    expect(confirmation?.text).not.toContain("Abacus for my son");
    expect(confirmation?.text).not.toContain("Saturdays");
    expect(alert?.text).toContain("We'll get back to you soon");
    expect(confirmation?.text).toContain(company.phones.general);
    expect(confirmation?.text).toContain(company.emails.general);
    // A name with markup does not read as a name: it is not repeated either.
    expect(confirmation?.text).toContain("Hello,");
    expect(confirmation?.html).not.toContain("Shah");

    await vi.waitFor(async () => expect((await alertJobs())[0]?.state).toBe("completed"), { timeout: 10_000 });
    // The staff alert is its own job: it records its mail once the mail server has taken it, a moment after the
    // mailbox above saw it arrive.
    await vi.waitFor(async () => expect(await db().$count(leadMailsSent)).toBe(2), { timeout: 10_000 });
  });

  it("confirms a lead from the Marathi site in Marathi, and tells staff it prefers Marathi", async () => {
    const { received } = await openMailbox();
    await setAlertRecipients(["office@example.com"]);
    runners.push(
      await createJobRunner([], { pollingIntervalSeconds: 0.5, workers: [leadAlertWorker, staffAlertWorker] }),
    );
    await submitContactMessage(contact({ name: "आशा पाटील", email: "asha@example.com" }), {
      ...noOrigin,
      language: "mr",
    });
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 15_000 });
    const confirmation = received.find((mail) => recipientsOf(mail) === "asha@example.com");
    const alert = received.find((mail) => recipientsOf(mail) === "office@example.com");
    expect(confirmation?.subject).toBe("तुमचा संदेश आम्हाला मिळाला | SkillSprouts");
    expect(confirmation?.text).toContain("प्रिय आशा पाटील,");
    expect(alert?.text).toContain("Source: direct · prefers marathi");
  });

  it("sends one inbox only so many confirmations a day, while staff hear of every lead", async () => {
    const { received } = await openMailbox();
    await setAlertRecipients(["office@example.com"]);
    const forms = CONFIRMATIONS_PER_INBOX.limit + 2;
    // Sent from many places in a day, all naming one stranger's address (in any letter case).
    for (let i = 0; i < forms; i++) {
      await submitContactMessage(contact({ email: i % 2 ? "Victim@Example.com" : "victim@example.com" }));
    }
    runners.push(
      await createJobRunner([], { pollingIntervalSeconds: 0.5, workers: [leadAlertWorker, staffAlertWorker] }),
    );
    await vi.waitFor(async () => expect((await alertJobs()).every((job) => job.state === "completed")).toBe(true), {
      timeout: 20_000,
    });
    const toVictim = received.filter((mail) => recipientsOf(mail).toLowerCase() === "victim@example.com");
    expect(toVictim).toHaveLength(CONFIRMATIONS_PER_INBOX.limit);
    // Staff hear of every one (in one alert listing them, as they came within a minute).
    const toOffice = received.filter((mail) => recipientsOf(mail) === "office@example.com");
    expect(toOffice).toHaveLength(1);
    expect(toOffice[0]?.subject).toBe(`${forms} new leads on the website`);
    // The ones held back count as done: no retry asks again.
    expect(await db().$count(leadMailsSent)).toBe(forms * 2);
  });

  it("sends to the company's general e-mail when no alert address is set", async () => {
    const { received } = await openMailbox();
    runners.push(
      await createJobRunner([], { pollingIntervalSeconds: 0.5, workers: [leadAlertWorker, staffAlertWorker] }),
    );
    await submitTrialRequest({
      submissionId: randomUUID(),
      childName: "Aarav",
      childAge: 8,
      courseName: "Abacus",
      preferredSlot: "Saturday morning (10 AM – 12 PM)",
      parentName: "Meera",
      phone: "+91 98765 43210",
      email: "meera@example.com",
      guardianConsent: "on",
    });
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 15_000 });
    const company = await getCompanyDetails();
    const alert = received.find((mail) => recipientsOf(mail) === company.emails.general);
    expect(alert?.subject).toBe("New trial class request from Meera");
    expect(alert?.text).toMatch(/http:\/\/localhost:3000\/admin\/inbox\/trials\/\d+/);
    expect(received.map(recipientsOf)).toContain("meera@example.com");
  });

  it("joins a returning parent's enquiries by phone or e-mail, and tells staff it is a repeat", async () => {
    const { received } = await openMailbox();
    await submitContactMessage(contact({ phone: "098765 43210", email: "Priya@Example.com" }));
    const [first] = await db().select().from(contactMessages);
    // Alerted alone: the first enquiry.
    await sendStaffAlerts();
    await db()
      .update(contactMessages)
      .set({ ownerId: null, status: "contacted" })
      .where(sql`id = ${first?.id ?? 0}`);
    // A week later, the trial class form, the number typed another way.
    await submitTrialRequest({
      submissionId: randomUUID(),
      childName: "Aarav",
      childAge: 8,
      courseName: "Abacus",
      preferredSlot: "Saturday morning (10 AM – 12 PM)",
      parentName: "Priya Shah",
      phone: "+91 98765-43210",
      email: "other@example.com",
      guardianConsent: "on",
    });
    const { findLead, listLeads } = await import("#app/modules/leads/pipeline.server.ts");
    const { parseLeadFilters } = await import("#app/modules/leads/pipeline.ts");
    const [trial] = (await listLeads(parseLeadFilters(new URLSearchParams("list=trials")))).rows;
    expect(trial).toMatchObject({ name: "Priya Shah", repeat: true });
    const earlierOne = (await findLead("messages", first?.id ?? 0))?.others;
    expect(earlierOne).toEqual([expect.objectContaining({ kind: "trials", id: trial?.id, earlier: false })]);
    const laterOne = (await findLead("trials", trial?.id ?? 0))?.others;
    expect(laterOne).toEqual([
      expect.objectContaining({ kind: "messages", id: first?.id, earlier: true, status: "contacted" }),
    ]);

    // Alerted alone too, the second says it is a repeat.
    await sendStaffAlerts();
    expect(received.map((mail) => mail.subject)).toEqual([
      "New contact message from Priya <b>Shah</b>",
      "Repeat enquiry: New trial class request from Priya Shah",
    ]);
    expect(received[1]?.text).toContain(
      "A repeat: 1 earlier enquiry from the same phone or e-mail, not yet owned by anyone.",
    );
    expect(received).toHaveLength(2);

    // Alerted together (they came within a minute), the list says it too.
    await db().delete(leadMailsSent);
    await sendStaffAlerts();
    const listed = received.at(-1);
    expect(listed?.subject).toBe("2 new leads on the website");
    expect(listed?.text).toContain("Repeat enquiry · Trial class request · Priya Shah");
    expect(listed?.text).not.toContain("Repeat enquiry · Contact message");
  });

  it("gives a repeat enquiry to the owner of the parent's earlier lead, and says so on its timeline", async () => {
    const asha = await aUser({ role: "staff", fullName: "Asha Desai" });
    const gone = await aUser({ role: "staff", fullName: "Ravi (left)" });
    await submitContactMessage(contact({ phone: "098765 43210", email: "priya@example.com" }));
    await submitContactMessage(contact({ phone: "+91 90000 11111", email: "meera@example.com" }));
    const [priya, meera] = await db().select().from(contactMessages).orderBy(contactMessages.id);
    await db()
      .update(contactMessages)
      .set({ ownerId: asha.id })
      .where(eq(contactMessages.id, priya?.id ?? 0));
    await db()
      .update(contactMessages)
      .set({ ownerId: gone.id })
      .where(eq(contactMessages.id, meera?.id ?? 0));
    await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));

    await submitTrialRequest({
      submissionId: randomUUID(),
      childName: "Aarav",
      childAge: 8,
      courseName: "Abacus",
      preferredSlot: "Saturday morning (10 AM – 12 PM)",
      parentName: "Priya Shah",
      phone: "+91 98765-43210",
      email: "other@example.com",
      guardianConsent: "on",
    });
    await submitContactMessage(contact({ phone: "+91 90000 11111", email: "meera@example.com", subject: "Again" }));
    const { listLeads } = await import("#app/modules/leads/pipeline.server.ts");
    const { parseLeadFilters } = await import("#app/modules/leads/pipeline.ts");
    const [trial] = (await listLeads(parseLeadFilters(new URLSearchParams("list=trials")))).rows;
    expect(trial).toMatchObject({ ownerId: asha.id, ownerName: "Asha Desai" });
    const events = (
      await db().execute<{ actor: string; type: string; to: string }>(
        sql`select actor_name as actor, type, to_value as to from lead_events where lead_kind = 'trials'`,
      )
    ).rows;
    expect(events).toEqual([{ actor: "The website (a repeat enquiry)", type: "owner", to: "Asha Desai" }]);
    const assignments = (
      await db().execute<{ data: { ownerId: string } }>(
        sql`select data from pgboss.job where name = 'lead-assignment-mail'`,
      )
    ).rows;
    // (Other files' jobs may still be in the queue: only these two accounts matter here.)
    const owners = assignments.map((job) => job.data.ownerId).filter((id) => id === asha.id || id === gone.id);
    expect(owners).toEqual([asha.id]);
    // An earlier owner who has left gets nothing: the lead waits for someone to take it.
    const [again] = await db().select().from(contactMessages).where(eq(contactMessages.subject, "Again"));
    expect(again?.ownerId).toBeNull();
  });

  it("keeps the alert while SMTP is down and sends it, once, when SMTP is back", async () => {
    // Nothing listens on SMTP_URL's port: every send fails.
    runners.push(
      await createJobRunner([], { pollingIntervalSeconds: 0.5, workers: [leadAlertWorker, staffAlertWorker] }),
    );
    await submitContactMessage(contact());
    await vi.waitFor(async () => expect((await alertJobs())[0]?.state).toBe("retry"), { timeout: 15_000 });
    expect(await db().$count(leadMailsSent)).toBe(0);

    // Back, but refusing the visitor's address: the staff alert goes, the job fails again.
    const refusing = await openMailbox({ refuse: ["priya@example.com"] });
    await retryNow();
    await vi.waitFor(() => expect(refusing.received).toHaveLength(1), { timeout: 15_000 });
    await vi.waitFor(async () => expect((await alertJobs())[0]?.state).toBe("retry"), { timeout: 15_000 });
    expect(await db().$count(leadMailsSent)).toBe(1);

    // Fully back: only the confirmation is still to send.
    await refusing.stop();
    const back = await openMailbox();
    await retryNow();
    await vi.waitFor(async () => expect((await alertJobs())[0]?.state).toBe("completed"), { timeout: 15_000 });
    const company = await getCompanyDetails();
    const received = [...refusing.received, ...back.received];
    expect(received.map(recipientsOf).sort()).toEqual([company.emails.general, "priya@example.com"].sort());
  });

  it("e-mails each owner the follow-ups due today and overdue, and each member of staff the digest unless turned off", async () => {
    const { received } = await openMailbox();
    const asha = await aUser({ email: "asha@skillsprouts.in", fullName: "Asha", role: "staff" });
    const ravi = await aUser({ email: "ravi@skillsprouts.in", fullName: "Ravi", role: "admin", morningDigest: false });
    const indiaToday =
      (await db().execute<{ day: string }>(sql`select (now() at time zone 'Asia/Kolkata')::date::text as day`)).rows[0]
        ?.day ?? "";
    await submitContactMessage(contact({ name: "Due Today" }));
    await submitContactMessage(contact({ name: "Long Overdue", email: "late@example.com", phone: "+91 90000 00001" }));
    await submitContactMessage(contact({ name: "Nobody Owns", email: "new@example.com", phone: "+91 90000 00002" }));
    await db().execute(
      sql`update contact_messages set owner_id = ${asha.id}, follow_up_on = ${indiaToday}::date, status = 'contacted' where name = 'Due Today'`,
    );
    await db().execute(
      sql`update contact_messages set owner_id = ${asha.id}, follow_up_on = ${indiaToday}::date - 3 where name = 'Long Overdue'`,
    );

    expect(await sendMorningMails()).toEqual({ reminders: 1, digests: 1 });
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 10_000 });
    const reminder = received.find((mail) => mail.subject?.startsWith("Follow up today"));
    expect(reminder && recipientsOf(reminder)).toBe("asha@skillsprouts.in");
    expect(reminder?.subject).toBe("Follow up today: 1 lead, 1 overdue");
    expect(reminder?.text).toMatch(
      /Due Today \(Contact message: Abacus for my son, follow up \d{1,2} [A-Z][a-z]{2} \d{4}\): http:\/\/localhost:3000\/admin\/inbox\/messages\/\d+/,
    );
    // The owner's own overdue lead is in their reminder too, not only in the digest.
    expect(reminder?.text).toMatch(
      /Overdue: 1\n- Long Overdue \(Contact message: .*, follow up \d{1,2} [A-Z][a-z]{2} \d{4}\)/,
    );
    // Ravi turned the digest off: only Asha gets it.
    const digest = received.find((mail) => mail.subject?.startsWith("Inbox this morning"));
    expect(digest && recipientsOf(digest)).toBe("asha@skillsprouts.in");
    expect(digest?.subject).toBe("Inbox this morning: 1 new, 1 due today, 1 overdue");
    expect(digest?.text).toContain("New leads nobody owns yet: 1\n- Nobody Owns");
    expect(digest?.text).toContain("Overdue: 1\n- Long Overdue");
    expect(digest?.text).toContain("turn it off in Your account: http://localhost:3000/admin/account");
    const [raviAsStored] = await db().select().from(users).where(eq(users.id, ravi.id));
    expect(raviAsStored?.morningDigest).toBe(false);
  });
});
