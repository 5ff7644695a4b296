import { Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { Route } from "./+types/media";
import { logger } from "#app/server/logger.server.ts";
import { storage } from "#app/server/storage.server.ts";

const PUBLIC_PREFIXES = ["logos/", "avatars/", "leaders/", "feeds/", "blog/", "brochures/"];
// One range from a given byte is what video players ask for; other forms (several ranges, the last n bytes)
// are answered with the whole file, which the HTTP rules allow and every storage backend handles alike.
const SINGLE_RANGE = /^bytes=\d+-\d*$/;

/**
 * Serves public objects from storage. Anything here can be deleted by staff (a child's photo on request), so
 * browsers and proxies may keep a copy but must ask again before each use (`no-cache` with an ETag): the
 * answer is usually a body-less 304, and once the object is gone it is a 404 everywhere at once. When storage
 * cannot be reached the answer is a 503 to retry, never a 404 that would say the picture is gone. Private
 * prefixes (CVs) are never served here. Byte ranges are honoured: Safari plays a video only when it can fetch
 * it in parts, and every browser seeks that way.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const key = params["*"];
  if (!key || key.includes("..") || !PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix))) {
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const requested = request.headers.get("Range") ?? "";
  const range = SINGLE_RANGE.test(requested) ? requested : undefined;
  const ifNoneMatch = request.headers.get("If-None-Match");
  try {
    if (ifNoneMatch || request.method === "HEAD") {
      // A revalidation, or a request for the headers only, asks storage for the object's details only: a body
      // fetched and never read would hold one of storage's few connections.
      const head = await storage().head(key);
      if (head.ETag && ifNoneMatch === head.ETag) {
        return new Response(null, { status: 304, headers: mediaHeaders(head.ContentType, head.ETag) });
      }
      if (request.method === "HEAD") {
        const headers = mediaHeaders(head.ContentType, head.ETag);
        if (head.ContentLength !== undefined) headers.set("Content-Length", String(head.ContentLength));
        return new Response(null, { status: 200, headers });
      }
    }
    const object = await storage().get(key, range);
    if (!(object.Body instanceof Readable)) return new Response("Not found", { status: 404 });
    const body = object.Body;
    // A visitor who leaves mid-download (a video, a page left before its pictures arrived) frees the connection.
    if (request.signal.aborted) body.destroy();
    else request.signal.addEventListener("abort", () => body.destroy(), { once: true });
    const headers = mediaHeaders(object.ContentType, object.ETag);
    if (object.ContentLength !== undefined) headers.set("Content-Length", String(object.ContentLength));
    if (range && object.ContentRange) headers.set("Content-Range", object.ContentRange);
    return new Response(createReadableStreamFromReadable(body), {
      status: range && object.ContentRange ? 206 : 200,
      headers,
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "InvalidRange") {
      return new Response("Range not satisfiable", { status: 416, headers: { "Accept-Ranges": "bytes" } });
    }
    if (name === "NoSuchKey" || name === "NotFound") {
      return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
    }
    // Storage is unreachable or slow: the picture is not gone, so browsers and caches are told to try again.
    logger.warn({ err: error, key }, "media read failed: storage unavailable");
    return new Response("Storage is briefly unavailable", {
      status: 503,
      headers: { "Cache-Control": "no-store", "Retry-After": "30" },
    });
  }
}

function mediaHeaders(contentType: string | undefined, etag: string | undefined): Headers {
  const headers = new Headers({
    "Content-Type": contentType ?? "application/octet-stream",
    "Cache-Control": "public, no-cache",
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
    // Uploaded SVG and the like can never run script in our origin.
    "Content-Security-Policy": "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  });
  if (etag) headers.set("ETag", etag);
  return headers;
}
