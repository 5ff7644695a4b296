import { contentIn, type ContentIn } from "#app/modules/i18n/content-language.ts";
import type { Language } from "#app/modules/i18n/languages.ts";

type StoredFaq = {
  question: string;
  answer: string;
  questionHi: string;
  answerHi: string;
  questionMr: string;
  answerMr: string;
};

/** A FAQ in the page's language: its Hindi or Marathi when staff wrote both question and answer, else its English. */
export function faqIn(faq: StoredFaq, language: Language): ContentIn<{ question: string; answer: string }> {
  const pair = (question: string, answer: string) => (question && answer ? { question, answer } : null);
  return contentIn(
    language,
    { question: faq.question, answer: faq.answer },
    { hi: pair(faq.questionHi, faq.answerHi), mr: pair(faq.questionMr, faq.answerMr) },
  );
}
