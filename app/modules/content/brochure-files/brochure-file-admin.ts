import { z } from "zod";
import { OUTDATED, requiredText } from "#app/modules/forms/fields.ts";

export const MAX_BROCHURE_BYTES = 20 * 1024 * 1024;
export const MISSING_INFORMATION = "Please provide a name, description, and select a PDF file.";
export const NOT_A_PDF = "Please upload a PDF file.";
export const BROCHURE_TOO_LARGE = "The PDF must be 20 MB or smaller.";
/** The type the browser must claim for the chosen file; the server then checks the content. */
const PDF_TYPE = "application/pdf";

export const BrochureSchema = z.object({
  name: requiredText("the name", 120, MISSING_INFORMATION),
  description: requiredText("the description", 600, MISSING_INFORMATION),
  file: z
    .file({ error: MISSING_INFORMATION })
    .min(1, { error: MISSING_INFORMATION })
    .max(MAX_BROCHURE_BYTES, { error: BROCHURE_TOO_LARGE })
    .mime(PDF_TYPE, { error: NOT_A_PDF }),
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

const refusedToasts = {
  "too-large": { title: "Upload Failed", description: BROCHURE_TOO_LARGE },
  "not-a-pdf": { title: "Invalid File Type", description: NOT_A_PDF },
  missing: { title: "Missing Information", description: MISSING_INFORMATION },
} as const;

/**
 * The toast for a refused upload, told by what was sent rather than by the error's text: a file over the limit
 * (left out of the form while it was read), a file that is not a PDF, or else something missing.
 */
export function refusedBrochureToast(sent: FormData, oversized: readonly string[], unreadable?: string) {
  if (oversized.includes("file")) return refusedToasts["too-large"];
  const file = sent.get("file");
  if (file instanceof File && file.size > 0 && file.type !== PDF_TYPE) return refusedToasts["not-a-pdf"];
  return unreadable ? { ...refusedToasts.missing, description: unreadable } : refusedToasts.missing;
}
