import type { IncomingMessage, ServerResponse } from "node:http";
import type { StoredResponse } from "#app/server/stored-response.server.ts";
import { preferredEncoding } from "./encoding.ts";

const NO_HEADERS: readonly string[] = [];

/**
 * Writes stored bytes and headers, nothing else: the form the client accepts, or 304 for a matching
 * If-None-Match. Extra headers come as a flat name-value list, like the stored ones, which Node writes as they are.
 */
export function sendStored(
  req: IncomingMessage,
  res: ServerResponse,
  stored: StoredResponse,
  extraHeaders: readonly string[] = NO_HEADERS,
): void {
  const tags = req.headers["if-none-match"];
  if (tags && tags.split(",").some((tag) => tag.trim() === stored.etag || tag.trim() === "*")) {
    res.writeHead(304, stored.notModifiedHeaders).end();
    return;
  }
  const variant = stored.variants[preferredEncoding(req) ?? "identity"];
  const headers = variant.headerList ?? Object.entries(variant.headers).flat();
  res.writeHead(200, extraHeaders.length === 0 ? headers : [...headers, ...extraHeaders]);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}
