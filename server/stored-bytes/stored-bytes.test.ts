import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "./files.ts";
import { sendStored } from "./send.ts";

let dir = "";
let server: Server;
let port = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "stored-bytes-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "assets", "app-abc123.js"), "console.log('plain');");
  await writeFile(path.join(dir, "assets", "app-abc123.js.br"), "brotli bytes");
  await writeFile(path.join(dir, "assets", "app-abc123.js.gz"), "gzip bytes");
  await writeFile(path.join(dir, "assets", "logo-def456.webp"), "webp bytes");
  await writeFile(path.join(dir, "favicon.svg"), "<svg/>");
  const files = storedFiles(dir);
  server = createServer((req, res) => {
    const file = files.get(req.url ?? "");
    if (file) sendStored(req, res, file);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: url, method, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe("stored files", () => {
  it("sends the copy the client accepts, with its type from mime-types and a year's cache for a hashed asset", async () => {
    const br = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.body).toBe("brotli bytes");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    const gzip = await get("/assets/app-abc123.js", { "accept-encoding": "br;q=0, gzip;q=0.8" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/assets/app-abc123.js", { "accept-encoding": "identity" });
    expect(plain.body).toBe("console.log('plain');");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const image = await get("/assets/logo-def456.webp", { "accept-encoding": "br" });
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["vary"]).toBeUndefined();
    const favicon = await get("/favicon.svg");
    expect(favicon.headers["content-type"]).toBe("image/svg+xml");
    expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers 304 to a current If-None-Match, weak or strong, alone or in a list, and to If-Modified-Since", async () => {
    const first = await get("/assets/app-abc123.js");
    const etag = first.headers["etag"] ?? "";
    expect(etag).toMatch(/^"/);
    expect((await get("/assets/app-abc123.js", { "if-none-match": etag })).status).toBe(304);
    expect((await get("/assets/app-abc123.js", { "if-none-match": `W/${etag}` })).status).toBe(304);
    expect((await get("/assets/app-abc123.js", { "if-none-match": `"other", ${etag}` })).status).toBe(304);
    expect((await get("/assets/app-abc123.js", { "if-none-match": "*" })).status).toBe(304);
    // As fetch() sends a request with a validator: the origin still answers 304.
    expect((await get("/assets/app-abc123.js", { "if-none-match": etag, "cache-control": "no-cache" })).status).toBe(
      304,
    );
    expect((await get("/assets/app-abc123.js", { "if-none-match": '"other"' })).status).toBe(200);
    const since = first.headers["last-modified"] ?? "";
    expect((await get("/assets/app-abc123.js", { "if-modified-since": since })).status).toBe(304);
    expect((await get("/assets/app-abc123.js", { "if-modified-since": "Thu, 01 Jan 1970 00:00:00 GMT" })).status).toBe(
      200,
    );
  });

  it("answers HEAD with the headers alone", async () => {
    const head = await get("/assets/app-abc123.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(String("brotli bytes".length));
  });
});
