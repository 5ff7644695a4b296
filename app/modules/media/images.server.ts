import type { default as SharpLib, Sharp } from "sharp";
import { detectFileType } from "./uploads.server.ts";

let loadingSharp: Promise<typeof SharpLib> | undefined;

/**
 * sharp (libvips: a native library, its threads and caches) is loaded with the first picture an admin uploads,
 * not when a worker starts: a worker serving pages never holds it (docs/decisions/015, "Memory"). Its operation
 * cache is off: each upload is decoded and encoded once, so a cache (up to 50 MB by default) would only hold
 * memory after the upload.
 */
function loadSharp(): Promise<typeof SharpLib> {
  loadingSharp ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

const RASTER_TYPES = new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);
/** Enough for a 48-megapixel phone photo; a decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Re-encodes an uploaded picture as a square WebP of `size` pixels: whatever the file carried
 * (metadata, scripts in odd formats, huge dimensions) does not survive. Null when it is not an image.
 */
export async function reencodeSquareImage(bytes: Uint8Array, size = 256): Promise<Uint8Array | null> {
  const type = await detectFileType(bytes);
  if (!type || !RASTER_TYPES.has(type.mime)) return null;
  const sharp = await loadSharp();
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

export function isRasterImage(mime: string | undefined): boolean {
  return mime !== undefined && RASTER_TYPES.has(mime);
}

/**
 * Re-encodes a picture as WebP within `width`×`height` pixels, never enlarged: "inside" keeps its shape,
 * "cover" crops it to fill the box. Only the pixels survive (no metadata, only the first frame of a GIF).
 * Null when it is not a PNG, JPEG, WebP or GIF that decodes.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  box: { width: number; height: number; fit: "inside" | "cover" },
): Promise<Uint8Array | null> {
  if (!isRasterImage((await detectFileType(bytes))?.mime)) return null;
  const sharp = await loadSharp();
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(box.width, box.height, { fit: box.fit, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    return null;
  }
}

/** The logo's box: the header shows it 40 px high, so this is sharp on a 3× screen with room to spare. */
const LOGO_BOX = { width: 800, height: 240 };

/**
 * An uploaded logo as a PNG within the logo box, keeping its shape. PNG and JPEG are re-encoded; an SVG is
 * rasterised, so none of its scripts, event handlers, foreign objects or external references can reach a
 * page. Null when it is not a PNG, JPEG or SVG that renders.
 */
export async function reencodeLogo(bytes: Uint8Array): Promise<Uint8Array | null> {
  const mime = (await detectFileType(bytes))?.mime;
  const sharp = await loadSharp();
  try {
    if (mime === "image/png" || mime === "image/jpeg") {
      return toLogoPng(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate());
    }
    if (mime !== undefined && mime !== "application/xml") return null;
    if (!looksLikeSvg(bytes)) return null;
    // Rendered at the density that makes it fill the logo box: crisp for a small drawing, bounded for a huge one.
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    if (!width || !height) return null;
    const scale = Math.min(LOGO_BOX.width / width, LOGO_BOX.height / height);
    const density = Math.min(2400, Math.max(1, 72 * scale));
    return toLogoPng(sharp(bytes, { density, limitInputPixels: MAX_INPUT_PIXELS }));
  } catch {
    return null;
  }
}

async function toLogoPng(image: Sharp): Promise<Uint8Array> {
  const output = await image
    .resize(LOGO_BOX.width, LOGO_BOX.height, { fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(output);
}

/**
 * An SVG document: optional XML declaration, comments and an SVG doctype, then the <svg> element.
 * Entity declarations are refused outright (they only serve to expand or fetch things).
 */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const text = new TextDecoder("utf-8").decode(bytes.subarray(0, 64 * 1024)).replace(/^\uFEFF/, "");
  if (/<!ENTITY/i.test(text)) return false;
  return /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>[]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
    text,
  );
}
