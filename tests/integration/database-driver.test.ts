/**
 * The app's pool (node-postgres, app/server/db.server.ts) against the real database: it opens new connections at
 * once after the database dropped them, and answers with a `DatabaseDeadline` when the database says nothing.
 */
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createDb } from "#app/server/db.server.ts";
import { DatabaseDeadline } from "#app/server/db-deadline.server.ts";
import { connect } from "../../scripts/pg-sql.ts";

const databaseUrl = () => process.env.DATABASE_URL ?? "";

/** A TCP relay to the database that can stop passing bytes on, as a frozen database (or network) would. */
async function freezableRelay() {
  const target = new URL(databaseUrl());
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const held: (() => void)[] = [];
  const relay = (from: net.Socket, to: net.Socket) =>
    from.on("data", (chunk) => (frozen ? held.push(() => to.write(chunk)) : to.write(chunk)));
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(databaseUrl());
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    freeze: () => (frozen = true),
    thaw: () => {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The DatabaseDeadline an error is, or that Drizzle wrapped (as `cause`). */
const deadlineOf = (error: unknown): unknown =>
  error instanceof Error && !(error instanceof DatabaseDeadline) ? error.cause : error;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("the app's database pool", () => {
  it("sets statement_timeout to the deadline on its connections", async () => {
    const { db, pool } = createDb(databaseUrl(), 2, 1234);
    cleanups.push(() => pool.end());
    const { rows } = await db.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
    expect(rows[0]?.statement_timeout).toBe("1234ms");
  });

  it("connects again at once, and does not crash, after the database dropped every connection", async () => {
    const { db, pool } = createDb(databaseUrl(), 3, 5000);
    cleanups.push(() => pool.end());
    const admin = connect(databaseUrl());
    cleanups.push(() => admin.end());
    // Three connections, then idle in the pool: what a restart finds.
    const pids = await Promise.all(
      [1, 2, 3].map(async () => {
        const { rows } = await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`);
        return rows[0]?.pid ?? 0;
      }),
    );
    expect(pool.totalCount).toBeGreaterThan(0);
    await admin`select pg_terminate_backend(pid) from pg_stat_activity where pid = any(${pids})`;
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The pool heard the idle connections close (an 'error' each) and dropped them.
    expect(pool.idleCount).toBe(0);
    const started = Date.now();
    const { rows } = await db.execute<{ n: number }>(sql`select 3 as n`);
    expect(rows[0]?.n).toBe(3);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("answers a query on a frozen database with a DatabaseDeadline, drops its connection, and recovers", async () => {
    const relay = await freezableRelay();
    cleanups.push(() => relay.close());
    const { db, pool } = createDb(relay.url, 2, 1000);
    cleanups.push(() => pool.end());
    await db.execute(sql`select 1`);
    relay.freeze();
    const started = Date.now();
    const error = await db.execute(sql`select 2`).catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(deadlineOf(error)).toBeInstanceOf(DatabaseDeadline);
    // The connection whose answer is overdue is not handed to the next caller.
    expect(pool.totalCount - pool.idleCount).toBe(0);
    relay.thaw();
    const { rows } = await db.execute<{ n: number }>(sql`select 3 as n`);
    expect(rows[0]?.n).toBe(3);
  });

  it("bounds a transaction as a whole, and rolls it back", async () => {
    const { db, pool } = createDb(databaseUrl(), 2, 1000);
    cleanups.push(() => pool.end());
    const error = await db
      .transaction(async (tx) => {
        await tx.execute(sql`create table driver_probe_tx (n int)`);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await tx.execute(sql`select 1`);
      })
      .catch((caught: unknown) => caught);
    expect(deadlineOf(error)).toBeInstanceOf(DatabaseDeadline);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = await db.execute<{ found: string | null }>(
      sql`select to_regclass('driver_probe_tx')::text as found`,
    );
    expect(rows[0]?.found).toBeNull();
  });

  it("stops a statement that runs past the deadline", async () => {
    const { db, pool } = createDb(databaseUrl(), 2, 1000);
    cleanups.push(() => pool.end());
    const started = Date.now();
    await expect(db.execute(sql`select pg_sleep(5)`)).rejects.toBeDefined();
    expect(Date.now() - started).toBeLessThan(4000);
    const { rows } = await db.execute<{ n: number }>(sql`select 4 as n`);
    expect(rows[0]?.n).toBe(4);
  });
});
