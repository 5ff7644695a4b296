import { contentVersion } from "#app/server/change-feed.server.ts";
import { cachedRead } from "#app/server/hot-cache.server.ts";
import { weakEtag } from "#app/server/stored-response.server.ts";

export type GeneratedPdf = { bytes: Buffer; etag: string };

/**
 * A PDF made from public content, made once per content version and kept in memory with the other content reads
 * (hot-cache.server.ts): downloads in between are sent the same bytes, and concurrent first downloads share one
 * run. An edit raises the version, so the next download is made from the new content. While the version is
 * unknown (the change feed is down) each download is made afresh. `name` must come from a short fixed list (the
 * courses), never straight from a URL: each takes a place in the cache.
 */
export function generatedPdf(name: string, make: () => Promise<Buffer>): Promise<GeneratedPdf> {
  return cachedRead(`pdf:${name}`, contentVersion(), async () => {
    const bytes = await make();
    return { bytes, etag: weakEtag(bytes) };
  });
}

/**
 * A generated PDF as a download. It is the same for every visitor, so any cache may keep it, but must ask again
 * before each use (`no-cache`, as pictures are served): the answer is a body-less 304 until content changes.
 */
export function pdfResponse(request: Request, pdf: GeneratedPdf, fileName: string): Response {
  const validators = { "Cache-Control": "public, no-cache", ETag: pdf.etag };
  const tags = request.headers.get("If-None-Match") ?? "";
  if (tags.split(",").some((tag) => tag.trim() === pdf.etag || tag.trim() === "*")) {
    return new Response(null, { status: 304, headers: validators });
  }
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      ...validators,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(pdf.bytes.length),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
