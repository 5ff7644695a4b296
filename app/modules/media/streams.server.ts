import { Readable } from "node:stream";
import { storage } from "#app/server/storage.server.ts";
import { UploadTooLarge, type TooLargeReason } from "./uploads.server.ts";

/** file-type's own sample size: enough for every format it knows. */
const SNIFF_BYTES = 4100;

/**
 * The first bytes of a stream, to tell its type, and the whole stream again (those bytes included)
 * for whoever reads it next.
 */
export async function peek(
  body: AsyncIterable<Uint8Array>,
  bytes = SNIFF_BYTES,
): Promise<{ head: Uint8Array; whole: AsyncIterable<Uint8Array> }> {
  const iterator = body[Symbol.asyncIterator]();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.byteLength;
  }
  const head = Buffer.concat(chunks);
  async function* whole() {
    if (head.byteLength > 0) yield head;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, whole: whole() };
}

/** The stream's bytes in memory, refused once they pass `maxBytes` (pictures, which are re-encoded whole). */
export async function collect(
  body: AsyncIterable<Uint8Array>,
  maxBytes: number,
  reason: TooLargeReason,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new UploadTooLarge(reason);
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Streams a file to storage in parts (never whole in memory), refusing it once it passes `maxBytes`.
 * Nothing stays in storage when it is refused or the upload fails. Returns the number of bytes stored.
 */
export async function streamToStorage(
  key: string,
  body: AsyncIterable<Uint8Array>,
  contentType: string,
  maxBytes: number,
  reason: TooLargeReason,
): Promise<number> {
  let size = 0;
  let tooLarge = false;
  async function* counted() {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        tooLarge = true;
        throw new UploadTooLarge(reason);
      }
      yield chunk;
    }
  }
  try {
    await storage().upload(key, Readable.from(counted(), { objectMode: false }), contentType);
  } catch (error) {
    // A refused upload may have completed a first part already; whatever arrived is removed.
    await storage().deleteQuietly(key);
    if (tooLarge) throw new UploadTooLarge(reason);
    throw error;
  }
  return size;
}
