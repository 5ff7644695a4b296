import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import fresh from "fresh";
import Negotiator from "negotiator";
import type { Encoding, StoredResponse } from "#app/server/stored-response.server.ts";

/** The codings stored bytes are kept in, smallest first: the order that decides between equally weighted ones. */
const CODINGS: readonly Encoding[] = ["br", "gzip", "identity"];

/** Each Accept-Encoding value seen lately and what it chose: negotiated once, not on every stored answer. */
const chosenFor = new Map<string, "br" | "gzip" | null>();

/**
 * negotiator's `encodings` with its `preferred` option (negotiator 1.x; the published types predate it): the
 * order that breaks ties between equally weighted codings.
 */
type EncodingsInOrder = (available: readonly string[], options: { preferred: readonly string[] }) => string[];
const MEMO_SIZE = 64;

/**
 * The stored form the client accepts (negotiator, with q-values): brotli, then gzip, then the plain bytes.
 * Browsers list gzip first (`gzip, deflate, br, zstd`) at equal weight, which states no preference, so the order
 * of `CODINGS` decides. A coding (or `*`) given `q=0` is refused. Null means the plain bytes (no header, or
 * nothing compressed accepted).
 */
export function preferredEncoding(req: { headers: IncomingHttpHeaders }): "br" | "gzip" | null {
  const header = req.headers["accept-encoding"];
  if (!header) return null;
  let chosen = chosenFor.get(header);
  if (chosen === undefined) {
    // Browsers send a handful of distinct values; a client sending endless new ones only empties the memo.
    if (chosenFor.size >= MEMO_SIZE) chosenFor.clear();
    const negotiator = new Negotiator({ headers: { "accept-encoding": header } });
    const [best] = (negotiator.encodings.bind(negotiator) as EncodingsInOrder)(CODINGS, { preferred: CODINGS });
    chosen = best === "br" || best === "gzip" ? best : null;
    chosenFor.set(header, chosen);
  }
  return chosen;
}

const NO_HEADERS: readonly string[] = [];

/**
 * Writes stored bytes and headers, nothing else: 304 when the client's copy is current (fresh: If-None-Match,
 * weak or strong, one tag or a list, or If-Modified-Since), else the form the client accepts. HEAD gets the
 * headers alone. Extra headers come as a flat name-value list, like the stored ones, which Node writes as they are.
 */
export function sendStored(
  req: IncomingMessage,
  res: ServerResponse,
  stored: StoredResponse,
  extraHeaders: readonly string[] = NO_HEADERS,
): void {
  const ifNoneMatch = req.headers["if-none-match"];
  const ifModifiedSince = req.headers["if-modified-since"];
  if (
    (ifNoneMatch !== undefined || ifModifiedSince !== undefined) &&
    // The validators alone, not the request's Cache-Control: `no-cache` there asks caches on the way to come to
    // the origin, which this is, and fetch() adds it to every request with a validator of its own.
    fresh(
      { "if-none-match": ifNoneMatch, "if-modified-since": ifModifiedSince },
      { etag: stored.etag, "last-modified": stored.lastModified },
    )
  ) {
    res.writeHead(304, stored.notModifiedHeaders).end();
    return;
  }
  const variant = stored.variants[preferredEncoding(req) ?? "identity"];
  const headers = variant.headerList ?? Object.entries(variant.headers).flat();
  res.writeHead(200, extraHeaders.length === 0 ? headers : [...headers, ...extraHeaders]);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}
