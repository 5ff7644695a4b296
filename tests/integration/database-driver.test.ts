/**
 * The database driver (postgres.js 3.4.9) is patched at install (scripts/patch-dependencies.ts): a connection
 * whose socket closes while a small write waits for its flush must neither stall its next connection nor
 * crash the process. These pin both, against the real database.
 */
import net from "node:net";
import postgres from "postgres";
import { describe, expect, it } from "vitest";

const databaseUrl = () => process.env.DATABASE_URL ?? "";

describe("the database driver after a connection drops", () => {
  it("connects again at once when the socket closed with a write still waiting", async () => {
    const address = new URL(databaseUrl());
    const sockets: net.Socket[] = [];
    // `socket` is the driver's documented custom-socket option, which its type declarations leave out.
    const options = {
      max: 1,
      connect_timeout: 2,
      onnotice: () => {},
      socket: () => {
        const socket = net.connect(Number(address.port), address.hostname);
        sockets.push(socket);
        return socket;
      },
    };
    const sql = postgres(databaseUrl(), options);
    try {
      await sql`select 1`;
      const first = sockets[0];
      if (!first) throw new Error("no socket");
      // The driver sends a small query on the next turn of the event loop. Its socket's close is handled
      // first: the moment a restarting database cuts the connection just as a request sends a query.
      const cut = sql`select 2 as n`.execute();
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      await Promise.resolve();
      first.destroy();
      first.emit("close", false);
      // Whether that query was out already decides between an error and an answer on the next connection.
      const outcome = await cut.then(
        () => "answered",
        (error: { code?: string }) => error.code,
      );
      expect(["answered", "CONNECTION_CLOSED"]).toContain(outcome);
      const started = Date.now();
      const [row] = await sql<{ n: number }[]>`select 3 as n`;
      expect(row?.n).toBe(3);
      expect(sockets).toHaveLength(2);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });

  it("answers a reserved connection's query with an error, not a crash, once its backend is gone", async () => {
    const sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} });
    try {
      const reserved = await sql.reserve();
      const [{ pid } = { pid: 0 }] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`;
      await sql`select pg_terminate_backend(${pid})`;
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(reserved`select 1`).rejects.toMatchObject({ code: expect.stringMatching(/CONNECTION|57P01/) });
      reserved.release();
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});
