import { z } from "zod";
import { OUTDATED, optionalText, requiredText } from "#app/modules/forms/fields.ts";
import { rowEditActions } from "#app/modules/content/shared/row-actions.ts";

export const HINDI_BOTH = "Please write both the question and the answer in Hindi, or leave both empty.";
export const MARATHI_BOTH = "Please write both the question and the answer in Marathi, or leave both empty.";

export const FaqSchema = z
  .object({
    question: requiredText("the question", 300),
    answer: requiredText("the answer", 3000),
    // Brainy answers parents who ask in Hindi or Hinglish, or in Marathi, with these; the FAQ page shows the English.
    questionHi: optionalText("the question in Hindi", 300),
    answerHi: optionalText("the answer in Hindi", 3000),
    questionMr: optionalText("the question in Marathi", 300),
    answerMr: optionalText("the answer in Marathi", 3000),
  })
  .refine((faq) => (faq.questionHi === "") === (faq.answerHi === ""), {
    error: HINDI_BOTH,
    path: ["answerHi"],
  })
  .refine((faq) => (faq.questionMr === "") === (faq.answerMr === ""), {
    error: MARATHI_BOTH,
    path: ["answerMr"],
  });

/** Every change the FAQ page makes, parsed once. */
export const FaqActionSchema = z.discriminatedUnion("intent", rowEditActions(FaqSchema), { error: OUTDATED });
