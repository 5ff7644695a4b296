import { and, eq, sql } from "drizzle-orm";
import { faqs } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";

export async function listFaqsForAdmin() {
  return db()
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer, version: faqs.version })
    .from(faqs)
    .orderBy(faqs.createdAt, faqs.id);
}

export async function addFaq(input: { question: string; answer: string }) {
  await db().insert(faqs).values(input);
}

/**
 * Saves an edit only if nobody else saved this FAQ since it was opened (same version); otherwise
 * reports the conflict so the second editor does not silently overwrite the first.
 */
export async function updateFaq(input: { id: number; version: number; question: string; answer: string }) {
  const updated = await db()
    .update(faqs)
    .set({ question: input.question, answer: input.answer, version: sql`${faqs.version} + 1` })
    .where(and(eq(faqs.id, input.id), eq(faqs.version, input.version)))
    .returning({ id: faqs.id });
  if (updated.length > 0) return "updated" as const;
  const [exists] = await db().select({ id: faqs.id }).from(faqs).where(eq(faqs.id, input.id));
  return exists ? ("conflict" as const) : ("missing" as const);
}

export async function deleteFaq(id: number): Promise<boolean> {
  const deleted = await db().delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  return deleted.length > 0;
}
