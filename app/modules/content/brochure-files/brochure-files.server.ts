import { desc } from "drizzle-orm";
import { brochures } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { cachedContent } from "#app/server/hot-cache.server.ts";

/**
 * The PDF brochures staff upload in Manage Brochures, newest first: files offered for download, unlike the
 * print brochures drawn as pages (app/modules/print-brochures).
 */
export async function listBrochureFiles() {
  return cachedContent("brochures", () =>
    db()
      .select({
        id: brochures.id,
        name: brochures.name,
        description: brochures.description,
        fileKey: brochures.fileKey,
        sizeBytes: brochures.sizeBytes,
      })
      .from(brochures)
      .orderBy(desc(brochures.createdAt)),
  );
}
