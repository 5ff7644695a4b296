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
import type { IncomingMessage, ServerResponse } from "node:http";
import { formTokenCookieFor } from "#app/modules/forms/submission-key.server.ts";
import { sourceOfLanding } from "#app/modules/leads/lead-source.ts";
import { presetCookies, setCookies } from "./form-token-cookie.ts";
import { sendStored } from "./send-stored.ts";

/** The response header entry.server sets when the page is the same for every anonymous visitor. */
export const SHAREABLE_HEADER = "x-html-shareable";
/** And, for a page showing figures that change without an edit, for how many seconds it may be kept. */
export const FRESH_FOR_HEADER = "x-html-fresh-for";

type Chunk = string | Buffer | Uint8Array;

/** The header that says a page came from the cache, as `sendStored` takes it. */
const FROM_CACHE = { hit: ["x-html-cache", "hit"], stale: ["x-html-cache", "stale"] } as const;

/** Set when the fast path asked the cache for this request's page and found none to send. */
const ASKED = Symbol("page cache asked");

// Headers that belong to one response, or that the cache sets itself.
const NOT_STORED = new Set([
  SHAREABLE_HEADER,
  FRESH_FOR_HEADER,
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

/** Cookies that make a page this visitor's: a session, a toast to show. */
const PERSONAL_COOKIES = /(^|;\s*)(__session|toast)=/;

/**
 * A page view that may be answered from the shared cache: anonymous (no session, no toast), GET or HEAD. A Fun
 * Zone player counts as anonymous: the page shows no one's progress, which the game's island asks for.
 */
function mayShare(req: IncomingMessage): boolean {
  const cookies = req.headers.cookie ?? "";
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    process.env.NODE_ENV !== "development" &&
    !pathOf(req.url ?? "/").endsWith(".data") &&
    !PERSONAL_COOKIES.test(cookies)
  );
}

const pathOf = (url: string) => {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
};

/** Marks the request as asked of the cache (for this version), on the request itself: Express's is the same object. */
function markAsked(req: IncomingMessage, version: number) {
  (req as IncomingMessage & { [ASKED]?: number })[ASKED] = version;
}
const askedFor = (req: IncomingMessage) => (req as IncomingMessage & { [ASKED]?: number })[ASKED];

/**
 * The fastest path, before any framework: the server's own request handler asks this first. A stored page is sent
 * with headers prepared when it was kept; a new visitor to a lead form's page gets a form token with it. A visit
 * that says where the visitor came from (campaign tags, another site's link) goes the long way, where that is
 * kept in a cookie (`rememberLeadSource`). Says whether it answered.
 */
export function answerFromStoredPages(req: IncomingMessage, res: ServerResponse): boolean {
  if (!mayShare(req)) return false;
  const url = req.url ?? "/";
  const referer = req.headers.referer;
  if (
    (referer || url.includes("utm_")) &&
    sourceOfLanding(new URL(url, `http://${req.headers.host}`), referer ?? null)
  ) {
    return false;
  }
  const version = contentVersion();
  if (version === null) return false;
  const page = findPage(url, version);
  if (!page) {
    markAsked(req, version);
    return false;
  }
  const formToken = formTokenCookieFor(pathOf(url), req.headers.cookie ?? null);
  sendStored(req, res, page, formToken ? [...FROM_CACHE.hit, "set-cookie", formToken] : FROM_CACHE.hit);
  return true;
}

function sendPage(req: Request, res: Response, page: CachedPage, source: "hit" | "stale"): void {
  sendStored(req, res, page, FROM_CACHE[source]);
}

/**
 * The fast path, mounted before everything else: an anonymous view of a page kept for the current content
 * version (known in memory from the change feed) is answered with its stored bytes. No database query,
 * no rendering, no compression, no logging above debug.
 */
export function servePageFromCache(req: Request, res: Response, next: NextFunction): void {
  if (!mayShare(req)) return next();
  const version = contentVersion();
  // Asked once: a page past its freshness lets one request through to draw it again.
  const page = version === null || askedFor(req) === version ? undefined : findPage(req.originalUrl, version);
  if (!page) {
    if (version !== null) markAsked(req, version);
    return next();
  }
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
    const page = askedFor(req) === version ? undefined : findPage(url, version);
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
  let freshForSeconds: number | undefined;
  onHeaders(res, () => {
    shareable =
      req.method === "GET" &&
      res.statusCode === 200 &&
      res.getHeader(SHAREABLE_HEADER) === "1" &&
      // Cookies the page itself set (a session, a toast read) make it this visitor's; those set before it (the
      // form token, the lead source) are in this response's headers only, never stored.
      setCookies(res).every((cookie) => presetCookies(res).includes(cookie)) &&
      String(res.getHeader("content-type") ?? "").startsWith("text/html");
    res.removeHeader(SHAREABLE_HEADER);
    const fresh = Number(res.getHeader(FRESH_FOR_HEADER));
    freshForSeconds = Number.isFinite(fresh) && fresh > 0 ? fresh : undefined;
    res.removeHeader(FRESH_FOR_HEADER);
  });
  const chunks: Buffer[] = [];
  // The headers are decided before the first byte is written, so a page found not shareable (a visitor's own
  // page, a redirect, an error) is not copied: the copies would only be garbage holding native memory until the
  // next GC, for every page drawn per request (docs/decisions/015, "Memory").
  const keep = (chunk: Chunk) => {
    if (shareable || !res.headersSent) chunks.push(Buffer.from(chunk));
  };
  const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    keep(chunk);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((...args: unknown[]) => {
    const [chunk] = args;
    if (typeof chunk === "string" || chunk instanceof Uint8Array) keep(chunk);
    const result = end(...args);
    if (shareable) void storePage(url, version, Buffer.concat(chunks), storedHeaders(res), freshForSeconds);
    return result;
  }) as Response["end"];
}

function storedHeaders(res: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    // A page a browser must never keep (the sign-in pages) is kept here with that rule; any other cache rule
    // is the cache's own.
    if (name === "cache-control" && value === "no-store") headers[name] = value;
    if (value === undefined || NOT_STORED.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return headers;
}
