import { z } from "zod";
import { OUTDATED, optionalText, requiredText } from "#app/modules/forms/fields.ts";
import { rowEditActions } from "#app/modules/content/shared/row-actions.ts";

/** A path on this site ("/trial-class"), not another site and not "//host", which browsers treat as one. */
const sitePath = z
  .string({ error: "Please enter the page, starting with /." })
  .trim()
  .regex(/^\/(?![/\\])[\w\-./#?=&]*$/, {
    error: "Please enter a page of this site, starting with / (e.g. /trial-class).",
  })
  .max(200, { error: "Please keep the page under 200 characters." });

export const HINDI_ANSWER_NEEDED = "Please write the answer in Hindi too, or leave the Hindi topic empty.";
export const MARATHI_ANSWER_NEEDED = "Please write the answer in Marathi too, or leave the Marathi topic empty.";

/**
 * One of Brainy's fact cards as staff edit it: the English, the optional Hindi and Marathi, the words people use,
 * the page.
 */
export const BrainyFactSchema = z
  .object({
    title: requiredText("the topic", 120),
    body: requiredText("the answer", 600),
    titleHi: optionalText("the topic in Hindi", 120),
    bodyHi: optionalText("the answer in Hindi", 600),
    keywords: optionalText("the other words", 500),
    url: sitePath,
    linkLabel: requiredText("the link's text", 80),
    linkLabelHi: optionalText("the link's text in Hindi", 80),
    titleMr: optionalText("the topic in Marathi", 120),
    bodyMr: optionalText("the answer in Marathi", 600),
    linkLabelMr: optionalText("the link's text in Marathi", 80),
  })
  .refine((fact) => fact.titleHi === "" || fact.bodyHi !== "", { error: HINDI_ANSWER_NEEDED, path: ["bodyHi"] })
  .refine((fact) => fact.titleMr === "" || fact.bodyMr !== "", { error: MARATHI_ANSWER_NEEDED, path: ["bodyMr"] });

export type BrainyFactInput = z.output<typeof BrainyFactSchema>;

/** Every change the fact cards page makes, parsed once. */
export const BrainyFactActionSchema = z.discriminatedUnion("intent", rowEditActions(BrainyFactSchema), {
  error: OUTDATED,
});
