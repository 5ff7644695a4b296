import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { users } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";
import type { ScheduledJob } from "#app/server/jobs.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { sendMail } from "#app/server/mail.server.ts";
import { followUpReminderMail, morningDigestMail, type MorningLead } from "./morning-mails.ts";
import { allLeads } from "./all-leads.server.ts";
import { followUpCondition } from "./pipeline.server.ts";
import { followUpValue, kindLabels, type FollowUpFilter, type LeadKind } from "./pipeline.ts";

type Row = {
  kind: LeadKind;
  id: number;
  name: string;
  topic: string;
  ownerId: string | null;
  followUpOn: string | null;
  followUpTime: string | null;
};

/** Open leads due today or overdue, and new ones nobody owns, each with its owner. */
async function morningLeads(which: FollowUpFilter | "unassigned"): Promise<Row[]> {
  const where = which === "unassigned" ? sql`lead.status = 'new' and lead.owner_id is null` : followUpCondition(which);
  return [
    ...(
      await db().execute<Row>(sql`
      select lead.kind, lead.id, lead.name, lead.topic, lead.owner_id as "ownerId",
        lead.follow_up_on::text as "followUpOn", to_char(lead.follow_up_time, 'HH24:MI') as "followUpTime"
      from ${allLeads} where ${where}
      order by lead.follow_up_on nulls last, lead.follow_up_time nulls last, lead.created_at`)
    ).rows,
  ];
}

const asMorningLead = (row: Row): MorningLead => ({
  name: row.name,
  kind: kindLabels[row.kind],
  topic: row.topic,
  followUpOn: followUpValue(row.followUpOn, row.followUpTime),
  link: `${env().SITE_URL}/admin/inbox/${row.kind}/${row.id}`,
});

/**
 * The morning's mails: each owner's reminder of their leads due today and overdue, then each member of staff's
 * digest unless they turned it off. A mail that cannot be sent is logged; the others still go.
 */
export async function sendMorningMails(): Promise<{ reminders: number; digests: number }> {
  const [dueToday, overdue, unassigned, staff] = await Promise.all([
    morningLeads("today"),
    morningLeads("overdue"),
    morningLeads("unassigned"),
    db()
      .select({
        id: users.id,
        email: users.email,
        name: sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.email})`,
        digest: users.morningDigest,
      })
      .from(users)
      .where(and(inArray(users.role, ["admin", "staff"]), isNull(users.deactivatedAt))),
  ]);
  const inbox = `${env().SITE_URL}/admin/inbox`;
  const account = `${env().SITE_URL}/admin/account`;
  let reminders = 0;
  let digests = 0;
  const send = async (to: string, mail: Awaited<ReturnType<typeof followUpReminderMail>> | null) => {
    if (!mail) return false;
    try {
      await sendMail({ to, ...mail });
      return true;
    } catch (error) {
      logger.warn({ err: error, to }, "a morning mail could not be sent");
      return false;
    }
  };
  for (const person of staff) {
    const theirs = {
      dueToday: dueToday.filter((row) => row.ownerId === person.id).map(asMorningLead),
      overdue: overdue.filter((row) => row.ownerId === person.id).map(asMorningLead),
    };
    if (
      theirs.dueToday.length + theirs.overdue.length > 0 &&
      (await send(person.email, followUpReminderMail(person.name, theirs, inbox)))
    ) {
      reminders += 1;
    }
    if (!person.digest) continue;
    const digest = {
      unassigned: unassigned.map(asMorningLead),
      dueToday: dueToday.map(asMorningLead),
      overdue: overdue.map(asMorningLead),
    };
    if (await send(person.email, morningDigestMail(person.name, digest, { inbox, account }))) digests += 1;
  }
  return { reminders, digests };
}

/** Every morning at 8:30 in India, on one instance. */
export const morningMailsJob: ScheduledJob = {
  name: "inbox-morning-mails",
  cron: "30 8 * * *",
  async run() {
    const sent = await sendMorningMails();
    logger.info(sent, "inbox morning mails sent");
  },
};

/** Whether a member of staff gets the morning digest. */
export async function morningDigestOf(userId: string): Promise<boolean> {
  const [row] = await db().select({ on: users.morningDigest }).from(users).where(eq(users.id, userId));
  return row?.on ?? true;
}

/** Turns one's own morning digest on or off. */
export async function setMorningDigest(userId: string, on: boolean): Promise<void> {
  await db().update(users).set({ morningDigest: on }).where(eq(users.id, userId));
}
