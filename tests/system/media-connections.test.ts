/**
 * Storage keeps a small pool of connections (50). A picture or video whose download the visitor abandons, or a
 * HEAD request, must give its connection back: with them all held, every picture and upload waits forever.
 */
import { request } from "node:http";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { beforeAll, describe, expect, it } from "vitest";
import { systemForThisFile } from "../support/app-processes.ts";

// One worker, so every request below shares one storage client.
const system = systemForThisFile({ apps: [{ WEB_CONCURRENCY: "1" }] });
const key = "blog/large-picture.webp";
const size = 4_000_000;

beforeAll(async () => {
  const s3 = new S3Client({
    region: "us-east-1",
    endpoint: system.services.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: {
      accessKeyId: system.services.env.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: system.services.env.S3_SECRET_ACCESS_KEY ?? "",
    },
  });
  await s3.send(
    new PutObjectCommand({
      Bucket: system.services.env.S3_BUCKET,
      Key: key,
      Body: Buffer.alloc(size, 7),
      ContentType: "image/webp",
    }),
  );
  s3.destroy();
});

/** Starts a download, reads its first bytes and hangs up, as a visitor leaving the page does. */
function abandonedDownload(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, (res) => {
      res.once("data", () => {
        req.destroy();
        resolve();
      });
    });
    req.on("error", (error) => (req.destroyed ? resolve() : reject(error)));
    req.end();
  });
}

describe("media downloads and storage's connections", () => {
  it("abandoned downloads and HEAD requests leave storage reachable", async () => {
    const url = `${system.app.url}/media/${key}`;
    for (let round = 0; round < 80; round++) {
      const head = await fetch(url, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String(size));
      await abandonedDownload(url);
    }
    const whole = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(size);
  });
});
