import type { Response } from "express";
import onHeaders from "on-headers";
import { storePage } from "#app/server/html-cache.server.ts";
import { presetCookies, setCookies } from "../form-token-cookie.ts";

/** The response header entry.server sets when the page is the same for every anonymous visitor. */
const SHAREABLE_HEADER = "x-html-shareable";
/** And, for a page showing figures that change without an edit, for how many seconds it may be kept. */
const FRESH_FOR_HEADER = "x-html-fresh-for";

type Chunk = string | Buffer | Uint8Array;

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

/**
 * Collects the rendered bytes and, if the page turns out shareable, stores them once the response ends. React
 * Router writes the page through the response's own `write` and `end`, after the pipeline's headers (security
 * headers, the policy) are set: those are kept with it, which is why the bytes are taken here and not from the
 * renderer.
 */
export function captureShareable(method: string | undefined, res: Response, url: string, version: number): void {
  let shareable = false;
  let freshForSeconds: number | undefined;
  onHeaders(res, () => {
    shareable =
      method === "GET" &&
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
