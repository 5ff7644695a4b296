/**
 * Starts the whole product. Services whose variables are unset get real local stand-ins
 * (embedded PostgreSQL, s3rver, a mail outbox), each in a process of its own that this one restarts if it
 * stops; then migrations, first-run seed, the first admin, and the HTTP server: in production one worker
 * process per core (`WEB_CONCURRENCY` to choose), sharing the port. `--dev` serves through Vite with live
 * reload instead of the production build, in one process.
 *
 * Stopping (SIGTERM, SIGINT) goes in order: the workers stop accepting, finish the requests in flight (up to
 * 10 s), hand back their background jobs and flush their logs; only then do the local services stop.
 */
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describeFailure, ServiceError } from "./service-error.ts";
import { freePort, startEmbeddedPostgres, startS3rver } from "./services.ts";
import { superviseService, type SupervisedService } from "./supervisor.ts";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";
const dataDir = path.resolve(root, process.env.DATA_DIR ?? ".data");
const embedded: SupervisedService[] = [];

function say(message: string) {
  console.log(`[start] ${message}`);
}

async function localSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const secret = randomBytes(32).toString("hex");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

async function startEmbeddedServices() {
  if (!process.env.DATABASE_URL) {
    const options = { dir: path.join(dataDir, "postgres"), port: await freePort() };
    const pg = await startEmbeddedPostgres(options);
    embedded.push(superviseService("the embedded PostgreSQL", pg, () => startEmbeddedPostgres(options), say));
    process.env.DATABASE_URL = pg.url;
    // A local database gets a local secret, kept with its data, so sessions survive restarts, and the site
    // is where it runs.
    process.env.SESSION_SECRET ??= await localSecret(path.join(dataDir, "session-secret"));
    process.env.SITE_URL ??= `http://localhost:${process.env.PORT ?? 3000}`;
    say(`embedded PostgreSQL running (data in ${path.relative(root, dataDir)}/postgres)`);
  }
  if (!process.env.S3_ENDPOINT) {
    const bucket = process.env.S3_BUCKET ?? "skillsprouts";
    const options = { dir: path.join(dataDir, "s3"), port: await freePort(), bucket };
    const s3 = await startS3rver(options);
    embedded.push(superviseService("the embedded S3 server", s3, () => startS3rver(options), say));
    Object.assign(process.env, {
      S3_ENDPOINT: s3.url,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    say(`embedded S3 server running (data in ${path.relative(root, dataDir)}/s3)`);
  }
  process.env.MAIL_OUTBOX_DIR ??= path.join(dataDir, "mail");
  process.env.LAST_GOOD_DIR ??= path.join(dataDir, "last-good");
}

/**
 * Migrations, first-run seed and the first admin, in a short-lived process of its own: what they load (the
 * migrator, the seed, the storage client, the app's modules as source) is then not held for the life of the
 * start process, nor of a worker that serves in it.
 */
async function prepareDatabase() {
  // From the root, not this file's folder: this module also runs compiled, as build/start.js.
  const child = spawn(process.execPath, [path.join(root, "scripts/prepare-database.ts")], {
    env: { ...process.env, EMBEDDED_SERVICES: embedded.length > 0 ? "1" : "", DATA_DIR: dataDir },
    stdio: "inherit",
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) {
    throw new ServiceError(
      "the database could not be prepared (migrations, first content, first admin)",
      "read the lines above for what failed, fix it and start again.",
    );
  }
}

function ensureBuild() {
  if (dev || existsSync(path.join(root, "build/server/index.js"))) return;
  say("no production build found: building once (npm run build)");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("the build failed");
}

async function stopEmbedded() {
  for (const service of embedded.reverse()) await service.stop().catch(() => {});
}

function sayFailure(error: unknown, who = "start") {
  for (const line of describeFailure(error)) console.error(`[${who}] ${line}`);
}

/** Workers to run: `WEB_CONCURRENCY`, else one per core the process may use; always one in development. */
function workerCount(): number {
  if (dev) return 1;
  const configured = Number(process.env.WEB_CONCURRENCY);
  return Number.isInteger(configured) && configured > 0 ? configured : os.availableParallelism();
}

const WORKER_LISTENING = "skillsprouts:listening";

/** Serves HTTP in this process until SIGTERM or SIGINT, then finishes open requests and resolves. */
async function serve(): Promise<void> {
  const { startHttpServer } = await import("../server/main.ts");
  const port = Number(process.env.PORT ?? 3000);
  const server = await startHttpServer({ port, dev, host: process.env.HOST });
  if (cluster.isPrimary) say(`SkillSprouts is running at ${server.url} (${process.env.NODE_ENV})`);
  // Workers open the port themselves (see server/main.ts), so the cluster's own "listening" never comes.
  else process.send?.(WORKER_LISTENING);
  await new Promise<void>((resolve) => {
    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      if (cluster.isPrimary) say(`${signal} received: finishing open requests, then stopping`);
      await server.close().catch((error: unknown) => console.error(error));
      resolve();
    };
    process.on("SIGTERM", () => void shutdown("SIGTERM"));
    process.on("SIGINT", () => void shutdown("SIGINT"));
  });
}

/** Requests get 10 s to finish and the background jobs as long, side by side; past this a worker is ended. */
const WORKER_STOP_DEADLINE_MS = 20_000;

/**
 * Runs `count` workers (this same script) that share the port, replaces one that dies, and on SIGTERM or
 * SIGINT lets each finish its open requests before stopping the embedded services.
 */
async function superviseWorkers(count: number): Promise<void> {
  let stopping = false;
  let failed = false;
  const listened = new Set<number>();
  const fork = () => cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    if (!listened.has(worker.id)) {
      // A worker that could not even start (a taken port, a bad setting) would fail again: stop instead.
      console.error(`[start] a worker failed to start (${signal ?? code}); stopping`);
      failed = true;
      process.kill(process.pid, "SIGTERM");
      return;
    }
    console.error(`[start] worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    setTimeout(fork, 1_000);
  });
  cluster.on("message", (worker, message) => {
    if (message !== WORKER_LISTENING) return;
    listened.add(worker.id);
    if (listened.size === count) {
      say(
        `SkillSprouts is running at http://localhost:${process.env.PORT ?? 3000} (${process.env.NODE_ENV}, ${count} workers)`,
      );
    }
  });
  for (let i = 0; i < count; i++) fork();
  await new Promise<void>((resolve) => {
    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      say(`${signal} received: workers finish open requests, then stop`);
      const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
      let running = workers.length;
      if (running === 0) resolve();
      for (const worker of workers) {
        worker.once("exit", () => --running === 0 && resolve());
        worker.process.kill("SIGTERM");
      }
      // A worker stuck past its own deadlines must not keep the services (and the deploy) waiting for ever.
      setTimeout(() => {
        for (const worker of workers) if (!worker.isDead()) worker.process.kill("SIGKILL");
      }, WORKER_STOP_DEADLINE_MS).unref();
    };
    process.on("SIGTERM", () => shutdown("SIGTERM"));
    process.on("SIGINT", () => shutdown("SIGINT"));
  });
  if (failed) throw new Error("the HTTP workers could not start");
}

if (cluster.isWorker) {
  // A worker: the primary has prepared the services and the database, and passed their variables on.
  try {
    await serve();
    process.exit(0);
  } catch (error) {
    sayFailure(error, "worker");
    process.exit(1);
  }
} else {
  try {
    ensureBuild();
    await startEmbeddedServices();
    await prepareDatabase();
    const workers = workerCount();
    if (workers > 1) await superviseWorkers(workers);
    else await serve();
    await stopEmbedded();
    process.exit(0);
  } catch (error) {
    sayFailure(error);
    await stopEmbedded();
    process.exit(1);
  }
}
