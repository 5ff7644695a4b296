import { z } from "zod";

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
export const AVATAR_TOO_LARGE = "The picture must be 5 MB or smaller.";
export const NOT_AN_IMAGE = "Please choose a picture (PNG, JPEG, WebP or GIF).";

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, { error: `Please enter the ${label}.` })
    .max(max, { error: `Please keep the ${label} under ${max} characters.` });

export const TestimonialSchema = z.object({
  name: text("name", 80),
  role: text("role", 120),
  quote: text("quote", 1000),
  rating: z.coerce
    .number()
    .int()
    .min(1, { error: "Choose 1 to 5 stars." })
    .max(5, { error: "Choose 1 to 5 stars." })
    .default(5),
  avatar: z
    .file()
    .max(MAX_AVATAR_BYTES, { error: AVATAR_TOO_LARGE })
    .refine((file) => file.size === 0 || file.type.startsWith("image/"), { error: NOT_AN_IMAGE })
    .optional(),
  id: z.coerce.number().int().positive().optional(),
  version: z.coerce.number().int().positive().optional(),
});

/** The list shows each quote cut at 40 characters. */
export function quotePreview(quote: string): string {
  return quote.length > 40 ? `${quote.slice(0, 40).trimEnd()}…` : quote;
}
