import { storage } from "#app/server/storage.server.ts";

/**
 * Deletes a row, then the stored file it named (a cover, an avatar, a brochure, a feed's media). The row goes
 * first: a file left behind by a storage failure is only logged, while a row naming a deleted file would show
 * a broken picture. Give it the delete query, returning the row's file key as `fileKey`; true if a row was deleted.
 */
export async function deleteRowThenFile(deletion: PromiseLike<{ fileKey: string | null }[]>): Promise<boolean> {
  const [row] = await deletion;
  if (!row) return false;
  if (row.fileKey) await storage().deleteQuietly(row.fileKey);
  return true;
}
