import { and, inArray, isNull, lt, notExists, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  chatGaps,
  contactMessages,
  demoRequests,
  gameLeaderboard,
  gamePlayers,
  gameWeeklyScores,
  jobApplications,
  trialBookings,
  trialClassRequests,
} from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";
import { pruneExpiredRows } from "#app/server/housekeeping.server.ts";
import type { ScheduledJob } from "#app/server/jobs.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { ANONYMOUS_PLAYER_DAYS } from "./notice.ts";
import { storage } from "#app/server/storage.server.ts";
import { emptyOldTrash } from "#app/modules/leads/trash.server.ts";

/** How long, in months, each kind of personal data is kept. The privacy notice states these very numbers. */
export type RetentionPeriods = { leadsMonths: number; cvsMonths: number; chatGapsMonths: number };

export function retentionPeriods(): RetentionPeriods {
  const config = env();
  return {
    leadsMonths: config.RETENTION_LEADS_MONTHS,
    cvsMonths: config.RETENTION_CVS_MONTHS,
    chatGapsMonths: config.RETENTION_CHAT_GAPS_MONTHS,
  };
}

export type SweepResult = {
  contactMessages: number;
  demoRequests: number;
  trialClassRequests: number;
  trialBookings: number;
  jobApplications: number;
  chatGaps: number;
  funZonePlayers: number;
  weeklyScores: number;
};

/**
 * Anonymous players (a cookie's id, their progress and runs) not seen for 30 days and on no board: nobody can
 * come back to them but through that cookie, and most never do. A player on a board stays with their entry.
 */
async function deleteIdleAnonymousPlayers(): Promise<number> {
  const deleted = await db()
    .delete(gamePlayers)
    .where(
      and(
        isNull(gamePlayers.userId),
        lt(gamePlayers.lastSeenAt, sql`now() - make_interval(days => ${ANONYMOUS_PLAYER_DAYS})`),
        notExists(
          db()
            .select({ one: sql`1` })
            .from(gameLeaderboard)
            .where(sql`${gameLeaderboard.playerId} = ${gamePlayers.id}`),
        ),
        notExists(
          db()
            .select({ one: sql`1` })
            .from(gameWeeklyScores)
            .where(sql`${gameWeeklyScores.playerId} = ${gamePlayers.id}`),
        ),
      ),
    )
    .returning({ one: sql`1` });
  return deleted.length;
}

/** Weekly boards nobody sees any more: every week before the last one (its rows say who played when, and where). */
async function deleteOldWeeklyScores(): Promise<number> {
  const deleted = await db()
    .delete(gameWeeklyScores)
    .where(lt(gameWeeklyScores.weekStart, sql`(now() at time zone 'Asia/Kolkata')::date - 13`))
    .returning({ one: sql`1` });
  return deleted.length;
}

const olderThan = (column: PgColumn, months: number) =>
  lt(column, sql`now() - make_interval(months => ${months}::int)`);

async function deleteOlderThan(table: PgTable & { createdAt: PgColumn }, months: number): Promise<number> {
  const deleted = await db()
    .delete(table)
    .where(olderThan(table.createdAt, months))
    .returning({ one: sql`1` });
  return deleted.length;
}

/**
 * Job applications past the CV period go with their CV, a batch at a time: each batch's rows are deleted
 * in a transaction that also deletes the objects, so a storage failure keeps the rows for the next try
 * and never leaves a CV without its row.
 */
async function deleteOldApplications(months: number, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await db().transaction(async (tx) => {
      const due = await tx
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(olderThan(jobApplications.createdAt, months))
        .orderBy(jobApplications.id)
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return 0;
      const rows = await tx
        .delete(jobApplications)
        .where(
          inArray(
            jobApplications.id,
            due.map((row) => row.id),
          ),
        )
        .returning({ cvKey: jobApplications.cvKey });
      for (const row of rows) await storage().delete(row.cvKey);
      return rows.length;
    });
    total += removed;
    if (removed < batchSize) return total;
  }
}

/**
 * Deletes personal data older than its retention period: contact messages, demo and trial class requests and
 * trial class bookings (the child and the parent's details, kept beside the request) after the leads period, job applications and their CVs after the CV period, Brainy's unanswered questions
 * after theirs. Newsletter addresses stay until the subscriber asks to be removed: keeping them is what
 * they asked for.
 */
export async function sweepExpiredPersonalData(
  periods: RetentionPeriods = retentionPeriods(),
  { batchSize = 100 }: { batchSize?: number } = {},
): Promise<SweepResult> {
  return {
    contactMessages: await deleteOlderThan(contactMessages, periods.leadsMonths),
    demoRequests: await deleteOlderThan(demoRequests, periods.leadsMonths),
    trialClassRequests: await deleteOlderThan(trialClassRequests, periods.leadsMonths),
    trialBookings: await deleteOlderThan(trialBookings, periods.leadsMonths),
    jobApplications: await deleteOldApplications(periods.cvsMonths, batchSize),
    chatGaps: await deleteOlderThan(chatGaps, periods.chatGapsMonths),
    weeklyScores: await deleteOldWeeklyScores(),
    funZonePlayers: await deleteIdleAnonymousPlayers(),
  };
}

/**
 * Every night at 02:30 in India, on one instance: the sweep, the lead trash's entries past their 30 days, and the
 * short-lived rows (rate-limit counters
 * that hold IP addresses, expired sessions and reset tokens) whose time is up, so none outlives its day.
 */
export const retentionSweepJob: ScheduledJob = {
  name: "retention-sweep",
  cron: "30 2 * * *",
  async run() {
    const deleted = await sweepExpiredPersonalData();
    const trashEmptied = await emptyOldTrash();
    const pruned = await pruneExpiredRows(db());
    logger.info(
      { deleted, trashEmptied, pruned },
      "retention sweep: personal data past its period deleted, old trash emptied, expired rows pruned",
    );
  },
};
