import { sql, type SQL } from "drizzle-orm";
import type { Database } from "./db.server.ts";

/** Runs kept per player and level: at least the five a new run avoids repeating, and the five "My progress" lists. */
export const RECENT_RUNS_KEPT = 5;

/** Rows a single delete removes: each is a short statement that holds no lock for long, whatever the table's size. */
const ROWS_PER_BATCH = 5_000;
/** Players whose runs one pass looks at: their runs are read through the players' index, never the whole table. */
const PLAYERS_PER_BATCH = 500;
const NO_PLAYER = "00000000-0000-0000-0000-000000000000";

/** Deletes the rows `due` picks, a batch at a time, until none is left. Returns how many went. */
async function deleteInBatches(database: Database, table: SQL, due: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const gone = (
      await database.execute(sql`
      delete from ${table} where ctid in (select ctid from ${table} where ${due} limit ${ROWS_PER_BATCH})
      returning 1 as one`)
    ).rows;
    total += gone.length;
    if (gone.length < ROWS_PER_BATCH) return total;
  }
}

/** Finished rate-limit windows: the counters hold addresses, and no window outlives its day. */
export function pruneRateLimits(database: Database): Promise<number> {
  return deleteInBatches(database, sql`rate_limits`, sql`reset_at <= now()`);
}

/**
 * A player's last runs of a level are their history on "My progress" and keep a new run from repeating their
 * questions (RECENT_RUNS_KEPT covers both); older runs, and any run after 90 days, go. Players are taken in order of
 * id, a few hundred at a time, so each pass ranks only their runs (by the history index) however many runs there are.
 */
export async function pruneOldRuns(database: Database): Promise<number> {
  let total = 0;
  let after = NO_PLAYER;
  for (;;) {
    const [last] = (
      await database.execute<{ id: string }>(sql`
      select id from (
        select id from game_players where id > ${after} order by id limit ${PLAYERS_PER_BATCH}
      ) as batch order by id desc limit 1`)
    ).rows;
    if (!last) return total;
    const gone = (
      await database.execute(sql`
      delete from game_attempts as run using (
        select id, started_at, deadline,
          row_number() over (partition by player_id, game_id, level order by started_at desc) as place
        from game_attempts where player_id > ${after} and player_id <= ${last.id}
      ) as ranked
      where run.id = ranked.id and ranked.deadline < now() - interval '1 day'
        and (ranked.place > ${RECENT_RUNS_KEPT} or ranked.started_at < now() - interval '90 days')
      returning 1 as one`)
    ).rows;
    total += gone.length;
    after = last.id;
  }
}

export type PrunedRows = { rateLimits: number; sessions: number; accountTokens: number; runs: number };

/**
 * Removes rows that can no longer matter: finished rate-limit windows, expired sessions, spent or expired account
 * tokens, and Fun Zone runs a player can no longer need. Run by the nightly job (never on the way to serving: a
 * start is ready whatever the tables hold), in bounded batches.
 */
export async function pruneExpiredRows(database: Database): Promise<PrunedRows> {
  return {
    rateLimits: await pruneRateLimits(database),
    sessions: await deleteInBatches(database, sql`sessions`, sql`expires_at <= now()`),
    accountTokens: await deleteInBatches(
      database,
      sql`account_tokens`,
      sql`expires_at <= now() or used_at is not null`,
    ),
    runs: await pruneOldRuns(database),
  };
}
