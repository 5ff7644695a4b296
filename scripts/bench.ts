/**
 * Load figures for the production build on loopback, measured as a browser asks (`Accept-Encoding: br, gzip`),
 * with the app at its default log level and 20 connections. The first row is the app's own hashed CSS file,
 * served by the same process in the same run: each row's requests/s is also given as a share of it, so the
 * figures mean something on a busy machine too. One process first, then the cluster (one worker per core).
 * Then every public page (the sitemap's and the pages it leaves out: forms, sign-in, the Fun Zone, Brainy) as a
 * share of the home page's rate, and the home page as a share of references sending the same bytes and headers
 * (nginx with as many workers where it is installed, and a bare Node cluster with as many workers; the ratio to the
 * latter should stay at 0.8 or more).
 * Before them, each process's resident memory after a minute of mixed traffic, with the heap limit of fly.toml.
 *   npm run build && npm run bench   (-- --memory: the memory figures alone; -- --pages: every page alone;
 *   -- --home: the home page against the references alone, one process and the cluster;
 *   -- --scale [--years=10]: the lead desk, exports, dashboard and games after a busy year, see bench-scale.ts)
 * Runs on fresh embedded services in a temporary directory.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { connect } from "./pg-sql.ts";
import { BARE_NODE, fetchStoredPage, referenceStarters } from "./bench-reference.ts";
import { scaleFigures } from "./bench-scale.ts";
import { freePort, startEmbeddedPostgres, startS3rver, type RunningService } from "./services.ts";

const root = path.resolve(import.meta.dirname, "..");
/** What the machine was found to have, once asked (hasWrk). */
const installed: { wrk?: boolean } = {};
/**
 * The home page's rate as a share of the bare Node cluster's, each time they are measured, for the summary (at the
 * top: the measurements run from the module's top-level await, above the functions that fill it).
 */
const homeRatios: Ratio[] = [];
const CONNECTIONS = 20;
const DURATION_S = 10;
const BROWSER_HEADERS = { "accept-encoding": "br, gzip" };

type Row = {
  page: string;
  "requests/s": number | string;
  "of CSS file": string;
  "p99 ms": number | string;
  "p50 ms at 1,000/s": number | string;
  "p99 ms at 1,000/s": number | string;
  errors: number;
};

const dir = await mkdtemp(path.join(os.tmpdir(), "skillsprouts-bench-"));
const services: RunningService[] = [];

async function startServices() {
  const pg = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), port: await freePort(), quiet: true });
  services.push(pg);
  const s3 = await startS3rver({ dir: path.join(dir, "s3"), port: await freePort(), bucket: "bench" });
  services.push(s3);
  return {
    DATABASE_URL: pg.url,
    S3_ENDPOINT: s3.url,
    S3_BUCKET: "bench",
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    SESSION_SECRET: "bench-secret-0123456789abcdef0123456789",
    MAIL_OUTBOX_DIR: path.join(dir, "mail"),
    DATA_DIR: path.join(dir, "data"),
  };
}

type App = { base: string; pid: number; stop: () => Promise<void> };

/** `npm start`'s own command, at the default log level, its log written to a file as a platform would keep it. */
async function startApp(
  serviceEnv: Record<string, string>,
  workers: number,
  extraEnv: Record<string, string> = {},
): Promise<App> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log = createWriteStream(path.join(dir, `app-${workers}.log`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...serviceEnv,
    NODE_ENV: "production",
    PORT: String(port),
    SITE_URL: base,
  };
  delete env.LOG_LEVEL;
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.js"], {
    cwd: root,
    // Trusting X-Forwarded-For lets the bench play as many visitors, as a proxy in front of the app would report them.
    env: { ...env, TRUST_PROXY: "1", WEB_CONCURRENCY: String(workers), ...extraEnv },
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout?.pipe(log);
  const exited = new Promise((resolve) => child.on("exit", resolve));
  for (let attempt = 0; ; attempt++) {
    const status = await fetch(`${base}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (attempt > 240) throw new Error("the server did not become ready");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    pid: child.pid ?? 0,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

let reference = 0;

function share(requestsPerSecond: number): string {
  return reference > 0 ? `${Math.round((100 * requestsPerSecond) / reference)} %` : "-";
}

/** Throughput and p99 at saturation, then latency at a steady 1,000 requests/s. */
async function measure(title: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const options = { url, connections: CONNECTIONS, headers: { ...BROWSER_HEADERS, ...headers } };
  // A short warm-up so the JIT, the caches and the connection pool are in their steady state.
  await autocannon({ ...options, duration: 2 });
  const saturated = await autocannon({ ...options, duration: DURATION_S });
  const steady = await autocannon({ ...options, duration: DURATION_S, overallRate: 1000 });
  const requestsPerSecond = Math.round(saturated.requests.average);
  const row: Row = {
    page: title,
    "requests/s": requestsPerSecond,
    "of CSS file": share(requestsPerSecond),
    "p99 ms": saturated.latency.p99,
    "p50 ms at 1,000/s": steady.latency.p50,
    "p99 ms at 1,000/s": steady.latency.p99,
    errors: saturated.errors + saturated.non2xx + steady.errors + steady.non2xx,
  };
  console.log(JSON.stringify(row));
  return row;
}

async function measureReference(base: string): Promise<Row> {
  const html = await (await fetch(`${base}/`)).text();
  const css = /\/assets\/[^"]+\.css/.exec(html)?.[0];
  if (!css) throw new Error("no stylesheet on the home page");
  reference = 0;
  const row = await measure("reference: the app's CSS file", `${base}${css}`);
  reference = Number(row["requests/s"]);
  row["of CSS file"] = "100 %";
  return row;
}

/**
 * The first view of the home page after an admin edit: the page is rendered and stored again. Measured one
 * at a time (an edit, a moment for the announcement, then the timed request), as editors work.
 */
async function measureAfterEdit(base: string, databaseUrl: string, samples = 60): Promise<Row> {
  const sql = connect(databaseUrl);
  const times: number[] = [];
  let errors = 0;
  try {
    for (let i = 0; i < samples; i++) {
      await sql`update site_content set value = value where key = 'hero_title'`;
      await new Promise((resolve) => setTimeout(resolve, 30));
      const started = performance.now();
      const response = await fetch(`${base}/`, { headers: BROWSER_HEADERS });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200 || response.headers.get("x-html-cache")) errors++;
    }
  } finally {
    await sql.end();
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0) * 10) / 10;
  const row: Row = {
    page: "home, first view after an edit (one at a time)",
    "requests/s": "-",
    "of CSS file": "-",
    "p99 ms": at(0.99),
    "p50 ms at 1,000/s": `${at(0.5)} (p50 alone)`,
    "p99 ms at 1,000/s": "-",
    // A response that came from the cache, or failed, would mean the edit was not noticed.
    errors,
  };
  console.log(JSON.stringify(row));
  return row;
}

type Play = { cookie: string; attemptId: string; index: number; visitor: string };

/** Players who have each started a level of Math Mayhem, as separate visitors. */
async function startPlayers(base: string, count: number): Promise<Play[]> {
  const players: Play[] = [];
  for (let i = 0; i < count; i++) {
    const visitor = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const response = await fetch(`${base}/fun-zone/api/math`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": visitor },
      body: JSON.stringify({ intent: "start" }),
    });
    if (!response.ok) throw new Error(`starting a level failed with ${response.status}`);
    const attempt = (await response.json()) as { attemptId: string };
    const cookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    players.push({ cookie, attemptId: attempt.attemptId, index: 0, visitor });
  }
  return players;
}

/** Each request answers the next unanswered question of the next player, so every one is real work. */
async function measureAnswers(base: string, title: string, plays: Play[]): Promise<Row> {
  let next = 0;
  const result = await autocannon({
    url: `${base}/fun-zone/api/math`,
    connections: CONNECTIONS,
    amount: plays.length,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const play = plays[next++ % plays.length] as Play;
          return {
            ...request,
            headers: {
              ...BROWSER_HEADERS,
              "content-type": "application/json",
              cookie: play.cookie,
              "x-forwarded-for": play.visitor,
            },
            body: JSON.stringify({ intent: "answer", attemptId: play.attemptId, index: play.index, answer: "42" }),
          };
        },
      },
    ],
  });
  // A fixed number of requests: the per-second average would round to whole seconds, so divide instead.
  const requestsPerSecond = Math.round(result.requests.total / result.duration);
  const row: Row = {
    page: title,
    "requests/s": requestsPerSecond,
    "of CSS file": share(requestsPerSecond),
    "p99 ms": result.latency.p99,
    "p50 ms at 1,000/s": "-",
    "p99 ms at 1,000/s": "-",
    errors: result.errors + result.non2xx,
  };
  console.log(JSON.stringify(row));
  return row;
}

async function measureGame(base: string): Promise<Row[]> {
  const players = await startPlayers(base, 1000);
  // Question by question across all players, as a classroom would play, rather than one player's answers in a row.
  const answers = [0, 1, 2, 3].flatMap((index) => players.map((player) => ({ ...player, index })));
  const completions = players.map((player) => ({ ...player, index: 4 }));
  return [
    await measureAnswers(base, "game: answer", answers),
    await measureAnswers(base, "game: level complete", completions),
    await measure("game: leaderboard read", `${base}/fun-zone/api/math/leaderboard`),
    await measure("game: leaderboard read by a player", `${base}/fun-zone/api/math/leaderboard`, {
      cookie: players[0]?.cookie ?? "",
    }),
  ];
}

/** The worker processes of a start process: its children, or the process itself when it serves alone. */
async function servingProcesses(pid: number): Promise<number[]> {
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, "utf8")).trim().split(/\s+/).filter(Boolean);
  return [pid, ...children.map(Number)];
}

/** Resident memory in MB of a process and of each of its children (the workers), now and at its peak, from /proc. */
async function residentMemory(pid: number): Promise<{ process: string; "resident MB": number; "peak MB": number }[]> {
  const status = async (id: number) => {
    const text = await readFile(`/proc/${id}/status`, "utf8");
    const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) / 1024);
    return { "resident MB": mb("VmRSS"), "peak MB": mb("VmHWM") };
  };
  const [start, ...workers] = await servingProcesses(pid);
  const rows = [{ process: `start process ${start}`, ...(await status(pid)) }];
  for (const child of workers) rows.push({ process: `worker ${child}`, ...(await status(child)) });
  return rows;
}

/**
 * CPU time (user + system, ms) the processes have used so far, from /proc/<pid>/stat. Per request it measures a
 * setting's cost even on a busy machine, where requests/s says as much about the neighbours as about the app.
 */
async function cpuMilliseconds(pids: number[]): Promise<number> {
  let ticks = 0;
  for (const id of pids) {
    const fields = (await readFile(`/proc/${id}/stat`, "utf8")).split(") ")[1]?.split(" ") ?? [];
    // utime and stime: fields 14 and 15 of stat, 12 and 13 after the command's closing parenthesis.
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
/** USER_HZ, which Linux reports /proc times in: 100 on every architecture Node supports. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * A minute of mixed traffic at 20 connections (kept pages, pages drawn per visitor, the board, assets), then
 * each process's resident memory: what a machine must hold for this worker count and heap limit.
 */
async function measureMemory(base: string, pid: number, seconds = 60) {
  const home = await (await fetch(`${base}/`)).text();
  const css = /\/assets\/[^"]+\.css/.exec(home)?.[0] ?? "/favicon.svg";
  const paths = [
    "/",
    "/about-us",
    "/programs/abacus",
    "/programs/coding",
    "/faq",
    "/blog",
    "/contact",
    "/trial-class",
    "/fun-zone",
    "/feeds",
    "/login",
    "/fun-zone/api/math/leaderboard",
    css,
  ];
  const processes = await servingProcesses(pid);
  const cpuBefore = await cpuMilliseconds(processes);
  const traffic = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests: [
      ...paths.map((page) => ({ method: "GET" as const, path: page })),
      // A signed-in visitor's cookie: the home page drawn for this request.
      { method: "GET" as const, path: "/", headers: { ...BROWSER_HEADERS, cookie: "__session=bench" } },
    ],
  });
  const cpu = (await cpuMilliseconds(processes)) - cpuBefore;
  const rows = await residentMemory(pid);
  // The cost too: a memory bound that costs throughput shows here, as requests/s of the same mixed traffic and,
  // steadier on a shared machine, as the app's CPU time per request.
  const rate = {
    "requests/s": Math.round(traffic.requests.average),
    "CPU ms/request": Math.round((cpu / Math.max(1, traffic.requests.total)) * 100) / 100,
    errors: traffic.errors + traffic.non2xx,
  };
  console.log(JSON.stringify({ ...rate, rows }));
  return rows.map((row) => ({ ...row, ...rate }));
}

/**
 * As deployed (fly.toml): the heap limit a 512 MB machine runs its one worker with, a young generation of 8 MB
 * semi-spaces (Node's default here grew to 64 MB each, over 100 MB resident), and at most two malloc arenas
 * (compression runs on libuv's threads, and glibc would otherwise give each thread its own arena); see
 * docs/decisions/015, "Memory", for what else was tried and what it cost.
 */
const DEPLOYED_ENV: Record<string, string> = {
  NODE_OPTIONS: "--max-old-space-size=256 --max-semi-space-size=8",
  MALLOC_ARENA_MAX: "2",
};

/**
 * The settings the memory figures run with: fly.toml's, or, to compare others, a JSON object of environment
 * variables in BENCH_MEMORY_ENV (e.g. '{"NODE_OPTIONS":"--max-old-space-size=256"}'), used instead of them.
 */
function memorySettings(): Record<string, string> {
  const asked = process.env.BENCH_MEMORY_ENV;
  if (!asked) return DEPLOYED_ENV;
  const parsed: unknown = JSON.parse(asked);
  if (typeof parsed !== "object" || parsed === null || Object.values(parsed).some((v) => typeof v !== "string")) {
    throw new Error("BENCH_MEMORY_ENV must be a JSON object of strings");
  }
  return parsed as Record<string, string>;
}

async function memoryFigures(serviceEnv: Record<string, string>) {
  const settings = memorySettings();
  // BENCH_MEMORY_WORKERS=1: the deployed machine's one worker alone, for quicker comparisons.
  const counts = process.env.BENCH_MEMORY_WORKERS === "1" ? [1] : [1, os.availableParallelism()];
  for (const workers of counts) {
    app = await startApp(serviceEnv, workers, settings);
    console.log(`Memory after a minute of mixed traffic, ${workers} worker(s), ${JSON.stringify(settings)}:`);
    console.table(await measureMemory(app.base, app.pid));
    await app.stop();
    app = undefined;
  }
}

let app: App | undefined;
try {
  const serviceEnv = await startServices();
  if (process.argv.includes("--pages")) await pagesOnly(serviceEnv);
  else if (process.argv.includes("--home")) await homeOnly(serviceEnv);
  else if (process.argv.includes("--scale")) await scaleFigures(serviceEnv, startApp, DEPLOYED_ENV);
  else {
    await memoryFigures(serviceEnv);
    if (!process.argv.includes("--memory")) await throughputFigures(serviceEnv);
  }
} finally {
  await app?.stop();
  for (const service of services.reverse()) await service.stop().catch(() => {});
  await rm(dir, { recursive: true, force: true });
}

/** Every public page: the sitemap's, and those it leaves out (forms, sign-in, the Fun Zone, Brainy's page). */
async function publicPaths(base: string): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
  const careers = await (await fetch(`${base}/careers`)).text();
  const apply = /\/careers\/\d+\/apply/.exec(careers)?.[0];
  const unlisted = ["/contact", "/trial-class", "/book-offline-demo", "/fun-zone", "/feeds", "/brainy-chat"];
  const signIn = ["/login", "/signup", "/forgot-password"];
  return [...new Set([...listed, ...unlisted, ...(apply ? [apply] : []), ...signIn])];
}

type PageRow = {
  page: string;
  "requests/s": number;
  "of home": string;
  "stored bytes": string;
  "p50 ms": number;
  "p99 ms": number;
  errors: number;
};

/**
 * A short measurement of one page, as a new visitor asks for it (no cookies): 1 s of warm-up, 5 s measured,
 * with wrk where it is installed (a C client: on a small machine, a Node client would be the bottleneck and
 * every page would look alike), else autocannon.
 */
async function measurePage(base: string, path: string, home: number): Promise<PageRow> {
  const url = `${base}${path}`;
  await load(url, 1);
  const result = await load(url, 5);
  const stored = (await fetch(url, { headers: BROWSER_HEADERS })).headers.get("x-html-cache") === "hit";
  const row: PageRow = {
    page: path,
    "requests/s": result.requestsPerSecond,
    "of home": home > 0 ? `${Math.round((100 * result.requestsPerSecond) / home)} %` : "100 %",
    "stored bytes": stored ? "yes" : "no",
    "p50 ms": result.p50,
    "p99 ms": result.p99,
    errors: result.errors,
  };
  console.log(JSON.stringify(row));
  return row;
}

/**
 * Whether wrk is installed, asked once per run (a function over a top-of-file record: the measurements run from
 * the module's top-level await, above this line).
 */
function hasWrk(): boolean {
  installed.wrk ??= spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined;
  return installed.wrk;
}

type Load = { requestsPerSecond: number; p50: number; p99: number; errors: number };

async function load(url: string, seconds: number): Promise<Load> {
  if (!hasWrk()) {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: BROWSER_HEADERS });
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  }
  const args = ["-t2", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: br, gzip", url];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.on("error", reject);
    child.on("exit", () => resolve(text));
  });
  const ms = (label: string) => {
    const match = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)`, "m").exec(output);
    if (!match) return 0;
    const value = Number(match[1]);
    return Math.round((match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value) * 100) / 100;
  };
  const count = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0)),
    p50: ms("50%"),
    p99: ms("99%"),
    errors:
      count(/Non-2xx or 3xx responses: (\d+)/) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0),
  };
}

type Ratio = {
  workers: number;
  "app requests/s": number;
  "bare Node cluster requests/s": number;
  "app ÷ bare Node cluster": number;
  "target ≥ 0.8": string;
};

/**
 * The home page against each reference server sending its very bytes with as many workers, in the same run:
 * measured between them, so that a drift of the machine shows in both ratios.
 */
async function referenceFigures(base: string, workers: number): Promise<PageRow[]> {
  const page = await fetchStoredPage(`${base}/`);
  const references: PageRow[] = [];
  for (const start of referenceStarters(page, workers)) {
    const server = await start();
    try {
      const row = await measurePage(server.url.replace(/\/$/, ""), "/", 0);
      row.page = `reference: ${server.name}, the home page's bytes`;
      references.push(row);
    } finally {
      await server.stop();
    }
  }
  const home = await measurePage(base, "/", 0);
  home.page = "/ (home)";
  const bare = references.find((reference) => reference.page.includes(BARE_NODE));
  if (bare) {
    const ratio = home["requests/s"] / Math.max(1, bare["requests/s"]);
    homeRatios.push({
      workers,
      "app requests/s": home["requests/s"],
      "bare Node cluster requests/s": bare["requests/s"],
      "app ÷ bare Node cluster": Math.round(ratio * 100) / 100,
      "target ≥ 0.8": ratio >= 0.8 ? "met" : "missed",
    });
    console.log(JSON.stringify(homeRatios.at(-1)));
  }
  home["of home"] = references
    .map(
      (reference) =>
        `${Math.round((100 * home["requests/s"]) / reference["requests/s"])} % of ${reference.page.split(",")[0]?.replace("reference: ", "")}`,
    )
    .join("; ");
  return [...references, home];
}

/** The home page against the reference, then every public page against the home page. */
async function pageFigures(base: string, workers: number): Promise<{ reference: PageRow[]; pages: PageRow[] }> {
  const reference = await referenceFigures(base, workers);
  const homeRate = reference.at(-1)?.["requests/s"] ?? 0;
  const pages: PageRow[] = [];
  for (const path of await publicPaths(base)) pages.push(await measurePage(base, path, homeRate));
  return { reference, pages };
}

async function throughputFigures(serviceEnv: Record<string, string>) {
  app = await startApp(serviceEnv, 1);
  console.log("Every public page, one process:");
  const everyPage = await pageFigures(app.base, 1);
  console.log("One process:");
  const single = [
    await measureReference(app.base),
    await measure("home, anonymous (page cache)", `${app.base}/`),
    await measure("program page, anonymous (page cache)", `${app.base}/programs/abacus`),
    // A signed-in visitor's cookie (here one that names no session) bypasses the page cache: the full render.
    await measure("home, rendered for each request", `${app.base}/`, { cookie: "__session=bench" }),
    await measureAfterEdit(app.base, serviceEnv.DATABASE_URL ?? ""),
    ...(await measureGame(app.base)),
  ];
  await app.stop();

  const workers = os.availableParallelism();
  app = await startApp(serviceEnv, workers);
  console.log(`Cluster of ${workers} workers:`);
  const clustered = [
    await measureReference(app.base),
    await measure("home, anonymous (page cache)", `${app.base}/`),
    await measure("game: leaderboard read", `${app.base}/fun-zone/api/math/leaderboard`),
  ];
  const clusterReference = await referenceFigures(app.base, workers);
  await app.stop();
  app = undefined;

  console.log(`\nOne process (${CONNECTIONS} connections, Accept-Encoding: br, gzip, default log level):`);
  console.table(single);
  console.log(`Cluster of ${workers} workers:`);
  console.table(clustered);
  console.table(clusterReference);
  console.log("The home page against a server sending its very bytes, one process each:");
  console.table(everyPage.reference);
  console.log("Every public page, as a new visitor asks for it, as a share of the home page's rate (one process):");
  console.table(everyPage.pages);
}

/** Every public page against the home page, and the home page against the reference, one process. */
async function pagesOnly(serviceEnv: Record<string, string>) {
  app = await startApp(serviceEnv, 1);
  const { reference, pages } = await pageFigures(app.base, 1);
  await app.stop();
  app = undefined;
  console.log("The home page against a server sending its very bytes, one process each:");
  console.table(reference);
  console.log("Every public page, as a new visitor asks for it, as a share of the home page's rate (one process):");
  console.table(pages);
}

/** The home page against the references, one process and then the cluster. */
async function homeOnly(serviceEnv: Record<string, string>) {
  const tables: Array<[string, PageRow[]]> = [];
  for (const workers of [1, os.availableParallelism()]) {
    app = await startApp(serviceEnv, workers);
    tables.push([`${workers} worker(s) each:`, await referenceFigures(app.base, workers)]);
    await app.stop();
    app = undefined;
  }
  console.log("The home page against servers sending its very bytes:");
  for (const [title, rows] of tables) {
    console.log(title);
    console.table(rows);
  }
  console.log(
    "The home page as a share of a bare Node cluster with as many workers, measured with wrk in the same run:",
  );
  console.table(homeRatios);
}
