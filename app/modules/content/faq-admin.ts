import { z } from "zod";
import { OUTDATED, requiredText, rowId, rowVersion } from "#app/modules/forms/fields.ts";

export const FaqSchema = z.object({
  question: requiredText("the question", 300),
  answer: requiredText("the answer", 3000),
});

/** Every change the FAQ page makes, parsed once. */
export const FaqActionSchema = z.discriminatedUnion(
  "intent",
  [
    FaqSchema.extend({ intent: z.literal("create") }),
    FaqSchema.extend({ intent: z.literal("update"), id: rowId, version: rowVersion }),
    z.object({ intent: z.literal("delete"), id: rowId }),
  ],
  { error: OUTDATED },
);
