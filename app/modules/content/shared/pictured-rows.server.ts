import { storage } from "#app/server/storage.server.ts";
import { reencodeSquareImage } from "#app/modules/media/images.server.ts";
import { storeThenSave } from "#app/modules/media/uploads.server.ts";

export type PicturedSaveOutcome = "saved" | "not-an-image" | "conflict" | "missing";

/** What writing the row came to: saved (with the key of a picture it replaced, to remove), or not. */
export type PicturedWrite = { outcome: "saved"; replacedKey: string | null } | { outcome: "conflict" | "missing" };

/**
 * Saves a row that may come with a new square picture (a testimonial's avatar, a leader's photo). The picture is
 * re-encoded and stored first; if the row cannot be written (or another edit won), the new picture is removed
 * again. A picture the row replaced is removed after the row is saved, so the page never names a missing file.
 * `write` gets the new picture's key, or null when none was sent (the row keeps the picture it has).
 */
export async function saveWithSquarePicture(
  upload: File | undefined,
  prefix: string,
  write: (pictureKey: string | null) => Promise<PicturedWrite>,
): Promise<PicturedSaveOutcome> {
  let picture: Uint8Array | null = null;
  if (upload && upload.size > 0) {
    picture = await reencodeSquareImage(new Uint8Array(await upload.arrayBuffer()));
    if (!picture) return "not-an-image";
  }
  // Widened: the callback below assigns it, which the narrowing of a plain initialiser would not see.
  let written = { outcome: "missing" } as PicturedWrite;
  if (picture) {
    await storeThenSave(prefix, { bytes: picture, mime: "image/webp", ext: "webp" }, async (key) => {
      written = await write(key);
      // Anything but a saved row leaves the new picture unused, so it is removed.
      return written.outcome === "saved" ? written : null;
    });
  } else {
    written = await write(null);
  }
  if (written.outcome === "saved" && written.replacedKey) await storage().deleteQuietly(written.replacedKey);
  return written.outcome;
}
