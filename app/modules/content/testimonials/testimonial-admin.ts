import { z } from "zod";
import { OUTDATED, requiredText } from "#app/modules/forms/fields.ts";
import { rowEditActions } from "#app/modules/content/shared/row-actions.ts";

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
export const AVATAR_TOO_LARGE = "The picture must be 5 MB or smaller.";
export const NOT_AN_IMAGE = "Please choose a picture (PNG, JPEG, WebP or GIF).";

export const TestimonialSchema = z.object({
  name: requiredText("the name", 80),
  role: requiredText("the role", 120),
  quote: requiredText("the quote", 1000),
  rating: z.coerce
    .number()
    .int()
    .min(1, { error: "Choose 1 to 5 stars." })
    .max(5, { error: "Choose 1 to 5 stars." })
    .default(5),
  /** The course the quote speaks of (a program's id); empty for none, when it shows on the home page only. */
  programId: z.string().trim().max(100, { error: OUTDATED }).optional(),
  avatar: z
    .file()
    .max(MAX_AVATAR_BYTES, { error: AVATAR_TOO_LARGE })
    .refine((file) => file.size === 0 || file.type.startsWith("image/"), { error: NOT_AN_IMAGE })
    .optional(),
});

/** Every change the testimonials page makes, parsed once. */
export const TestimonialActionSchema = z.discriminatedUnion("intent", rowEditActions(TestimonialSchema), {
  error: OUTDATED,
});

/** The list shows each quote cut at 40 characters. */
export function quotePreview(quote: string): string {
  return quote.length > 40 ? `${quote.slice(0, 40).trimEnd()}…` : quote;
}
