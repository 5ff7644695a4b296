import { eq } from "drizzle-orm";
import { faqs } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { faqColumns } from "#app/modules/content/faqs/faqs.server.ts";
import { updateIfUnchanged } from "#app/modules/content/shared/versioned-rows.server.ts";

export async function listFaqsForAdmin() {
  return db()
    .select({ ...faqColumns, version: faqs.version })
    .from(faqs)
    .orderBy(faqs.createdAt, faqs.id);
}

type FaqTexts = Pick<
  typeof faqs.$inferInsert,
  "question" | "answer" | "questionHi" | "answerHi" | "questionMr" | "answerMr"
>;

export async function addFaq(input: FaqTexts) {
  await db().insert(faqs).values(input);
}

/**
 * Saves an edit only if nobody else saved this FAQ since it was opened (same version); otherwise
 * reports the conflict so the second editor does not silently overwrite the first.
 */
export async function updateFaq({ id, version, ...texts }: FaqTexts & { id: number; version: number }) {
  return updateIfUnchanged(faqs, { id, version }, texts);
}

export async function deleteFaq(id: number): Promise<boolean> {
  const deleted = await db().delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  return deleted.length > 0;
}
