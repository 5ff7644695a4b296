import type { IncomingHttpHeaders } from "node:http";

type Chosen = "br" | "gzip" | null;

/** Each Accept-Encoding value seen lately and what it chose: parsed once, not on every stored answer. */
const chosenFor = new Map<string, Chosen>();
const MEMO_SIZE = 64;

/**
 * The smallest encoding the client accepts: brotli, then gzip. Browsers list gzip first
 * (`gzip, deflate, br, zstd`) at equal weight, which states no preference, so the order here decides. A coding
 * (or `*`) given `q=0` is refused. Read from the raw header, so the stored answers need no framework.
 */
export function preferredEncoding(req: { headers: IncomingHttpHeaders }): Chosen {
  const header = req.headers["accept-encoding"];
  if (!header) return null;
  let chosen = chosenFor.get(header);
  if (chosen === undefined) {
    // Browsers send a handful of distinct values; a client sending endless new ones only empties the memo.
    if (chosenFor.size >= MEMO_SIZE) chosenFor.clear();
    chosen = encodingFor(header);
    chosenFor.set(header, chosen);
  }
  return chosen;
}

function encodingFor(header: string): Chosen {
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
