import { z } from "zod";

export const MAX_BROCHURE_BYTES = 20 * 1024 * 1024;
export const MISSING_INFORMATION = "Please provide a name, description, and select a PDF file.";
export const NOT_A_PDF = "Please upload a PDF file.";
export const BROCHURE_TOO_LARGE = "The PDF must be 20 MB or smaller.";

export const BrochureSchema = z.object({
  name: z.string({ error: MISSING_INFORMATION }).trim().min(1, { error: MISSING_INFORMATION }).max(120),
  description: z.string({ error: MISSING_INFORMATION }).trim().min(1, { error: MISSING_INFORMATION }).max(600),
  file: z
    .file({ error: MISSING_INFORMATION })
    .min(1, { error: MISSING_INFORMATION })
    .max(MAX_BROCHURE_BYTES, { error: BROCHURE_TOO_LARGE })
    .mime("application/pdf", { error: NOT_A_PDF }),
  programId: z.string().max(80).optional(),
});
