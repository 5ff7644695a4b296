import { desc } from "drizzle-orm";
import { brochures } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { cachedContent } from "#app/server/hot-cache.server.ts";

/** Brochures uploaded by staff, newest first. */
export async function listBrochures() {
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
