import { z } from "zod";

export const programColors = [
  "from-amber-400 to-orange-500",
  "from-emerald-400 to-teal-500",
  "from-sky-400 to-indigo-500",
  "from-violet-500 to-fuchsia-500",
  "from-rose-400 to-pink-500",
  "from-lime-400 to-green-500",
  "from-cyan-400 to-blue-500",
  "from-yellow-400 to-amber-500",
];

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, { error: `Please enter the ${label}.` })
    .max(max, { error: `Please keep the ${label} under ${max} characters.` });

/** One item per line; blank lines are dropped. */
const lines = (label: string) =>
  z
    .string({ error: `Please list at least one ${label}.` })
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(300))
        .min(1, { error: `Please list at least one ${label}.` })
        .max(20),
    );

export const ProgramSchema = z.object({
  title: text("title", 80),
  shortDescription: text("short description", 200),
  description: text("description", 600),
  fullDescription: text("full description", 5000),
  ageRange: z.string().trim().max(40).default(""),
  icon: text("icon", 40),
  color: z.string().refine((value) => programColors.includes(value), { error: "Please choose one of the colours." }),
  features: lines("feature"),
  learningOutcomes: lines("learning outcome"),
  benefits: lines("benefit"),
  isPublished: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
});

export const ProgramEditSchema = ProgramSchema.extend({
  id: z.string().min(1).max(80),
  version: z.coerce.number().int().positive(),
});

/** "Public Speaking & Drama!" → "public-speaking-drama". */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}
