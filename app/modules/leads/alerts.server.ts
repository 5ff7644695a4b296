import { and, eq } from "drizzle-orm";
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
import { enqueueInTransaction, type JobQueue, type QueueWorker, type Transaction } from "#app/server/jobs.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { hitRateLimit } from "#app/server/rate-limit.server.ts";
import { sendMail } from "#app/server/mail.server.ts";
import { confirmationMail, staffAlertMail, type LeadSummary, type MailText } from "./alert-mails.ts";
import { alertRecipients } from "./alert-recipients.server.ts";
import { otherEnquiries } from "./pipeline.server.ts";

/**
 * The e-mails about a new lead: an alert to staff and a confirmation to the visitor. Tried again with growing
 * waits (30 s, 1 min, 2 min … then every 10 min) for about three hours, so an SMTP outage of an hour is survived.
 */
export const leadAlertQueue: JobQueue = {
  name: "lead-alert",
  retry: { limit: 20, delaySeconds: 30, maxDelaySeconds: 600 },
};

const LeadAlertJob = z.object({ kind: z.enum(leadKinds), id: z.number().int().positive() });

/** Call inside the transaction that inserts the lead: the alert exists exactly when the lead does. */
export function enqueueLeadAlert(tx: Transaction, kind: LeadKind, id: number): Promise<void> {
  return enqueueInTransaction(tx, leadAlertQueue, { kind, id } satisfies z.input<typeof LeadAlertJob>);
}

/** Where staff open a lead: its page in the inbox. */
export function leadInboxLink(kind: LeadKind, id: number): string {
  return `${env().SITE_URL}/admin/inbox/${kind}/${id}`;
}

/** Sends the lead's e-mails that have not gone out yet; throws (to be retried) when one cannot be sent. */
export async function sendLeadAlerts(data: unknown): Promise<void> {
  const job = LeadAlertJob.parse(data);
  const found = await readLead(job.kind, job.id);
  const lead = found && { ...found, earlier: await earlierEnquiries(job.kind, job.id) };
  if (!lead) {
    // Deleted from the inbox before the alert went out: nothing left to tell.
    logger.info(job, "lead alert skipped: the lead no longer exists");
    return;
  }
  await sendOnce(lead, "staff-alert", async () => {
    const mail = staffAlertMail(lead, leadInboxLink(lead.kind, lead.id));
    return { to: (await alertRecipients()).join(", "), ...mail };
  });
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
    return { to: lead.visitorEmail, ...confirmationMail(lead, await getCompanyDetails()) };
  });
}

/**
 * One inbox gets at most this many lead confirmations a day, however many forms name it (from however many
 * addresses): a family's trial request, a message and a correction fit; a stranger cannot fill someone's inbox with
 * mail from the company's address. Staff still get every lead.
 */
export const CONFIRMATIONS_PER_INBOX = { limit: 5, windowSeconds: 24 * 60 * 60 } as const;

export const leadAlertWorker: QueueWorker = { queue: leadAlertQueue, run: sendLeadAlerts };

/**
 * Each mail of a lead goes out once: a retry after a later mail failed skips the ones already sent. A mail its
 * composer declines (null) counts as done, so a retry does not ask again.
 */
async function sendOnce(
  lead: LeadSummary,
  mail: LeadMailType,
  compose: () => Promise<(MailText & { to: string }) | null>,
): Promise<void> {
  const where = and(
    eq(leadMailsSent.leadKind, lead.kind),
    eq(leadMailsSent.leadId, lead.id),
    eq(leadMailsSent.mail, mail),
  );
  if ((await db().$count(leadMailsSent, where)) > 0) return;
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
  const summary = (visitorName: string, visitorEmail: string, fields: [string, string | number | null][]) => ({
    kind,
    id,
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
      return summary(row.name, row.email, [
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
      return summary(row.contactPerson, row.email, [
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
      return summary(row.parentName, row.email, [
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
      return summary(row.name, row.email, [
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
