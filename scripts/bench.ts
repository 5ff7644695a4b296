/**
 * Load figures for the production build on loopback: requests/s and latency percentiles of pages.
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
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", SITE_URL: base },
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

try {
  await waitUntilReady();
  const rows = [await measure("home", `${base}/`), await measure("program", `${base}/programs/abacus`)];
  console.table(rows);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
}
