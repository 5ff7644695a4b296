import { z } from "zod";
import { OUTDATED, requiredText } from "#app/modules/forms/fields.ts";

export const MAX_BROCHURE_BYTES = 20 * 1024 * 1024;
export const MISSING_INFORMATION = "Please provide a name, description, and select a PDF file.";
export const NOT_A_PDF = "Please upload a PDF file.";
export const BROCHURE_TOO_LARGE = "The PDF must be 20 MB or smaller.";

export const BrochureSchema = z.object({
  name: requiredText("the name", 120, MISSING_INFORMATION),
  description: requiredText("the description", 600, MISSING_INFORMATION),
  file: z
    .file({ error: MISSING_INFORMATION })
    .min(1, { error: MISSING_INFORMATION })
    .max(MAX_BROCHURE_BYTES, { error: BROCHURE_TOO_LARGE })
    .mime("application/pdf", { error: NOT_A_PDF }),
  programId: z.string().max(80).optional(),
});

/** What the Manage Brochures page sends, parsed once: an upload or a deletion. */
export const BrochureActionSchema = z.discriminatedUnion(
  "intent",
  [
    BrochureSchema.extend({ intent: z.literal("upload") }),
    z.object({ intent: z.literal("delete"), id: z.uuid({ error: OUTDATED }) }),
  ],
  { error: OUTDATED },
);
