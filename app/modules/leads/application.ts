import { z } from "zod";
import { emailAddress, phoneNumber, requiredText } from "#app/modules/forms/fields.ts";

export const MAX_CV_BYTES = 5 * 1024 * 1024;
export const CV_TOO_LARGE = "Your CV must be 5 MB or smaller.";
/** The one-time event of a sent application, which the Careers page thanks the visitor for. */
export const APPLIED = "job-applied";

export const JobApplicationSchema = z.object({
  name: requiredText("your full name", 100),
  email: emailAddress(),
  phone: phoneNumber(),
  coverNote: requiredText("a short cover note", 3000),
  cv: z
    .file({ error: "Please attach your CV as a PDF." })
    .min(1, { error: "Please attach your CV as a PDF." })
    .max(MAX_CV_BYTES, { error: CV_TOO_LARGE })
    .mime("application/pdf", { error: "Please attach your CV as a PDF file." }),
});
