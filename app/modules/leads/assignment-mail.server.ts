import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { users } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";
import { enqueueInTransaction, type JobQueue, type QueueWorker, type Transaction } from "#app/server/jobs.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { sendMail } from "#app/server/mail.server.ts";
import { allLeads } from "./all-leads.server.ts";
import { assignmentMail } from "./assignment-mail.ts";
import { kindLabels, leadKinds, type LeadKind } from "./pipeline.ts";

/** Mails to staff given leads by someone else, sent after the change commits and retried while SMTP fails. */
export const assignmentMailQueue: JobQueue = {
  name: "lead-assignment-mail",
  retry: { limit: 10, delaySeconds: 30, maxDelaySeconds: 600 },
};

const AssignmentJob = z.object({
  ownerId: z.uuid(),
  by: z.string().max(320),
  leads: z.array(z.object({ kind: z.enum(leadKinds), id: z.number().int().positive() })).max(500),
});
type AssignmentJob = z.infer<typeof AssignmentJob>;

/** Call inside the transaction that gives the leads their owner: the mail is queued exactly when that commits. */
export function enqueueAssignmentMail(tx: Transaction, job: AssignmentJob): Promise<void> {
  return enqueueInTransaction(tx, assignmentMailQueue, job);
}

/**
 * Sends the mail, listing the leads the owner still owns (one given away again, or deleted, before the mail went
 * is left out; nothing left, no mail). Throws to be retried when the mail cannot be sent.
 */
export async function sendAssignmentMail(data: unknown): Promise<void> {
  const job = AssignmentJob.parse(data);
  const [owner] = await db()
    .select({ email: users.email, name: sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.email})` })
    .from(users)
    .where(and(eq(users.id, job.ownerId), isNull(users.deactivatedAt)));
  if (!owner || job.leads.length === 0) return;
  const keys = job.leads.map((lead) => `${lead.kind}:${lead.id}`);
  const rows = (
    await db().execute<{
      kind: LeadKind;
      id: number;
      name: string;
      topic: string;
      followUpOn: string | null;
    }>(
      sql`select lead.kind, lead.id, lead.name, lead.topic, lead.follow_up_on::text as "followUpOn"
      from ${allLeads}
      where lead.owner_id = ${job.ownerId} and (lead.kind || ':' || lead.id) in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})
      order by lead.created_at`,
    )
  ).rows;
  if (rows.length === 0) {
    logger.info({ ownerId: job.ownerId }, "assignment mail skipped: the leads have moved on");
    return;
  }
  const site = env().SITE_URL;
  const leads = rows.map((row) => ({
    name: row.name,
    kind: kindLabels[row.kind],
    topic: row.topic,
    followUpOn: row.followUpOn,
    link: `${site}/admin/inbox/${row.kind}/${row.id}`,
  }));
  await sendMail({
    to: owner.email,
    ...assignmentMail(owner.name, job.by, leads, `${site}/admin/inbox?owner=${job.ownerId}`),
  });
}

export const assignmentMailWorker: QueueWorker = { queue: assignmentMailQueue, run: sendAssignmentMail };
