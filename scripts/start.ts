/**
 * Starts the whole product. Services whose variables are unset get real local stand-ins
 * (embedded PostgreSQL, s3rver, a mail outbox); then migrations, first-run seed, the first admin,
 * and the HTTP server: in production one worker process per core (`WEB_CONCURRENCY` to choose), sharing
 * the port. `--dev` serves through Vite with live reload instead of the production build, in one process.
 */
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, startEmbeddedPostgres, startS3rver, type RunningService } from "./services.ts";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";
const dataDir = path.resolve(root, process.env.DATA_DIR ?? ".data");
const embedded: RunningService[] = [];

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
    const pg = await startEmbeddedPostgres({ dir: path.join(dataDir, "postgres"), port: await freePort() });
    embedded.push(pg);
    process.env.DATABASE_URL = pg.url;
    // A local database gets a local secret, kept with its data, so sessions survive restarts, and the site
    // is where it runs.
    process.env.SESSION_SECRET ??= await localSecret(path.join(dataDir, "session-secret"));
    process.env.SITE_URL ??= `http://localhost:${process.env.PORT ?? 3000}`;
    say(`embedded PostgreSQL running (data in ${path.relative(root, dataDir)}/postgres)`);
  }
  if (!process.env.S3_ENDPOINT) {
    const bucket = process.env.S3_BUCKET ?? "skillsprouts";
    const s3 = await startS3rver({ dir: path.join(dataDir, "s3"), port: await freePort(), bucket });
    embedded.push(s3);
    Object.assign(process.env, {
      S3_ENDPOINT: s3.url,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    say(`embedded S3 server running (data in ${path.relative(root, dataDir)}/s3)`);
  }
  process.env.MAIL_OUTBOX_DIR ??= path.join(dataDir, "mail");
}

async function prepareDatabase() {
  const { env } = await import("#app/server/env.server.ts");
  const config = env();
  const { runMigrations } = await import("#db/migrate.ts");
  await runMigrations(config.DATABASE_URL);
  say("database migrations applied");

  const { createDb } = await import("#app/server/db.server.ts");
  const { storage } = await import("#app/server/storage.server.ts");
  const { seedIfEmpty } = await import("#db/seed/index.ts");
  const { countAdmins, ensureAdmin } = await import("#app/modules/accounts/admin-bootstrap.server.ts");
  const { pruneExpiredRows } = await import("#app/server/housekeeping.server.ts");
  const { db, client } = createDb(config.DATABASE_URL, 2);
  try {
    await storage().ensureBucket();
    if (await seedIfEmpty(db, storage())) say("new database: built-in content added");
    await pruneExpiredRows(db);
    if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
      const outcome = await ensureAdmin(db, { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD });
      say(`admin ${process.env.ADMIN_EMAIL} ${outcome}`);
    } else if (embedded.length > 0 && (await countAdmins(db)) === 0) {
      const email = "admin@skillsprouts.local";
      const password = randomBytes(9).toString("base64url");
      await ensureAdmin(db, { email, password });
      await writeFile(path.join(dataDir, "admin-credentials.txt"), `${email}\n${password}\n`, { mode: 0o600 });
      say(
        `created a local admin: ${email} / ${password} (also in ${path.relative(root, dataDir)}/admin-credentials.txt)`,
      );
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

function ensureBuild() {
  if (dev || existsSync(path.join(root, "build/server/index.js"))) return;
  say("no production build found: building once (npm run build)");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("the build failed");
}

async function stopEmbedded() {
  for (const service of embedded.reverse()) await service.stop().catch(() => {});
}

/** Workers to run: `WEB_CONCURRENCY`, else one per core the process may use; always one in development. */
function workerCount(): number {
  if (dev) return 1;
  const configured = Number(process.env.WEB_CONCURRENCY);
  return Number.isInteger(configured) && configured > 0 ? configured : os.availableParallelism();
}

/** Serves HTTP in this process until SIGTERM or SIGINT, then finishes open requests and resolves. */
async function serve(): Promise<void> {
  const { startHttpServer } = await import("../server/main.ts");
  const port = Number(process.env.PORT ?? 3000);
  const server = await startHttpServer({ port, dev, host: process.env.HOST });
  if (cluster.isPrimary) say(`SkillSprouts is running at ${server.url} (${process.env.NODE_ENV})`);
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
  cluster.on("listening", (worker) => {
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
    console.error(`[start] worker: ${error instanceof Error ? error.message : String(error)}`);
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
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    await stopEmbedded();
    process.exit(1);
  }
}
