/**
 * The local stand-in for S3 (s3rver), in a process of its own so that it can be restarted on its own and
 * does not share an event loop with anything else. Started by `startS3rver` with its options in
 * STORAGE_PROCESS_OPTIONS; says `{ ready: true }` once it listens. It stops on SIGTERM, and when the process
 * that started it goes away for any reason (its IPC channel closes). A terminal's Ctrl+C is not for it: the
 * process that started it stops it once the app has finished its requests.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import S3rver from "s3rver";

type Options = { dir: string; port: number; bucket: string };

const options = JSON.parse(process.env.STORAGE_PROCESS_OPTIONS ?? "{}") as Options;

await mkdir(options.dir, { recursive: true });
const server = new S3rver({
  port: options.port,
  address: "127.0.0.1",
  directory: path.resolve(options.dir),
  silent: true,
  configureBuckets: [{ name: options.bucket }],
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close().catch(() => undefined);
  process.exit(0);
}

process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => {});
process.on("disconnect", () => void stop());

try {
  await server.run();
  process.send?.({ ready: true });
} catch (error) {
  process.send?.({ ready: false, error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
