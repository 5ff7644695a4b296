/**
 * The database is away, and the worker processes that answer were started after it went (each replaced after a
 * crash): they have served nothing and read nothing. They still answer a page any worker served before from
 * its last good copy, redraw a refused contact form with what the parent typed and the same submission id, and
 * answer a page nobody could draw with a friendly 503 that gives the office's phone number.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { connect } from "../../scripts/pg-sql.ts";
import { describe, expect, it } from "vitest";
import { systemForThisFile, type SystemUnderTest } from "../support/app-processes.ts";
import { keepsWhatWasTyped, sendContactForm, storedCopies, type ContactMessage } from "../support/contact-form.ts";
import { gone } from "../support/embedded-app.ts";

const system: SystemUnderTest = systemForThisFile({ apps: [{ WEB_CONCURRENCY: "2" }] });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The worker processes of a start process (its children), from /proc. */
async function workerPids(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8");
  return children.trim().split(/\s+/).filter(Boolean).map(Number);
}

/** Waits until `count` workers answer that are none of `old`. */
async function freshWorkers(pid: number, old: number[], count: number): Promise<number[]> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const now = (await workerPids(pid)).filter((worker) => !old.includes(worker));
    const live = await fetch(`${system.app.url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (now.length === count && live) return now;
    await sleep(200);
  }
  throw new Error(`no ${count} fresh workers within 30 s:\n${system.app.output().slice(-3000)}`);
}

describe("a database outage met by worker processes that have served nothing", () => {
  it("serves the last good pages, keeps a refused form as typed, and says 'back in a moment' with the phone", async () => {
    const { url } = system.app;
    // Served before the outage, by whichever worker the connection reached.
    for (const page of ["/", "/about-us", "/contact"]) expect((await fetch(`${url}${page}`)).status).toBe(200);
    // What the office's phone number is, as the site shows it.
    const phone = /\+91 22 4000 1234/.exec(await (await fetch(`${url}/contact`)).text())?.[0];
    expect(phone).toBeDefined();

    // Both workers listening (ready means one answers): a worker killed before it listened stops the start.
    const listening = Date.now() + 30_000;
    while (!system.app.output().includes("SkillSprouts is running at") && Date.now() < listening) await sleep(100);
    await system.services.stopPostgres();
    const old = await workerPids(system.app.pid);
    expect(old).toHaveLength(2);
    for (const worker of old) process.kill(worker, "SIGKILL");
    for (const worker of old) expect(await gone(worker, 10_000)).toBe(true);
    await freshWorkers(system.app.pid, old, 2);

    // Pages served before: the same bytes as then, whichever fresh worker answers.
    for (let i = 0; i < 6; i++) {
      for (const page of ["/", "/about-us"]) {
        const response = await fetch(`${url}${page}`);
        expect(response.status, page).toBe(200);
        expect(await response.text()).toContain("SkillSprouts");
      }
    }

    // A form sent now is refused for the moment, and comes back as typed with its id, from either worker.
    const refused: ContactMessage[] = [];
    for (let index = 0; index < 6; index++) {
      const message = { submissionId: randomUUID(), index };
      const response = await sendContactForm(url, message);
      const html = await response.text();
      expect(response.status, html.slice(0, 500)).toBe(503);
      expect(keepsWhatWasTyped(html, message), html.slice(0, 2000)).toBe(true);
      refused.push(message);
    }

    // A page no worker could draw (no one has opened the school feeds, so their posts were never read): a
    // friendly 503 with the phone number.
    const unseen = await fetch(`${url}/feeds`);
    const unseenHtml = await unseen.text();
    expect(unseen.status).toBe(503);
    expect(unseen.headers.get("retry-after")).toBe("60");
    expect(unseenHtml).toContain("back in a moment");
    expect(unseenHtml).toContain(`href="tel:+912240001234"`);
    expect(unseenHtml).toContain(phone);

    // Once the database is back, the parents send their forms again, as the page asked: each is stored once.
    await system.services.startPostgres();
    const deadline = Date.now() + 30_000;
    for (const message of refused) {
      for (;;) {
        const response = await sendContactForm(url, message);
        if (response.status === 302) break;
        expect(Date.now(), `still ${response.status}`).toBeLessThan(deadline);
        await sleep(500);
      }
    }
    const sql = connect(system.services.env.DATABASE_URL ?? "");
    try {
      const copies = await storedCopies(
        sql,
        refused.map((message) => message.submissionId),
      );
      expect(refused.filter((message) => copies.get(message.submissionId) !== 1)).toEqual([]);
    } finally {
      await sql.end();
    }
    expect((await fetch(`${url}/feeds`)).status).toBe(200);
  }, 120_000);
});
