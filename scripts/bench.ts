/**
 * Load figures for the production build on loopback: requests/s and latency percentiles of pages and of the
 * game endpoints (answering a question, and the answer that completes a level and writes the leaderboard).
 *   npm run build && npm run bench
 * Starts the app as `npm start` does, on fresh embedded services in a temporary directory.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "./services.ts";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = await mkdtemp(path.join(os.tmpdir(), "skillsprouts-bench-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn("node", ["scripts/start.ts"], {
  cwd: root,
  // Trusting X-Forwarded-For lets the bench play as many visitors, as a proxy in front of the app would report them.
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SITE_URL: base,
    TRUST_PROXY: "true",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitUntilReady() {
  for (let attempt = 0; attempt < 120; attempt++) {
    const status = await fetch(`${base}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not become ready");
}

/** Throughput at saturation (50 connections), then latency at a steady 1,000 requests/s. */
async function measure(title: string, url: string) {
  // A short warm-up so the JIT, the page cache and the connection pool are in their steady state.
  await autocannon({ url, connections: 10, duration: 2 });
  const saturated = await autocannon({ url, connections: 50, duration: 10 });
  const steady = await autocannon({ url, connections: 50, duration: 10, overallRate: 1000 });
  const row = {
    page: title,
    "max requests/s": Math.round(saturated.requests.average),
    "p99 ms at max": saturated.latency.p99,
    "p50 ms at 1,000/s": steady.latency.p50,
    "p99 ms at 1,000/s": steady.latency.p99,
    errors: saturated.errors + saturated.non2xx + steady.errors + steady.non2xx,
  };
  console.log(JSON.stringify(row));
  return row;
}

type Play = { cookie: string; attemptId: string; index: number; visitor: string };

/** Players who have each started a level of Math Mayhem, as separate visitors. */
async function startPlayers(count: number): Promise<Play[]> {
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
async function measureAnswers(title: string, plays: Play[]) {
  let next = 0;
  const result = await autocannon({
    url: `${base}/fun-zone/api/math`,
    connections: 20,
    amount: plays.length,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const play = plays[next++ % plays.length] as Play;
          return {
            ...request,
            headers: { "content-type": "application/json", cookie: play.cookie, "x-forwarded-for": play.visitor },
            body: JSON.stringify({ intent: "answer", attemptId: play.attemptId, index: play.index, answer: "42" }),
          };
        },
      },
    ],
  });
  const row = {
    page: title,
    // A fixed number of requests: the per-second average would round to whole seconds, so divide instead.
    "max requests/s": Math.round(result.requests.total / result.duration),
    "p99 ms at max": result.latency.p99,
    "p50 ms at 1,000/s": "-",
    "p99 ms at 1,000/s": "-",
    errors: result.errors + result.non2xx,
  };
  console.log(JSON.stringify(row));
  return row;
}

async function measureGame() {
  const players = await startPlayers(1000);
  // Question by question across all players, as a classroom would play, rather than one player's answers in a row.
  const answers = [0, 1, 2, 3].flatMap((index) => players.map((player) => ({ ...player, index })));
  const completions = players.map((player) => ({ ...player, index: 4 }));
  return [
    await measureAnswers("game: answer", answers),
    await measureAnswers("game: level complete", completions),
    await measure("game: leaderboard", `${base}/fun-zone/api/math/leaderboard`),
  ];
}

try {
  await waitUntilReady();
  const rows = [
    await measure("home", `${base}/`),
    await measure("program", `${base}/programs/abacus`),
    ...(await measureGame()),
  ];
  console.table(rows);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
}
