import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";
import { contentVersion } from "#app/server/change-feed.server.ts";
import {
  currentContentVersion,
  findPage,
  lastGoodPage,
  storePage,
  type CachedPage,
} from "#app/server/html-cache.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { sendStored } from "./send-stored.ts";

/** The response header entry.server sets when the page is the same for every anonymous visitor. */
export const SHAREABLE_HEADER = "x-html-shareable";

type Chunk = string | Buffer | Uint8Array;

// Headers that belong to one response, or that the cache sets itself.
const NOT_STORED = new Set([
  SHAREABLE_HEADER,
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "set-cookie",
  "transfer-encoding",
  "vary",
  "x-request-id",
]);

/** A page view that may be answered from the shared cache: anonymous (no session, no toast), GET or HEAD. */
function mayShare(req: Request): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    process.env.NODE_ENV !== "development" &&
    !req.path.endsWith(".data") &&
    !/(^|;\s*)(__session|toast)=/.test(req.headers.cookie ?? "")
  );
}

function sendPage(req: Request, res: Response, page: CachedPage, source: "hit" | "stale"): void {
  sendStored(req, res, page, { "x-html-cache": source });
}

/**
 * The fast path, mounted before everything else: an anonymous view of a page kept for the current content
 * version (known in memory from the change feed) is answered with its stored bytes. No database query,
 * no rendering, no compression, no logging above debug.
 */
export function servePageFromCache(req: Request, res: Response, next: NextFunction): void {
  if (!mayShare(req)) return next();
  const version = contentVersion();
  const page = version === null ? undefined : findPage(req.originalUrl, version);
  if (!page) return next();
  logger.debug({ url: req.originalUrl }, "page cache hit");
  sendPage(req, res, page, "hit");
}

/**
 * The slow path, in front of React Router: with the change feed down, the version is read from the database
 * (and if that fails too, the last good page is served); a miss is rendered as usual and, when entry.server
 * marks it shareable, kept with its compressed forms for the next visitor.
 */
export function sharedHtml() {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!mayShare(req)) return next();
    const url = req.originalUrl;
    let version = contentVersion();
    if (version === null) {
      try {
        version = await currentContentVersion();
      } catch (error) {
        const stale = await lastGoodPage(url);
        reportUnknownVersion(error);
        if (stale) return sendPage(req, res, stale, "stale");
        return next();
      }
    }
    const page = findPage(url, version);
    if (page) return sendPage(req, res, page, "hit");
    captureShareable(req, res, url, version);
    next();
  };
}

let lastReported = 0;

/** Says so once every few seconds, not on every request, while the database does not answer. */
function reportUnknownVersion(error: unknown) {
  if (Date.now() - lastReported < 10_000) return;
  lastReported = Date.now();
  logger.warn({ err: error }, "content version unknown: serving the last good pages");
}

/** Collects the rendered bytes and, if the page turns out shareable, stores them once the response ends. */
function captureShareable(req: Request, res: Response, url: string, version: number) {
  let shareable = false;
  onHeaders(res, () => {
    shareable =
      req.method === "GET" &&
      res.statusCode === 200 &&
      res.getHeader(SHAREABLE_HEADER) === "1" &&
      !res.hasHeader("set-cookie") &&
      String(res.getHeader("content-type") ?? "").startsWith("text/html");
    res.removeHeader(SHAREABLE_HEADER);
  });
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    chunks.push(Buffer.from(chunk));
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((...args: unknown[]) => {
    const [chunk] = args;
    if (typeof chunk === "string" || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    const result = end(...args);
    if (shareable) void storePage(url, version, Buffer.concat(chunks), storedHeaders(res));
    return result;
  }) as Response["end"];
}

function storedHeaders(res: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || NOT_STORED.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return headers;
}
