import type { IncomingMessage, ServerResponse } from "node:http";
import type { StoredResponse } from "#app/server/stored-response.server.ts";
import { preferredEncoding } from "./encoding.ts";

/** Writes stored bytes and headers, nothing else: the form the client accepts, or 304 for a matching If-None-Match. */
export function sendStored(
  req: IncomingMessage,
  res: ServerResponse,
  stored: StoredResponse,
  extraHeaders: Record<string, string> = {},
): void {
  const tags = req.headers["if-none-match"];
  if (tags && tags.split(",").some((tag) => tag.trim() === stored.etag || tag.trim() === "*")) {
    res.writeHead(304, stored.notModifiedHeaders).end();
    return;
  }
  const variant = stored.variants[preferredEncoding(req) ?? "identity"];
  res.writeHead(200, { ...variant.headers, ...extraHeaders });
  res.end(req.method === "HEAD" ? undefined : variant.body);
}
