import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { connect, type Sql } from "../../scripts/pg-sql.ts";
import { freePort } from "../../scripts/services.ts";

const repo = path.resolve(import.meta.dirname, "../..");

/** Variables that would point the app at services of its own; without them it starts the embedded ones. */
const SERVICE_VARIABLES = [
  "DATABASE_URL",
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "SESSION_SECRET",
  "SITE_URL",
  "MAIL_OUTBOX_DIR",
];

export const EMBEDDED_ADMIN = { email: "admin@example.com", password: "embedded-admin-password" };

/** `npm start` as someone runs it on a machine of their own: its own PostgreSQL and storage, in `dataDir`. */
export type EmbeddedApp = {
  url: string;
  port: number;
  /** The start process. */
  pid: number;
  /** Milliseconds from spawning to the first ready answer. */
  readyAfterMs: number;
  output: () => string;
  alive: () => boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits for the process to end (SIGKILL after 40 s). */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export async function startEmbeddedApp(
  dataDir: string,
  { env = {}, readyWithinMs = 120_000 }: { env?: Record<string, string>; readyWithinMs?: number } = {},
): Promise<EmbeddedApp> {
  const port = await freePort();
  const baseEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !SERVICE_VARIABLES.includes(name)),
  ) as Record<string, string>;
  const startedAt = Date.now();
  const child = spawn(process.execPath, ["scripts/start.js"], {
    cwd: repo,
    env: {
      ...baseEnv,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_EMAIL: EMBEDDED_ADMIN.email,
      ADMIN_PASSWORD: EMBEDDED_ADMIN.password,
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: "2",
      // Each test visitor gives its own address (X-Forwarded-For), as behind a load balancer.
      TRUST_PROXY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  let running = true;
  void exited.then(() => (running = false));

  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (!running || Date.now() - startedAt > readyWithinMs) {
      child.kill("SIGKILL");
      throw new Error(`the app did not become ready within ${readyWithinMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    pid: child.pid ?? 0,
    readyAfterMs: Date.now() - startedAt,
    output: () => output,
    alive: () => running,
    exited,
    async stop() {
      if (running) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 40_000);
      const how = await exited;
      clearTimeout(timer);
      return how;
    },
  };
}

/** The embedded PostgreSQL of a data folder, as its `postmaster.pid` says: its process and port. */
export async function embeddedPostgres(dataDir: string): Promise<{ pid: number; port: number }> {
  const lines = (await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n");
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** A connection to the app's database in a data folder whose PostgreSQL runs. */
export async function embeddedDatabase(dataDir: string): Promise<Sql> {
  const { port } = await embeddedPostgres(dataDir);
  return connect({ host: "127.0.0.1", port, user: "postgres", password: "postgres", database: "app" });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Waits until the process is gone; false if it is still there after `ms`. */
export async function gone(pid: number, ms = 30_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}
