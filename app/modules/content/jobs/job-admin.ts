import { z } from "zod";
import type { JobType } from "#db/schema.ts";
import { checkbox, lineList, OUTDATED, requiredText, rowId, rowVersion } from "#app/modules/forms/fields.ts";

export const JOB_TYPES = ["Full-time", "Part-time"] as const satisfies readonly JobType[];
export const JOB_CONFLICT =
  "Someone else saved this opening while you were editing. Reload the page to see their version, then make your change again.";

export const JobOpeningSchema = z.object({
  title: requiredText("the job title", 160),
  location: requiredText("the location", 160),
  type: z.enum(JOB_TYPES, { error: "Please choose Full-time or Part-time." }),
  description: requiredText("the description", 3000),
  requirements: lineList("requirement"),
  isOpen: checkbox,
});

export const JobOpeningEditSchema = JobOpeningSchema.extend({ id: rowId, version: rowVersion });

/** Every change the Careers page makes, parsed once. */
export const JobActionSchema = z.discriminatedUnion(
  "intent",
  [
    JobOpeningSchema.extend({ intent: z.literal("create") }),
    JobOpeningEditSchema.extend({ intent: z.literal("update") }),
    z.object({ intent: z.literal("delete"), id: rowId }),
  ],
  { error: OUTDATED },
);
