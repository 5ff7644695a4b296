/**
 * PostgreSQL frozen (every one of its processes stopped with SIGSTOP, as a swapped-out or stalled machine looks):
 * its connections stay open and nothing answers. Pages come from their last good copies in a couple of seconds,
 * /readyz says "down" within 3 s, and a form is refused within the database deadline with what was typed kept.
 * Once PostgreSQL runs again, so does the app, and the form sent again is stored once.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { connect } from "../../scripts/pg-sql.ts";
import { afterAll, describe, expect, it } from "vitest";
import { systemForThisFile } from "../support/app-processes.ts";
import { keepsWhatWasTyped, sendContactForm, storedCopies } from "../support/contact-form.ts";

const DEADLINE_MS = 3000;
const system = systemForThisFile({ apps: [{ DB_DEADLINE_MS: String(DEADLINE_MS) }] });

/** The postmaster and every backend it started. */
function postgresProcesses(): number[] {
  const pidFile = readFileSync(path.join(system.services.dir, "pg", "postmaster.pid"), "utf8");
  const postmaster = Number(pidFile.split("\n")[0]);
  let children: number[] = [];
  try {
    children = execFileSync("pgrep", ["-P", String(postmaster)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when there are none.
  }
  return [postmaster, ...children];
}

let frozen: number[] = [];
const freeze = () => {
  frozen = postgresProcesses();
  for (const pid of frozen) process.kill(pid, "SIGSTOP");
};
const thaw = () => {
  for (const pid of frozen) process.kill(pid, "SIGCONT");
  frozen = [];
};
afterAll(thaw);

async function timed(request: () => Promise<Response>) {
  const started = Date.now();
  const response = await request();
  return { status: response.status, body: await response.text(), ms: Date.now() - started };
}

describe("a database that stops answering without closing anything", () => {
  it("is answered around: pages from their last good copies, readiness in 3 s, forms within the deadline", async () => {
    const { url } = system.app;
    for (const page of ["/", "/about-us", "/contact"]) expect((await fetch(`${url}${page}`)).status).toBe(200);

    freeze();
    const message = { submissionId: randomUUID(), index: 1 };
    const [readiness, form] = await Promise.all([
      timed(() => fetch(`${url}/readyz`)),
      timed(() => sendContactForm(url, message, { timeoutMs: 60_000 })),
    ]);
    // Pages, while the change feed is still finding out and after it has.
    const pages = [];
    for (let round = 0; round < 4; round++) {
      for (const page of ["/", "/about-us"]) pages.push({ page, ...(await timed(() => fetch(`${url}${page}`))) });
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }

    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toMatchObject({ checks: { database: "down", storage: "ok" } });
    expect(readiness.ms).toBeLessThan(3_500);

    expect(form.status, system.app.output().slice(-2000)).toBe(503);
    expect(keepsWhatWasTyped(form.body, message)).toBe(true);
    expect(form.ms).toBeLessThan(DEADLINE_MS + 3_000);

    const slowOrFailed = pages.filter((entry) => entry.status !== 200 || entry.ms > 2_500);
    expect(slowOrFailed.map(({ page, status, ms }) => ({ page, status, ms }))).toEqual([]);
    expect(system.app.alive()).toBe(true);

    thaw();
    const deadline = Date.now() + 30_000;
    while ((await fetch(`${url}/readyz`)).status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const again = await sendContactForm(url, message);
    expect(again.status).toBe(302);
    const sql = connect(system.services.env.DATABASE_URL ?? "");
    try {
      expect((await storedCopies(sql, [message.submissionId])).get(message.submissionId)).toBe(1);
    } finally {
      await sql.end();
    }
  }, 120_000);
});
