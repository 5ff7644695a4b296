import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import mime from "mime-types";
import {
  storedVariant,
  type Encoding,
  type StoredResponse,
  type StoredVariant,
} from "#app/server/stored-response.server.ts";

/** Hashed build assets never change under their name: a year, without revalidation. */
const HASHED = "public, max-age=31536000, immutable";
/** The few files at the top of the public folder (favicon, manifest) keep their names across builds: an hour. */
const NAMED = "public, max-age=3600";

/**
 * The build's files, read once at start (a few MB; the folders are immutable build output) with the brotli and
 * gzip copies written at build time, each with its headers prepared once: the hashed assets under `/assets/`,
 * and the files at the top of the client folder. Keyed by path, so a request costs one lookup and no file-system
 * call.
 */
export function storedFiles(clientDir: string): Map<string, StoredResponse> {
  const files = new Map<string, StoredResponse>();
  const add = (dir: string, prefix: string, cacheControl: string) => {
    if (!existsSync(dir)) return;
    const entries = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile());
    const names = new Set(entries.map((entry) => entry.name));
    for (const name of names) {
      const type = mime.contentType(path.extname(name));
      if (!type || name.endsWith(".br") || name.endsWith(".gz")) continue;
      files.set(`${prefix}${name}`, storedFile(dir, name, type, cacheControl, names));
    }
  };
  add(path.join(clientDir, "assets"), "/assets/", HASHED);
  add(clientDir, "/", NAMED);
  return files;
}

function storedFile(
  dir: string,
  name: string,
  type: string,
  cacheControl: string,
  names: ReadonlySet<string>,
): StoredResponse {
  const file = path.join(dir, name);
  const identity = readFileSync(file);
  const etag = `"${createHash("sha1").update(identity).digest("base64url")}"`;
  const lastModified = statSync(file).mtime.toUTCString();
  const compressed = names.has(`${name}.br`) || names.has(`${name}.gz`);
  const common = {
    "content-type": type,
    "cache-control": cacheControl,
    etag,
    "last-modified": lastModified,
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
    lastModified,
    variants: { identity: plain, br: copy(".br", "br"), gzip: copy(".gz", "gzip") },
    notModifiedHeaders: {
      "cache-control": cacheControl,
      etag,
      "last-modified": lastModified,
      ...(compressed ? { vary: "Accept-Encoding" } : {}),
    },
  };
}
