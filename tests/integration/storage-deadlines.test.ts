/**
 * A storage server that accepts connections and then says nothing (hung, or behind a half-open network path).
 * Every storage call gives up within its deadline, leaves no connection open, and the media route answers 503
 * to retry rather than a 404 that would say the picture is gone.
 */
import { createServer, type Server, type Socket } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as media } from "#app/routes/resources/media.ts";
import { env } from "#app/server/env.server.ts";
import * as storageModule from "#app/server/storage.server.ts";
import { Storage, StorageTimeout } from "#app/server/storage.server.ts";

let silent: Server;
const open = new Set<Socket>();
let endpoint = "";

beforeAll(async () => {
  silent = createServer((socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => {});
    // Reads what is sent, answers nothing.
    socket.resume();
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const address = silent.address();
  endpoint = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  for (const socket of open) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const deadlines = { connectMs: 500, answerMs: 600, idleMs: 800, callMs: 1_500, pingMs: 700 };

function silentStorage(overrides: Partial<typeof deadlines> = {}) {
  const e = env();
  return new Storage({
    endpoint,
    bucket: "never-answers",
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    region: e.S3_REGION,
    deadlines: { ...deadlines, ...overrides },
  });
}

/** How long a call took to fail, and with what. */
async function failure(call: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = Date.now();
  const error = await call().then(
    () => null,
    (reason: unknown) => reason,
  );
  return { ms: Date.now() - started, error };
}

async function noConnectionsLeft(withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (open.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return open.size === 0;
}

describe("a storage server that never answers", () => {
  it("fails each kind of call within its deadline and leaves no connection open", async () => {
    const store = silentStorage();
    const calls: [string, () => Promise<unknown>, number][] = [
      ["ping", () => store.ping(), deadlines.pingMs],
      ["get", () => store.get("feeds/a.webp"), deadlines.callMs],
      ["head", () => store.head("feeds/a.webp"), deadlines.callMs],
      ["put", () => store.put("feeds/a.txt", "hello", "text/plain"), deadlines.callMs],
      ["delete", () => store.delete("feeds/a.txt"), deadlines.callMs],
      ["ensureBucket", () => store.ensureBucket(), 2 * deadlines.callMs],
    ];
    for (const [name, call, deadline] of calls) {
      const { ms, error } = await failure(call);
      expect(error, name).toBeInstanceOf(Error);
      expect(ms, name).toBeLessThan(deadline + 500);
    }
    // A video streamed in parts: each part has the client's deadlines (two attempts of `answerMs`).
    const video = Readable.from([Buffer.alloc(6 * 1024 * 1024, 1)]);
    const upload = await failure(() => store.upload("feeds/a.mp4", video, "video/mp4"));
    expect(upload.error).toBeInstanceOf(Error);
    expect(upload.ms).toBeLessThan(2 * deadlines.answerMs + 2_000);
    expect(await noConnectionsLeft(2_000)).toBe(true);
  });

  it("says a timed-out call is a timeout, whichever deadline ran out", async () => {
    for (const answerMs of [600, 5_000]) {
      const { error } = await failure(() => silentStorage({ answerMs }).get("feeds/a.webp"));
      expect(error).toBeInstanceOf(StorageTimeout);
    }
  });

  it("makes the media route answer 503 with Retry-After, not 404, within the deadline", async () => {
    vi.spyOn(storageModule, "storage").mockReturnValue(silentStorage());
    try {
      for (const headers of [{}, { "If-None-Match": '"abc"' }] as Record<string, string>[]) {
        const started = Date.now();
        const response = await media({
          params: { "*": "feeds/a.webp" },
          request: new Request("http://localhost/media/feeds/a.webp", { headers }),
        } as unknown as Parameters<typeof media>[0]);
        expect(Date.now() - started).toBeLessThan(deadlines.callMs + 500);
        expect(response.status).toBe(503);
        expect(response.headers.get("Retry-After")).toBe("30");
        expect(response.headers.get("Cache-Control")).toBe("no-store");
      }
    } finally {
      vi.restoreAllMocks();
    }
    expect(await noConnectionsLeft(2_000)).toBe(true);
  });
});
