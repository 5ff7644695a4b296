import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "#db/schema.ts";
import { checkout, withDeadlines } from "./db-deadline.server.ts";
import { env } from "./env.server.ts";
import { logger, reasonOf } from "./logger.server.ts";

export type Database = NodePgDatabase<typeof schema>;
/** What a function that runs inside a caller's transaction is handed. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** The pool or a transaction: for reads and writes that may or may not be part of a larger one. */
export type Executor = Database | Transaction;

type DbHandle = { db: Database; pool: pg.Pool };

/** Kept on globalThis so dev reloads reuse one pool instead of opening a new one per edit. */
const holder = globalThis as typeof globalThis & { __dbHandle?: DbHandle };

/**
 * The process's one pool (node-postgres; docs/decisions/024), for the app's queries and for the background jobs.
 * A connection that went away (a database restart) is dropped, and the next query opens a new one at once: no
 * backoff, so a short restart holds no visitor longer than it lasts. With `deadlineMs` (the app's own pool),
 * every call has a deadline: PostgreSQL's statement_timeout stops a slow statement, and a deadline of our own
 * answers when the database says nothing at all (frozen).
 */
export function createDb(url: string, max = 10, deadlineMs?: number): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    ...(deadlineMs ? { statement_timeout: deadlineMs } : {}),
  });
  // An idle connection that dies (the database restarted) is reported here; unheard, the error would end the
  // process. The pool has already dropped it.
  pool.on("error", (error) => logger.warn({ reason: reasonOf(error) }, "database: an idle connection closed"));
  // The pool stops listening on a connection it hands out; one that dies between two statements of a
  // transaction would then end the process too. The statement that follows fails instead.
  pool.on("connect", (client) => client.on("error", () => {}));
  return { db: drizzle(deadlineMs ? withDeadlines(pool, deadlineMs) : pool, { schema }), pool };
}

function handle(): DbHandle {
  holder.__dbHandle ??= createDb(env().DATABASE_URL, 10, env().DB_DEADLINE_MS);
  return holder.__dbHandle;
}

export function db(): Database {
  return handle().db;
}

/** The pool itself, for the background jobs (pg-boss): its statements are bounded by statement_timeout alone. */
export function dbPool(): pg.Pool {
  return handle().pool;
}

export async function closeDb(): Promise<void> {
  const current = holder.__dbHandle;
  holder.__dbHandle = undefined;
  if (!current) return;
  // A connection stuck on a frozen database would hold `end` as long as the freeze; five seconds is enough.
  await Promise.race([current.pool.end(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
}

/** Whether the database answers, within `ms` (a readiness check answers within its own deadline). */
export async function pingDb(ms = 2000): Promise<void> {
  const client = await checkout(handle().pool, ms, "the readiness check");
  try {
    await client.query("select 1");
  } finally {
    client.release();
  }
}
