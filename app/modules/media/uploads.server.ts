import { fileTypeFromBuffer } from "file-type";
import { newObjectKey, storage } from "#app/server/storage.server.ts";

/**
 * Which limit a refused upload passed: a picture is held whole in memory to be re-encoded, so its limit is lower
 * than a video's, which streams to storage.
 */
export type TooLargeReason = "image-too-large" | "video-too-large";

/** A file over its limit, found while it streams in; `reason` says which limit, so nobody reads the message. */
export class UploadTooLarge extends Error {
  readonly reason: TooLargeReason;
  constructor(reason: TooLargeReason) {
    super(`upload refused: ${reason}`);
    this.name = "UploadTooLarge";
    this.reason = reason;
  }
}

export type DetectedType = { mime: string; ext: string };

/** The file's real type from its first bytes; the name and the browser's claimed type are ignored. */
export async function detectFileType(bytes: Uint8Array): Promise<DetectedType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? { mime: detected.mime, ext: detected.ext } : undefined;
}

/**
 * Stores bytes under a generated key, then runs `save` (the database insert). If the insert fails
 * or reports that nothing new was stored, the object is removed again, so no orphan is left behind.
 */
export async function storeThenSave<T>(
  prefix: string,
  file: { bytes: Uint8Array; mime: string; ext: string },
  save: (key: string) => Promise<T | null>,
): Promise<T | null> {
  const key = newObjectKey(prefix, file.ext);
  await storage().put(key, file.bytes, file.mime);
  return saveOrRemove(key, save);
}

/**
 * Runs `save` for an object already stored under `key` (a streamed upload); if it fails or saves nothing,
 * the object is removed again.
 */
export async function saveOrRemove<T>(key: string, save: (key: string) => Promise<T | null>): Promise<T | null> {
  try {
    const saved = await save(key);
    if (saved === null) await storage().deleteQuietly(key);
    return saved;
  } catch (error) {
    await storage().deleteQuietly(key);
    throw error;
  }
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
