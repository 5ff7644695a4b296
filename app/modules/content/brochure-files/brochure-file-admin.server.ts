import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { brochures, programs } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { detectFileType, storeThenSave } from "#app/modules/media/uploads.server.ts";
import type { BrochureSchema } from "./brochure-file-admin.ts";
import { deleteRowThenFile } from "#app/modules/content/shared/row-files.server.ts";

export async function listBrochureFilesForAdmin() {
  return db()
    .select({
      id: brochures.id,
      name: brochures.name,
      description: brochures.description,
      fileKey: brochures.fileKey,
      fileName: brochures.fileName,
      sizeBytes: brochures.sizeBytes,
      createdAt: brochures.createdAt,
    })
    .from(brochures)
    .orderBy(desc(brochures.createdAt));
}

/**
 * Checks the file by content, stores it under a generated key, then the row (and the program link)
 * in one transaction; a failed insert removes the object again.
 */
export async function uploadBrochureFile(input: z.output<typeof BrochureSchema>): Promise<"uploaded" | "not-a-pdf"> {
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  if ((await detectFileType(bytes))?.mime !== "application/pdf") return "not-a-pdf";
  await storeThenSave("brochures", { bytes, mime: "application/pdf", ext: "pdf" }, (fileKey) =>
    db().transaction(async (tx) => {
      const [row] = await tx
        .insert(brochures)
        .values({
          name: input.name,
          description: input.description,
          fileKey,
          fileName: input.file.name.slice(0, 200) || "brochure.pdf",
          sizeBytes: bytes.byteLength,
        })
        .returning({ id: brochures.id });
      if (row && input.programId)
        await tx.update(programs).set({ brochureId: row.id }).where(eq(programs.id, input.programId));
      return row ?? null;
    }),
  );
  return "uploaded";
}

/** Deletes the row, then the file; a storage failure is logged and the brochure still counts as deleted. */
export async function deleteBrochureFile(id: string): Promise<boolean> {
  return deleteRowThenFile(
    db().delete(brochures).where(eq(brochures.id, id)).returning({ fileKey: brochures.fileKey }),
  );
}
