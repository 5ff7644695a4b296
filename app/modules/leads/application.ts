import { z } from "zod";
import { email, phone, required } from "./contact.ts";

export const MAX_CV_BYTES = 5 * 1024 * 1024;
export const CV_TOO_LARGE = "Your CV must be 5 MB or smaller.";
/** The one-time event of a sent application, which the Careers page thanks the visitor for. */
export const APPLIED = "job-applied";

export const JobApplicationSchema = z.object({
  submissionId: z.uuid(),
  name: required("your full name", 100),
  email,
  phone: z.string({ error: "Please enter a phone number." }).pipe(phone),
  coverNote: required("a short cover note", 3000),
  cv: z
    .file({ error: "Please attach your CV as a PDF." })
    .min(1, { error: "Please attach your CV as a PDF." })
    .max(MAX_CV_BYTES, { error: CV_TOO_LARGE })
    .mime("application/pdf", { error: "Please attach your CV as a PDF file." }),
});
