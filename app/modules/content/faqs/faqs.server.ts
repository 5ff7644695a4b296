import { asc } from "drizzle-orm";
import { faqs } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { cachedContent } from "#app/server/hot-cache.server.ts";

export async function listFaqs() {
  return cachedContent("faqs", () =>
    db()
      .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
      .from(faqs)
      .orderBy(asc(faqs.createdAt), asc(faqs.id)),
  );
}
