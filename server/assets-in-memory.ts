import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import {
  storedVariant,
  type Encoding,
  type StoredResponse,
  type StoredVariant,
} from "#app/server/stored-response.server.ts";
import { sendStored } from "./send-stored.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
};

/** Hashed build assets never change under their name: a year, without revalidation. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * The build's hashed assets (a few MB), read once at start with the brotli and gzip copies written at build time,
 * and answered from memory with headers prepared once, before any framework. Says whether it answered; an
 * unknown name is left to the static file server behind it.
 */
export function assetsFromMemory(
  dir: string,
  prefix = "/assets/",
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const assets = new Map<string, StoredResponse>();
  const names = existsSync(dir) ? readdirSync(dir) : [];
  for (const name of names) {
    const type = TYPES[path.extname(name)];
    if (!type || name.endsWith(".br") || name.endsWith(".gz")) continue;
    assets.set(`${prefix}${name}`, storedAsset(dir, name, type, new Set(names)));
  }
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const asset = assets.get(req.url ?? "");
    if (!asset) return false;
    sendStored(req, res, asset);
    return true;
  };
}

function storedAsset(dir: string, name: string, type: string, names: ReadonlySet<string>): StoredResponse {
  const identity = readFileSync(path.join(dir, name));
  const etag = `"${createHash("sha1").update(identity).digest("base64url")}"`;
  const compressed = names.has(`${name}.br`) || names.has(`${name}.gz`);
  const common = {
    "content-type": type,
    "cache-control": CACHE_CONTROL,
    etag,
    ...(compressed ? { vary: "Accept-Encoding" } : {}),
  };
  const variant = (body: Buffer, encoding?: Encoding): StoredVariant =>
    storedVariant(body, {
      ...common,
      ...(encoding ? { "content-encoding": encoding } : {}),
      "content-length": String(body.length),
    });
  const plain = variant(identity);
  const copy = (suffix: string, encoding: Encoding) =>
    names.has(`${name}${suffix}`) ? variant(readFileSync(path.join(dir, `${name}${suffix}`)), encoding) : plain;
  return {
    etag,
    variants: { identity: plain, br: copy(".br", "br"), gzip: copy(".gz", "gzip") },
    notModifiedHeaders: { "cache-control": CACHE_CONTROL, etag, ...(compressed ? { vary: "Accept-Encoding" } : {}) },
  };
}
