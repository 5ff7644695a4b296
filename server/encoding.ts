import type { Request } from "express";

/**
 * The smallest encoding the client accepts: brotli, then gzip. Browsers list gzip first
 * (`gzip, deflate, br, zstd`) at equal weight, which states no preference, so the order here decides.
 */
export function preferredEncoding(req: Request): "br" | "gzip" | null {
  if (req.acceptsEncodings("br")) return "br";
  if (req.acceptsEncodings("gzip")) return "gzip";
  return null;
}
