import sharp from "sharp";
import { detectFileType } from "./uploads.server.ts";

const RASTER_TYPES = new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);

/**
 * Re-encodes an uploaded picture as a square WebP of `size` pixels: whatever the file carried
 * (metadata, scripts in odd formats, huge dimensions) does not survive. Null when it is not an image.
 */
export async function reencodeSquareImage(bytes: Uint8Array, size = 256): Promise<Uint8Array | null> {
  const type = await detectFileType(bytes);
  if (!type || !RASTER_TYPES.has(type.mime)) return null;
  try {
    const output = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(size, size, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    return null;
  }
}
