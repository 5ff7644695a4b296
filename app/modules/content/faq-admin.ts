import { z } from "zod";
import { OUTDATED, requiredText } from "#app/modules/forms/fields.ts";
import { rowEditActions } from "./row-actions.ts";

export const FaqSchema = z.object({
  question: requiredText("the question", 300),
  answer: requiredText("the answer", 3000),
});

/** Every change the FAQ page makes, parsed once. */
export const FaqActionSchema = z.discriminatedUnion("intent", rowEditActions(FaqSchema), { error: OUTDATED });
