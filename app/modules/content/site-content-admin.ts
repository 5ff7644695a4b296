import { z } from "zod";

const line = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, { error: `Please enter the ${label}.` })
    .max(max, { error: `Please keep the ${label} under ${max} characters.` });

export const SiteContentSchema = z.object({
  heroTitle: line("hero title", 120),
  heroSubtitle: line("hero subtitle", 400),
  stats: z
    .array(z.object({ id: z.coerce.number().int().positive(), value: line("figure", 20), label: line("label", 60) }))
    .max(8),
});

/** The texts as the form showed them (a hidden field), so a save writes only what the admin changed. */
export const LoadedContentSchema = z.object({
  heroTitle: z.string(),
  heroSubtitle: z.string(),
  stats: z.array(z.object({ id: z.number(), value: z.string(), label: z.string() })).max(8),
});
