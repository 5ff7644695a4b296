/**
 * `npm start` on its embedded defaults, under traffic, meeting what a real machine does to it: its PostgreSQL
 * killed outright, and a stop (a deploy, Ctrl+C) while parents are sending forms.
 */
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
  startEmbeddedApp,
  type EmbeddedApp,
} from "../support/embedded-app.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const running: EmbeddedApp[] = [];
const folders: string[] = [];

async function startIn(env: Record<string, string> = {}): Promise<{ app: EmbeddedApp; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "skillsprouts-faults-"));
  folders.push(dataDir);
  const app = await startEmbeddedApp(dataDir, { env });
  running.push(app);
  return { app, dataDir };
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.stop()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const PAGES = ["/", "/about-us", "/contact", "/faq", "/programs/abacus"];

describe("the embedded PostgreSQL killed outright under load", () => {
  it("is started again, the site recovers within 30 s, and the pages served before answer 200 meanwhile", async () => {
    const { app, dataDir } = await startIn();
    for (const page of PAGES) expect((await fetch(`${app.url}${page}`)).status, page).toBe(200);
    const { pid: postgresPid } = await embeddedPostgres(dataDir);

    let loading = true;
    const pageAnswers: { page: string; status: number }[] = [];
    const readers = PAGES.map(async (page) => {
      while (loading) {
        const status = await fetch(`${app.url}${page}`, { signal: AbortSignal.timeout(10_000) }).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => 0,
        );
        pageAnswers.push({ page, status });
        await sleep(20);
      }
    });
    await sleep(1_000);

    process.kill(postgresPid, "SIGKILL");
    const killedAt = Date.now();
    expect(await gone(postgresPid, 5_000)).toBe(true);

    // Recovered: a form is acknowledged and readiness answers, without anyone restarting anything.
    let recoveredAfterMs = Number.POSITIVE_INFINITY;
    while (Date.now() - killedAt < 40_000) {
      const form = await sendContactForm(app.url, { submissionId: randomUUID(), index: 1 }).catch(() => null);
      const ready = await fetch(`${app.url}/readyz`).then(
        (response) => response.status,
        () => 0,
      );
      if (form?.status === 302 && ready === 200) {
        recoveredAfterMs = Date.now() - killedAt;
        break;
      }
      await sleep(250);
    }
    await sleep(1_000);
    loading = false;
    await Promise.all(readers);

    expect(recoveredAfterMs, app.output().slice(-3000)).toBeLessThan(30_000);
    expect(app.output()).toContain("the embedded PostgreSQL stopped unexpectedly");
    expect(app.output()).toContain("the embedded PostgreSQL is running again");
    expect(pageAnswers.length).toBeGreaterThan(50);
    expect(pageAnswers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(app.alive()).toBe(true);
  });
});

describe("a stop while 400 contact forms are being sent", () => {
  it("answers every request it accepted, with no 5xx and no reset, and stores each acknowledged form", async () => {
    const { app, dataDir } = await startIn({ LOG_LEVEL: "info" });
    const total = 400;
    const answers = new Map<string, number>();
    const failures = new Map<string, string>();
    let next = 0;
    let acknowledged = 0;
    const senders = Array.from({ length: 20 }, async () => {
      while (next < total) {
        const index = next++;
        const submissionId = randomUUID();
        try {
          const response = await sendContactForm(
            app.url,
            { submissionId, index },
            { headers: { "X-Request-Id": submissionId } },
          );
          answers.set(submissionId, response.status);
          if (response.status === 302) acknowledged++;
        } catch (error) {
          failures.set(submissionId, String((error as Error).cause ?? error));
        }
      }
    });
    // The stop comes while forms are in flight.
    while (acknowledged < 60) await sleep(10);
    process.kill(app.pid, "SIGTERM");
    await Promise.all(senders);
    const exit = await app.exited;
    expect(exit.code, app.output().slice(-3000)).toBe(0);

    // What the app accepted is what it logged, one line per request.
    const accepted = new Map<string, { status: number; cutOff?: boolean }>();
    for (const line of app.output().split("\n")) {
      if (!line.startsWith("{")) continue;
      const entry = JSON.parse(line) as { requestId?: string; url?: string; status?: number; cutOff?: boolean };
      if (entry.requestId && entry.url === "/contact") accepted.set(entry.requestId, entry as { status: number });
    }
    expect(accepted.size).toBeGreaterThan(60);
    const broken = [...accepted.entries()].filter(
      ([id, entry]) => entry.cutOff || entry.status >= 500 || answers.get(id) !== 302,
    );
    expect(broken.map(([id, entry]) => ({ id, entry, answer: answers.get(id), failure: failures.get(id) }))).toEqual(
      [],
    );
    // Whatever was not accepted was refused at the door (a closed port), never answered with an error.
    expect([...answers.values()].filter((status) => status !== 302)).toEqual([]);

    // Started again on the same data: every acknowledged form is there, once.
    running.splice(0);
    const again = await startEmbeddedApp(dataDir);
    running.push(again);
    const sql = await embeddedDatabase(dataDir);
    try {
      const ids = [...answers.keys()];
      const copies = await storedCopies(sql, ids);
      expect(ids.filter((id) => copies.get(id) !== 1)).toEqual([]);
    } finally {
      await sql.end();
    }
  });
});
