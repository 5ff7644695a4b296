import { sql } from "drizzle-orm";
import type { Database } from "./db.server.ts";

/**
 * Removes rows that can no longer matter: finished rate-limit windows, expired sessions, spent or
 * expired reset tokens and game attempts long past their deadline (progress and scores live elsewhere). Run at start and, now and then, during normal traffic, so the tables stay small.
 */
export async function pruneExpiredRows(database: Database): Promise<void> {
  await database.execute(sql`delete from rate_limits where reset_at <= now()`);
  await database.execute(sql`delete from sessions where expires_at <= now()`);
  await database.execute(sql`delete from password_reset_tokens where expires_at <= now() or used_at is not null`);
  await database.execute(sql`delete from game_attempts where deadline < now() - interval '1 day'`);
}
