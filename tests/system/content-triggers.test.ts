/**
 * A kept page is served until the content version changes, and only writes to tables with the content trigger
 * (migrations 0002 and 0005) change it. So every table a kept page reads must carry the trigger, or an edit to it
 * would not show until the next deploy. This test asks Postgres itself which tables the pages read: it views every
 * kept page on a fresh process (so nothing comes from a cache) and reads the scan counts of each table.
 */
import { connect, type Sql } from "../../scripts/pg-sql.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathWithoutLanguage } from "#app/modules/i18n/languages.ts";
import { shellRoutes } from "../e2e/routes.ts";
import { startAppProcess, systemForThisFile } from "../support/app-processes.ts";

const system = systemForThisFile({ apps: [{ WEB_CONCURRENCY: "1" }] });
let sql: Sql;

/**
 * Tables a kept page may read without the trigger: the version itself, and what is never part of the page's
 * bytes (the rate limits and sessions of the request, the job queue).
 */
const READ_BUT_NOT_CONTENT = new Set(["content_version", "sessions", "rate_limits"]);

/**
 * Pages kept only for a while (`staticFreshPageHandle`), in every language, that read tables without the trigger:
 * drawn again within seconds whatever changed, so what they read (a game's board) needs none. The feeds page is kept for a while too
 * (for its view counts), but a post added or edited must show at once: its table has the trigger, for everything
 * but the counts (migration 0018).
 */
const KEPT_FOR_A_WHILE = ["/fun-zone"];

beforeAll(async () => {
  sql = connect(system.services.env.DATABASE_URL ?? "");
});

afterAll(async () => {
  await sql?.end();
});

describe("the content trigger", () => {
  it("is on every table the kept pages read", async () => {
    const triggered = new Set(
      (
        await sql<{ table: string }[]>`
          select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where t.tgname like '%_bumps_content_version'`
      ).map((row) => row.table),
    );
    expect(triggered.size).toBeGreaterThan(5);

    // Which pages are kept: their second view comes from the page cache.
    const kept: string[] = [];
    for (const path of shellRoutes) if (await isKept(path)) kept.push(path);
    expect(kept.length).toBeGreaterThan(10);

    // A fresh process (empty caches) views only those, once each, with the database's counts reset.
    await system.app.stop();
    system.apps[0] = await startAppProcess(system.services, { WEB_CONCURRENCY: "1" });
    // Counted from here: what the process did on starting (migrations, housekeeping jobs) is not a page's read.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await sql`select pg_stat_reset()`;
    for (const path of kept.filter((page) => !KEPT_FOR_A_WHILE.includes(pathWithoutLanguage(page)))) {
      const response = await fetch(`${system.app.url}${path}`);
      await response.text();
      expect(response.status, path).toBe(200);
    }
    // The app's connections report their reads once idle; one that reported less than a second before waits
    // up to 10 s (PostgreSQL's idle stats interval).
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const read = (
      await sql<{ table: string }[]>`
        select relname as table from pg_stat_user_tables
        where schemaname = 'public' and coalesce(seq_scan, 0) + coalesce(idx_scan, 0) > 0`
    ).map((row) => row.table);
    expect(read).toEqual(expect.arrayContaining(["site_content", "programs"]));
    const unannounced = read.filter((table) => !triggered.has(table) && !READ_BUT_NOT_CONTENT.has(table));
    expect(unannounced, `kept pages viewed: ${kept.join(" ")}`).toEqual([]);
  });
});

/** Whether the page is kept: a later view comes from the page cache (it is stored just after it is sent). */
async function isKept(path: string): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${system.app.url}${path}`);
    await response.text();
    if (response.headers.get("x-html-cache") === "hit") return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
