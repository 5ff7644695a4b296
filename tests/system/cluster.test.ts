/**
 * `npm start` in production runs one worker per core (WEB_CONCURRENCY to choose) behind one port: each
 * worker keeps its own caches, and all of them must show an edit at once and stop cleanly.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { systemForThisFile } from "../support/app-processes.ts";
import { cachedPage, editFirstFaq } from "../support/page-cache.ts";
import { Visitor } from "../support/visitor.ts";

const system = systemForThisFile({ apps: [{ WEB_CONCURRENCY: "2" }] });

function workerPids(pid: number): string[] {
  try {
    return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .trim()
      .split("\n")
      .filter(Boolean);
  } catch {
    return [];
  }
}

describe("the cluster", () => {
  it("runs WEB_CONCURRENCY workers, each of which shows an edit at its next request, and stops cleanly", async () => {
    expect(workerPids(system.app.pid)).toHaveLength(2);
    const reader = new Visitor(system.app.url);
    // New connections go to the workers in turn: enough reads that both have the page in their caches.
    for (let read = 0; read < 4; read++) await cachedPage(reader, "/faq");

    const admin = new Visitor(system.app.url);
    await admin.signIn(system.services.env.ADMIN_EMAIL ?? "", system.services.env.ADMIN_PASSWORD ?? "");
    const answer = `Edited under the cluster at ${Date.now()}.`;
    await editFirstFaq(admin, answer);
    for (let read = 0; read < 6; read++) expect(await reader.html("/faq")).toContain(answer);

    const workers = workerPids(system.app.pid);
    expect(await system.app.stop()).toBe(0);
    expect(system.app.output()).not.toMatch(/failed to start|starting another/);
    for (const pid of workers) expect(() => process.kill(Number(pid), 0)).toThrow();
  });
});
