import { createHash } from "node:crypto";

export type Encoding = "br" | "gzip" | "identity";

/**
 * One way of sending a stored response: its bytes and every header, also as the flat name-value list that
 * `writeHead` takes with the least work per request (absent from copies kept on disk by an older build).
 */
export type StoredVariant = { headers: Record<string, string>; headerList?: string[]; body: Buffer };

/** A variant of these bytes with these headers, its header list made once. */
export function storedVariant(body: Buffer, headers: Record<string, string>): StoredVariant {
  return { body, headers, headerList: Object.entries(headers).flat() };
}

/** A response kept as bytes with its compressed forms, made once and sent as they are. */
export type StoredResponse = {
  etag: string;
  variants: Record<Encoding, StoredVariant>;
  /** Headers for a 304, which carries no body. */
  notModifiedHeaders: Record<string, string>;
  /** When the bytes last changed (an HTTP date), for If-Modified-Since: files only; a page has its ETag alone. */
  lastModified?: string;
};

/** A validator made from a body's bytes: the same bytes, the same tag, on every worker. */
export function weakEtag(body: Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** The stored form of a body and its brotli and gzip forms, with a validator made from the body itself. */
export function storedResponse(
  body: { identity: Buffer; br: Buffer; gzip: Buffer },
  headers: Record<string, string>,
  cacheControl: string,
): StoredResponse {
  const etag = weakEtag(body.identity);
  const common = { ...headers, "cache-control": cacheControl, etag, vary: "Accept-Encoding" };
  const variant = (bytes: Buffer, encoding?: string): StoredVariant =>
    storedVariant(bytes, {
      ...common,
      ...(encoding ? { "content-encoding": encoding } : {}),
      "content-length": String(bytes.length),
    });
  return {
    etag,
    variants: { br: variant(body.br, "br"), gzip: variant(body.gzip, "gzip"), identity: variant(body.identity) },
    notModifiedHeaders: { "cache-control": cacheControl, etag, vary: "Accept-Encoding" },
  };
}

/** Bytes a stored response holds, for an LRU's size. */
export function storedSize(stored: StoredResponse): number {
  return stored.variants.identity.body.length + stored.variants.br.body.length + stored.variants.gzip.body.length;
}
