/**
 * `npm run bench -- --scale`: the site after a busy year. Times every lead-desk view, search, the dashboard, the
 * exports and the game endpoints on the seed's data, then loads a busy year (200,000 leads, 2 million plays;
 * `--years=10` for ten) into the same throw-away database with SQL (scale-data.ts), times a restart and every
 * request again, and prints each beside the seed's, with the worker's resident memory during the exports.
 * Times are medians of seven requests in a row on loopback, after two to warm up: the server's time, near enough.
 */
import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { connect, type Sql } from "./pg-sql.ts";
import { createCookie } from "react-router";
import { busyYears, loadScaleData } from "./scale-data.ts";

type App = { base: string; pid: number; stop: () => Promise<void> };
type StartApp = (
  serviceEnv: Record<string, string>,
  workers: number,
  extraEnv?: Record<string, string>,
) => Promise<App>;

type Timing = { view: string; ms: number; note?: string };

/** A signed-in admin, as the app signs one in: a session row keyed by the token's SHA-256, the token in the cookie. */
async function adminCookie(sql: Sql, secret: string): Promise<string> {
  const [admin] = await sql<{ id: string }[]>`
    insert into users (email, full_name, password_hash, role, email_verified_at)
    values ('bench-admin@skillsprouts.example', 'Bench Admin', 'not-a-password', 'admin', now())
    on conflict (email) do update set role = 'admin' returning id`;
  const token = randomBytes(32).toString("base64url");
  const id = createHash("sha256").update(token).digest("hex");
  await sql`insert into sessions (id, user_id, expires_at) values (${id}, ${admin?.id ?? null}, now() + interval '1 day')`;
  const header = await createCookie("__session", { secrets: [secret], path: "/" }).serialize(token);
  return header.slice(0, header.indexOf(";"));
}

async function rss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** The process that serves: the start process's worker where it has one, else itself. */
async function servingPid(pid: number): Promise<number> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
  return Number(children.trim().split(/\s+/).filter(Boolean).at(-1) ?? pid);
}

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
}

/** The median time of a request (seven, after two to warm up), checking it answers `status`. */
async function timed(url: string, init: RequestInit = {}, status = 200, fresh?: () => RequestInit): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 9; run++) {
    const began = performance.now();
    const response = await fetch(url, { redirect: "manual", ...init, ...fresh?.() });
    await response.arrayBuffer();
    if (response.status !== status) throw new Error(`${url} answered ${response.status}, not ${status}`);
    if (run > 1) times.push(performance.now() - began);
  }
  return median(times);
}

/** An export: time to its first byte, to its last, its size, and the serving worker's peak memory meanwhile. */
async function timedExport(base: string, path: string, cookie: string, pid: number) {
  const worker = await servingPid(pid);
  let peak = await rss(worker);
  const sampler = setInterval(() => void rss(worker).then((mb) => (peak = Math.max(peak, mb))), 50);
  const began = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`${path} answered ${response.status}`);
  let firstByte = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    firstByte ||= performance.now() - began;
    bytes += (chunk as Uint8Array).byteLength;
  }
  const total = performance.now() - began;
  clearInterval(sampler);
  return { firstByte: Math.round(firstByte), total: Math.round(total), mb: Math.round(bytes / 1e5) / 10, peak };
}

/** Every view timed, in one order, so the seed's and the busy year's rows line up. */
async function timeEverything(base: string, cookie: string, pid: number): Promise<Timing[]> {
  const admin = { headers: { cookie } };
  const inbox = async (view: string, query: string) => ({
    view,
    ms: await timed(`${base}/admin/inbox${query}`, admin),
  });
  const rows: Timing[] = [
    await inbox("inbox: open leads, page 1", ""),
    await inbox("inbox: open leads, page 500 by number", "?page=500"),
    await inbox("inbox: every lead", "?status=all"),
    await inbox("inbox: trial classes", "?list=trials"),
    await inbox("inbox: due today", "?due=today&sort=follow-up"),
    await inbox("inbox: overdue", "?due=overdue&sort=follow-up"),
    await inbox("inbox: by follow-up date", "?sort=follow-up"),
    await inbox("inbox: nobody's", "?owner=none"),
    await inbox("inbox: from Google", "?source=google"),
    await inbox("inbox: search a surname", "?q=sharma"),
    await inbox("inbox: search part of a phone", "?q=90012"),
  ];
  // The last page of every lead, reached by the pager's "Next" link from the page before it.
  const first = await (await fetch(`${base}/admin/inbox?status=all`, admin)).text();
  // "Page 1 of 8000", as React writes it (a comment between adjacent texts).
  const total = Number(/Page (?:<!-- -->)?1(?:<!-- -->)? of (?:<!-- -->)?(\d+)/.exec(first)?.[1] ?? 1);
  const before = await (await fetch(`${base}/admin/inbox?status=all&page=${Math.max(1, total - 1)}`, admin)).text();
  const next = /href="(\/admin\/inbox\?[^"]*after=[^"]*)"/.exec(before)?.[1]?.replaceAll("&amp;", "&");
  rows.push({
    view: "inbox: last page of every lead, by its link",
    ms: next ? await timed(`${base}${next}`, admin) : 0,
    note: next ? `page ${total}` : "one page only",
  });
  const lead = /href="\/admin\/inbox\/(trials|messages|demos|applications)\/(\d+)/.exec(first);
  rows.push({
    view: "a lead's page",
    ms: lead ? await timed(`${base}/admin/inbox/${lead[1]}/${lead[2]}`, admin) : 0,
    note: lead ? "" : "no leads",
  });
  rows.push({ view: "dashboard (12 weeks)", ms: await timed(`${base}/admin/dashboard`, admin) });
  rows.push({ view: "dashboard (52 weeks)", ms: await timed(`${base}/admin/dashboard?weeks=52`, admin) });
  for (const [view, path] of [
    ["export: every lead, CSV", "/admin/inbox/export/leads?status=all"],
    ["export: open leads, Excel", "/admin/inbox/export/leads?format=xlsx"],
  ] as const) {
    const run = await timedExport(base, path, cookie, pid);
    rows.push({
      view,
      ms: run.total,
      note: `first byte ${run.firstByte} ms, ${run.mb} MB, worker peak ${run.peak} MB resident`,
    });
  }
  // A new visitor each time, from their own address, as a class of children would be.
  let visitor = 0;
  const fromNewVisitor = () => ({
    headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${visitor >> 8}.${visitor++ & 255}` },
  });
  rows.push({
    view: "game: start a level",
    ms: await timed(
      `${base}/fun-zone/api/math`,
      { method: "POST", body: JSON.stringify({ intent: "start" }) },
      200,
      fromNewVisitor,
    ),
  });
  rows.push({ view: "game: the board", ms: await timed(`${base}/fun-zone/api/math/leaderboard`) });
  rows.push({ view: "page: Fun Zone", ms: await timed(`${base}/fun-zone`) });
  return rows;
}

export async function scaleFigures(
  serviceEnv: Record<string, string>,
  startApp: StartApp,
  deployedEnv: Record<string, string>,
) {
  const yearsArgument = process.argv.find((arg) => arg.startsWith("--years="));
  const years = yearsArgument ? Math.max(1, Number(yearsArgument.slice(8)) || 1) : 1;
  const sql = connect(serviceEnv.DATABASE_URL ?? "");
  try {
    // The seed: a first start prepares the database, a second is timed as every later one would be.
    let app = await startApp(serviceEnv, 1, deployedEnv);
    await app.stop();
    let began = performance.now();
    app = await startApp(serviceEnv, 1, deployedEnv);
    const seedStart = Math.round(performance.now() - began);
    const cookie = await adminCookie(sql, serviceEnv.SESSION_SECRET ?? "");
    const seed = await timeEverything(app.base, cookie, app.pid);
    const seedRss = await rss(await servingPid(app.pid));
    await app.stop();

    const size = busyYears(years);
    console.log(
      `Loading ${years} busy year(s): ${size.leads.toLocaleString("en-IN")} leads, ${size.plays.toLocaleString("en-IN")} plays…`,
    );
    began = performance.now();
    await loadScaleData(sql, size);
    // As autovacuum leaves a table that is mostly read: its visibility map set, so index-only scans stay so.
    await sql`vacuum analyze`;
    console.log(`loaded in ${Math.round((performance.now() - began) / 1000)} s`);

    began = performance.now();
    app = await startApp(serviceEnv, 1, deployedEnv);
    const busyStart = Math.round(performance.now() - began);
    const busy = await timeEverything(app.base, cookie, app.pid);
    const busyRss = await rss(await servingPid(app.pid));
    await app.stop();

    const label = years === 1 ? "busy year" : `${years} busy years`;
    console.log(
      `\nThe seed's data against ${label} (${size.leads.toLocaleString("en-IN")} leads, ${size.plays.toLocaleString("en-IN")} plays), ${JSON.stringify(deployedEnv)}:`,
    );
    console.table([
      { view: "start until ready", "seed ms": seedStart, [`${label} ms`]: busyStart, note: "" },
      ...seed.map((row) => {
        const after = busy.find((other) => other.view === row.view);
        return { view: row.view, "seed ms": row.ms, [`${label} ms`]: after?.ms ?? "-", note: after?.note ?? "" };
      }),
      { view: "worker resident MB after", "seed ms": seedRss, [`${label} ms`]: busyRss, note: "MB, not ms" },
    ]);
  } finally {
    await sql.end();
  }
}
