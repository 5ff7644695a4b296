import { desc } from "drizzle-orm";
import { brochures } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";

/** Brochures uploaded by staff, newest first. */
export async function listBrochures() {
  return db()
    .select({
      id: brochures.id,
      name: brochures.name,
      description: brochures.description,
      fileKey: brochures.fileKey,
      sizeBytes: brochures.sizeBytes,
    })
    .from(brochures)
    .orderBy(desc(brochures.createdAt));
}
