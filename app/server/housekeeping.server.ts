import { sql } from "drizzle-orm";
import type { Database } from "./db.server.ts";

/** Runs kept per player and level: at least the five a new run avoids repeating, and the five "My progress" lists. */
export const RECENT_RUNS_KEPT = 5;

/**
 * Removes rows that can no longer matter: finished rate-limit windows, expired sessions, spent or expired reset
 * tokens, and Fun Zone runs a player can no longer need. Run at start and, now and then, during normal traffic,
 * so the tables stay small.
 */
export async function pruneExpiredRows(database: Database): Promise<void> {
  await database.execute(sql`delete from rate_limits where reset_at <= now()`);
  await database.execute(sql`delete from sessions where expires_at <= now()`);
  await database.execute(sql`delete from account_tokens where expires_at <= now() or used_at is not null`);
  // A player's last runs of a level are their history on "My progress" and keep a new run from repeating their
  // questions (RECENT_RUNS_KEPT covers both); older runs, and any run after 90 days, go.
  await database.execute(sql`
    delete from game_attempts where deadline < now() - interval '1 day' and (
      started_at < now() - interval '90 days'
      or id not in (
        select id from (
          select id, row_number() over (partition by player_id, game_id, level order by started_at desc) as place
          from game_attempts
        ) as ranked
        where place <= ${RECENT_RUNS_KEPT}
      )
    )
  `);
}
