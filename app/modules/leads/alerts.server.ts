import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  contactMessages,
  demoRequests,
  jobApplications,
  leadKinds,
  leadMailsSent,
  trialClassRequests,
  type LeadKind,
  type LeadMailType,
} from "#db/schema.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { db } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";
import {
  enqueue,
  enqueueInTransaction,
  type JobQueue,
  type QueueWorker,
  type Transaction,
} from "#app/server/jobs.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { hitRateLimit } from "#app/server/rate-limit.server.ts";
import { sendMail, type Mail } from "#app/server/mail.server.ts";
import { confirmationMail, staffAlertListMail, staffAlertMail, type LeadSummary } from "./alert-mails.ts";
import { allLeads, allLeadsAs, samePerson } from "./all-leads.server.ts";
import type { Language } from "#app/modules/i18n/languages.ts";
import { sourceWithLanguage } from "./lead-language.ts";
import { sourceLabel } from "./lead-source.ts";
import { alertRecipients } from "./alert-recipients.server.ts";
import { otherEnquiries } from "./pipeline.server.ts";
import { trialBookingConfirmation } from "#app/modules/trials/booking-mail.server.ts";

/** Both queues try again with growing waits (30 s, 1 min, 2 min … then every 10 min) for about three hours. */
const MAIL_RETRY = { limit: 20, delaySeconds: 30, maxDelaySeconds: 600 };

/**
 * The e-mails about a new lead: the confirmation to the visitor, one job per lead, and a nudge to the staff alert.
 * Tried again for about three hours, so an SMTP outage of an hour is survived.
 */
export const leadAlertQueue: JobQueue = { name: "lead-alert", retry: MAIL_RETRY };

/**
 * The alert to staff, at most one a minute: a lead after a quiet minute is alerted at once; leads that come faster
 * wait for the next minute and arrive together in one mail listing them, so a burst of forms (a campaign, or
 * someone flooding the site) cannot put a real parent's alert an hour behind. No lead waits two minutes.
 */
export const staffAlertQueue: JobQueue = { name: "staff-alert", retry: MAIL_RETRY, throttleSeconds: 60 };

const LeadAlertJob = z.object({ kind: z.enum(leadKinds), id: z.number().int().positive() });

/**
 * Call inside the transaction that inserts the lead: its job exists exactly when the lead does, and it sends the
 * confirmation and makes sure the staff alert is queued.
 */
export async function enqueueLeadAlert(tx: Transaction, kind: LeadKind, id: number): Promise<void> {
  await enqueueInTransaction(tx, leadAlertQueue, { kind, id } satisfies z.input<typeof LeadAlertJob>);
}

/**
 * Queues the staff alert (at most one a minute: the throttle), outside the lead's transaction: hundreds of leads
 * at once would otherwise all wait on the one row of the minute's job. Called once the lead is stored, and again by
 * the lead's own job, so a process that stopped in between still alerts staff.
 */
export async function queueStaffAlert(): Promise<void> {
  await enqueue(staffAlertQueue, {});
}

/** Where staff open a lead: its page in the inbox. */
export function leadInboxLink(kind: LeadKind, id: number): string {
  return `${env().SITE_URL}/admin/inbox/${kind}/${id}`;
}

/**
 * Sends the lead's confirmation if it has not gone out yet; throws (to be retried) when it cannot be sent. First it
 * queues the staff alert if its lead has none yet (the alert lists every lead waiting, so this is cheap).
 */
export async function sendLeadAlerts(data: unknown): Promise<void> {
  const job = LeadAlertJob.parse(data);
  const lead = await readLead(job.kind, job.id);
  if (!lead) {
    // Deleted from the inbox before the mail went out: nothing left to tell.
    logger.info(job, "lead confirmation skipped: the lead no longer exists");
    return;
  }
  if (!(await alreadySent(lead, "staff-alert"))) await queueStaffAlert();
  await sendOnce(lead, "confirmation", async () => {
    const inbox = await hitRateLimit(
      `lead-confirmation:${lead.visitorEmail.trim().toLowerCase()}`,
      CONFIRMATIONS_PER_INBOX.limit,
      CONFIRMATIONS_PER_INBOX.windowSeconds,
    );
    if (!inbox.allowed) {
      logger.warn(
        { kind: lead.kind, id: lead.id },
        "confirmation not sent: this inbox had its confirmations for the day",
      );
      return null;
    }
    // A request that booked a seat gets the booking's confirmation, with its calendar invite, instead.
    const booking = lead.kind === "trials" ? await trialBookingConfirmation(lead.id) : null;
    return { to: lead.visitorEmail, ...(booking ?? confirmationMail(lead, await getCompanyDetails())) };
  });
}

/**
 * One inbox gets at most this many lead confirmations a day, however many forms name it (from however many
 * addresses): a family's trial request, a message and a correction fit; a stranger cannot fill someone's inbox with
 * mail from the company's address. Staff still get every lead.
 */
export const CONFIRMATIONS_PER_INBOX = { limit: 5, windowSeconds: 24 * 60 * 60 } as const;

export const leadAlertWorker: QueueWorker = { queue: leadAlertQueue, run: sendLeadAlerts };
export const staffAlertWorker: QueueWorker = { queue: staffAlertQueue, run: () => sendStaffAlerts() };

/** How far back a lead still gets its alert: one stored during a week-long mail outage still does. */
const ALERT_WITHIN_DAYS = 7;
/** The most leads one alert covers; a larger backlog goes out over the next minutes. */
const MOST_LEADS_IN_ONE_ALERT = 2000;

type PendingLead = {
  kind: LeadKind;
  id: number;
  name: string;
  phone: string;
  topic: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  landingPage: string | null;
  referrerHost: string | null;
  language: Language;
  repeat: boolean;
};

/** Leads of the last week that staff have not been alerted to, oldest first. */
function leadsWithoutAlert(): Promise<PendingLead[]> {
  return db()
    .execute<PendingLead>(
      sql`
    select lead.kind, lead.id, lead.name, lead.phone, lead.topic, lead.utm_source as "utmSource",
      lead.utm_medium as "utmMedium", lead.utm_campaign as "utmCampaign", lead.landing_page as "landingPage",
      lead.referrer_host as "referrerHost", lead.language,
      exists (select 1 from ${allLeadsAs("earlier")} where ${samePerson("earlier", "lead")}
        and (earlier.created_at, earlier.kind, earlier.id) < (lead.created_at, lead.kind, lead.id)) as "repeat"
    from ${allLeads}
    where lead.created_at > now() - make_interval(days => ${ALERT_WITHIN_DAYS})
      and not exists (
        select 1 from ${leadMailsSent} sent
        where sent.lead_kind = lead.kind and sent.lead_id = lead.id and sent.mail = 'staff-alert')
    order by lead.created_at, lead.kind, lead.id
    limit ${MOST_LEADS_IN_ONE_ALERT}`,
    )
    .then((result) => result.rows);
}

/**
 * Alerts staff to every lead not yet alerted: one lead gets the full alert (every answer, a repeat, its source),
 * several get one mail listing them. Marked as sent once the mail is out, so a failure is tried again with them.
 */
export async function sendStaffAlerts(): Promise<void> {
  const pending = await leadsWithoutAlert();
  const [first] = pending;
  if (!first) return;
  const to = (await alertRecipients()).join(", ");
  if (pending.length === 1) {
    const lead = await readLead(first.kind, first.id);
    if (!lead) return;
    const earlier = await earlierEnquiries(first.kind, first.id);
    const full = {
      ...lead,
      earlier,
      source: sourceWithLanguage(sourceLabel(first), first.language),
      phone: first.phone || null,
    };
    await sendMail({ to, ...staffAlertMail(full, leadInboxLink(first.kind, first.id)) });
  } else {
    const listed = pending.map((lead) => ({
      kind: lead.kind,
      name: lead.name,
      phone: lead.phone || null,
      topic: lead.topic,
      source: sourceWithLanguage(sourceLabel(lead), lead.language),
      link: leadInboxLink(lead.kind, lead.id),
      repeat: lead.repeat,
    }));
    await sendMail({ to, ...staffAlertListMail(listed, `${env().SITE_URL}/admin/inbox`) });
  }
  await db()
    .insert(leadMailsSent)
    .values(pending.map((lead) => ({ leadKind: lead.kind, leadId: lead.id, mail: "staff-alert" as const })))
    .onConflictDoNothing();
  logger.info({ leads: pending.length }, "staff alerted to new leads");
}

async function alreadySent(lead: LeadSummary, mail: LeadMailType): Promise<boolean> {
  const where = and(
    eq(leadMailsSent.leadKind, lead.kind),
    eq(leadMailsSent.leadId, lead.id),
    eq(leadMailsSent.mail, mail),
  );
  return (await db().$count(leadMailsSent, where)) > 0;
}

/**
 * Each mail of a lead goes out once: a retry after a later mail failed skips the ones already sent. A mail its
 * composer declines (null) counts as done, so a retry does not ask again.
 */
async function sendOnce(lead: LeadSummary, mail: LeadMailType, compose: () => Promise<Mail | null>): Promise<void> {
  if (await alreadySent(lead, mail)) return;
  const composed = await compose();
  if (composed) await sendMail(composed);
  await db().insert(leadMailsSent).values({ leadKind: lead.kind, leadId: lead.id, mail }).onConflictDoNothing();
}

/** How many times the same person enquired before, and who owns the latest of those enquiries. */
async function earlierEnquiries(kind: LeadKind, id: number): Promise<LeadSummary["earlier"]> {
  const earlier = (await otherEnquiries(kind, id)).filter((other) => other.earlier);
  return { count: earlier.length, owner: earlier.at(-1)?.ownerName ?? null };
}

async function readLead(kind: LeadKind, id: number): Promise<LeadSummary | null> {
  const summary = (
    { language }: { language: Language },
    visitorName: string,
    visitorEmail: string,
    fields: [string, string | number | null][],
  ) => ({
    kind,
    id,
    language,
    visitorName,
    visitorEmail,
    fields: fields.flatMap(([label, value]) =>
      value === null || value === "" ? [] : [{ label, value: String(value) }],
    ),
  });
  switch (kind) {
    case "messages": {
      const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, id));
      if (!row) return null;
      return summary(row, row.name, row.email, [
        ["Name", row.name],
        ["E-mail", row.email],
        ["Phone", row.phone],
        ["Subject", row.subject],
        ["Message", row.message],
      ]);
    }
    case "demos": {
      const [row] = await db().select().from(demoRequests).where(eq(demoRequests.id, id));
      if (!row) return null;
      return summary(row, row.contactPerson, row.email, [
        ["Contact person", row.contactPerson],
        ["School", row.schoolName],
        ["Location", row.location],
        ["E-mail", row.email],
        ["Phone", row.phone],
        ["Course", row.courseName],
        ["Preferred date", row.preferredDate],
        ["Number of students", row.numberOfStudents],
        ["Message", row.message],
      ]);
    }
    case "trials": {
      const [row] = await db().select().from(trialClassRequests).where(eq(trialClassRequests.id, id));
      if (!row) return null;
      return summary(row, row.parentName, row.email, [
        ["Child", row.childName],
        ["Age", row.childAge],
        ["Course", row.courseName],
        ["Preferred slot", row.preferredSlot],
        ["Parent", row.parentName],
        ["Phone", row.phone],
        ["E-mail", row.email],
      ]);
    }
    case "applications": {
      const [row] = await db().select().from(jobApplications).where(eq(jobApplications.id, id));
      if (!row) return null;
      return summary(row, row.name, row.email, [
        ["Position", row.jobTitle],
        ["Name", row.name],
        ["E-mail", row.email],
        ["Phone", row.phone],
        ["Cover note", row.coverNote],
        ["CV", row.cvFileName],
      ]);
    }
  }
}
