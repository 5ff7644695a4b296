import { z } from "zod";
import type { JobType } from "#db/schema.ts";

export const JOB_TYPES = ["Full-time", "Part-time"] as const satisfies readonly JobType[];
export const JOB_CONFLICT =
  "Someone else saved this opening while you were editing. Reload the page to see their version, then make your change again.";

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, { error: `Please enter the ${label}.` })
    .max(max, { error: `Please keep the ${label} under ${max.toLocaleString("en-IN")} characters.` });

/** One requirement per line; blank lines are dropped. */
const requirementLines = z
  .string({ error: "Please list at least one requirement." })
  .transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.replace(/^\s*[-*•]\s*/, "").trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().max(300, { error: "Please keep each requirement under 300 characters." }))
      .min(1, { error: "Please list at least one requirement." })
      .max(20, { error: "Please list at most 20 requirements." }),
  );

export const JobOpeningSchema = z.object({
  title: text("job title", 160),
  location: text("location", 160),
  type: z.enum(JOB_TYPES, { error: "Please choose Full-time or Part-time." }),
  description: text("description", 3000),
  requirements: requirementLines,
  isOpen: z.preprocess((value) => value === "on", z.boolean()),
});

export const JobOpeningEditSchema = JobOpeningSchema.extend({
  id: z.coerce.number().int().positive(),
  version: z.coerce.number().int().positive(),
});
