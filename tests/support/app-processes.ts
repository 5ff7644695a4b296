import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { runMigrations } from "../../db/migrate.ts";
import { freePort, startEmbeddedPostgres, startS3rver, type RunningService } from "../../scripts/services.ts";

const repo = path.resolve(import.meta.dirname, "../..");

/** A real PostgreSQL and S3 server for system tests, with the variables an app process needs to use them. */
export type SystemServices = {
  dir: string;
  env: Record<string, string>;
  /** Stops PostgreSQL (as an outage would) and starts it again on the same data and port. */
  stopPostgres: () => Promise<void>;
  startPostgres: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function startSystemServices(): Promise<SystemServices> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "skillsprouts-system-"));
  const pgPort = await freePort();
  const pgDir = path.join(dir, "pg");
  let pg: RunningService | null = await startEmbeddedPostgres({ dir: pgDir, port: pgPort, quiet: true });
  const databaseUrl = pg.url;
  const s3 = await startS3rver({ dir: path.join(dir, "s3"), port: await freePort(), bucket: "system-test" });
  await runMigrations(databaseUrl);
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    S3_ENDPOINT: s3.url,
    S3_BUCKET: "system-test",
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    SESSION_SECRET: "system-test-secret-0123456789abcdef0123",
    MAIL_OUTBOX_DIR: path.join(dir, "mail"),
    DATA_DIR: path.join(dir, "data"),
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: "system-admin-password",
    LOG_LEVEL: "warn",
    // One process per instance unless a test asks for the cluster (extraEnv), so each is one cache and one pid.
    WEB_CONCURRENCY: "1",
    // As behind one load balancer: each test visitor says its own address in X-Forwarded-For (`visitorAddress`),
    // so the per-address limits count visitors, as they do in production, rather than the one test runner.
    TRUST_PROXY: "1",
  };
  return {
    dir,
    env,
    async stopPostgres() {
      await pg?.stop();
      pg = null;
    },
    async startPostgres() {
      pg ??= await startEmbeddedPostgres({ dir: pgDir, port: pgPort, quiet: true });
    },
    async stop() {
      await pg?.stop().catch(() => {});
      await s3.stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** One production app process (`npm start`'s own command) on a free port. */
export type AppProcess = {
  url: string;
  /** The process `npm start` runs (with the cluster, the primary). */
  pid: number;
  /** Everything the process printed, for a failing assertion's message. */
  output: () => string;
  /** Resident memory of the process in bytes, read from /proc. */
  rssBytes: () => Promise<number>;
  alive: () => boolean;
  stop: () => Promise<number | null>;
};

export async function startAppProcess(services: SystemServices, extraEnv: Record<string, string> = {}) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.js"], {
    cwd: repo,
    env: { ...process.env, ...services.env, SITE_URL: `http://localhost:${port}`, PORT: String(port), ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  let running = true;
  void exited.then(() => (running = false));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const status = await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (!running || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the app process did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  const app: AppProcess = {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    async rssBytes() {
      const { readFile } = await import("node:fs/promises");
      const status = await readFile(`/proc/${child.pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? "0");
      return kb * 1024;
    },
    alive: () => running,
    async stop() {
      if (!running) return exited;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  return app;
}

/** What a test file runs against: its own services and its app processes (`app` is the first). */
export type SystemUnderTest = {
  readonly services: SystemServices;
  readonly apps: AppProcess[];
  readonly app: AppProcess;
  /** The app process started `index`-th (from 0). */
  instance: (index: number) => AppProcess;
};

/**
 * Starts a test file's services and app processes before its tests (the apps one after the other: the first start
 * seeds the database) and stops them after (apps first). Each entry of `apps` is one process's extra environment.
 */
export function systemForThisFile({ apps: appEnvs = [{}] }: { apps?: Record<string, string>[] } = {}): SystemUnderTest {
  let services: SystemServices | undefined;
  const apps: AppProcess[] = [];
  beforeAll(async () => {
    services = await startSystemServices();
    for (const env of appEnvs) apps.push(await startAppProcess(services, env));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await services?.stop();
  });
  const instance = (index: number) => {
    const app = apps[index];
    if (!app) throw new Error(`app process ${index} has not started`);
    return app;
  };
  return {
    get services() {
      if (!services) throw new Error("the services have not started");
      return services;
    },
    apps,
    get app() {
      return instance(0);
    },
    instance,
  };
}
