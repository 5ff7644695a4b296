import { z } from "zod";

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, { error: `Please enter the ${label}.` })
    .max(max, { error: `Please keep the ${label} under ${max} characters.` });

export const FaqSchema = z.object({
  question: text("question", 300),
  answer: text("answer", 3000),
});

export const FaqEditSchema = FaqSchema.extend({
  id: z.coerce.number().int().positive(),
  version: z.coerce.number().int().positive(),
});
