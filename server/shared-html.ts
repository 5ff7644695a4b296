import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { cacheKey, currentContentVersion, readCachedHtml, storeCachedHtml } from "#app/server/html-cache.server.ts";
import { logger } from "#app/server/logger.server.ts";

/** The response header entry.server sets when every matched route says its HTML is the same for all visitors. */
export const SHAREABLE_HEADER = "x-html-shareable";

type Locals = { nonce: string };
type Chunk = string | Buffer | Uint8Array;

/**
 * Serves anonymous visitors' pages from an in-process cache keyed by content version and URL, and answers
 * revalidation with 304. Misses render as usual and are stored when the page says it is shareable.
 * Any session or toast cookie bypasses the cache, so personal pages are never shared.
 */
export function sharedHtml(buildId: () => Promise<string>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (
      req.method !== "GET" ||
      req.path.endsWith(".data") ||
      /(^|;\s*)(__session|toast)=/.test(req.headers.cookie ?? "")
    ) {
      next();
      return;
    }
    let key: string;
    try {
      key = cacheKey(await currentContentVersion(), await buildId(), req.originalUrl);
    } catch (error) {
      logger.warn({ err: error }, "content version unavailable; rendering without the page cache");
      next();
      return;
    }
    const etag = `W/"${createHash("sha1").update(key).digest("base64url").slice(0, 22)}"`;
    const { nonce } = res.locals as Locals;
    const hit = readCachedHtml(key, nonce);
    if (hit) {
      res.setHeader("ETag", etag);
      res.setHeader("Cache-Control", "private, no-cache");
      if (req.headers["if-none-match"] === etag) {
        // The browser keeps the page it has, with the CSP header that came with it (and its nonce).
        res.removeHeader("Content-Security-Policy");
        res.status(304).end();
        return;
      }
      res.setHeader("X-Html-Cache", "hit");
      res.status(200).type("html").send(hit.html);
      return;
    }

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
      const shareable =
        res.statusCode === 200 &&
        res.getHeader(SHAREABLE_HEADER) === "1" &&
        !res.getHeader("Set-Cookie") &&
        String(res.getHeader("Content-Type") ?? "").startsWith("text/html");
      if (shareable) storeCachedHtml(key, Buffer.concat(chunks).toString("utf8"), nonce, etag);
      return end(...args);
    }) as Response["end"];
    next();
  };
}
