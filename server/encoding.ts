import type { IncomingHttpHeaders } from "node:http";

/**
 * The smallest encoding the client accepts: brotli, then gzip. Browsers list gzip first
 * (`gzip, deflate, br, zstd`) at equal weight, which states no preference, so the order here decides. A coding
 * (or `*`) given `q=0` is refused. Read from the raw header, so the stored answers need no framework.
 */
export function preferredEncoding(req: { headers: IncomingHttpHeaders }): "br" | "gzip" | null {
  const header = req.headers["accept-encoding"];
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [coding = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    weights.set(coding, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return null;
}
