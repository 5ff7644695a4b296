import { asc } from "drizzle-orm";
import { faqs } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { cachedContent } from "#app/server/hot-cache.server.ts";

/** An FAQ's columns as the site, the back office and Brainy read them: its texts in every language. */
export const faqColumns = {
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  questionHi: faqs.questionHi,
  answerHi: faqs.answerHi,
  questionMr: faqs.questionMr,
  answerMr: faqs.answerMr,
};

/** The FAQs, oldest first, with their Hindi and Marathi ("" where not written yet). */
export async function listFaqs() {
  return cachedContent("faqs", () => db().select(faqColumns).from(faqs).orderBy(asc(faqs.createdAt), asc(faqs.id)));
}
