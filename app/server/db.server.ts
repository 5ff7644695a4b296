import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "#db/schema.ts";
import { withDeadline, withDeadlines } from "./db-deadline.server.ts";
import { env } from "./env.server.ts";

export type Database = PostgresJsDatabase<typeof schema>;
/** What a function that runs inside a caller's transaction is handed. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** The pool or a transaction: for reads and writes that may or may not be part of a larger one. */
export type Executor = Database | Transaction;

type DbHandle = { db: Database; client: postgres.Sql };

/** Kept on globalThis so dev reloads reuse one pool instead of opening a new one per edit. */
const holder = globalThis as typeof globalThis & { __dbHandle?: DbHandle };

/**
 * Between attempts to reach a database that went away, wait at most a second. The driver's default backs off to
 * 20 s, and every query waits for the next attempt, so a short restart would hold visitors' requests that long.
 */
const reconnectDelaySeconds = (retries: number) => Math.min(0.05 * 2 ** retries, 1);

/**
 * The driver carries an install-time fix for connections that close mid-write (docs/decisions/012). With
 * `deadlineMs` (the app's own pool), every call has a deadline: PostgreSQL's statement_timeout stops a slow
 * statement, and a deadline of our own answers when the database says nothing at all (frozen).
 */
export function createDb(url: string, max = 10, deadlineMs?: number): DbHandle {
  const client = postgres(url, {
    max,
    onnotice: () => {},
    idle_timeout: 30,
    connect_timeout: 10,
    backoff: reconnectDelaySeconds,
    ...(deadlineMs ? { connection: { statement_timeout: deadlineMs } } : {}),
  });
  return { db: drizzle(deadlineMs ? withDeadlines(client, deadlineMs) : client, { schema }), client };
}

function handle(): DbHandle {
  holder.__dbHandle ??= createDb(env().DATABASE_URL, 10, env().DB_DEADLINE_MS);
  return holder.__dbHandle;
}

export function db(): Database {
  return handle().db;
}

export async function closeDb(): Promise<void> {
  const current = holder.__dbHandle;
  holder.__dbHandle = undefined;
  await current?.client.end({ timeout: 5 });
}

/** Whether the database answers, within `ms` (a readiness check answers within its own deadline). */
export async function pingDb(ms = 2000): Promise<void> {
  await withDeadline(handle().client`select 1`, ms, "the readiness check");
}
