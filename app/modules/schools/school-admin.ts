import { z } from "zod";
import { OUTDATED, optionalText, requiredText, rowId, rowVersion, webAddress } from "#app/modules/forms/fields.ts";
import { rowEditActions } from "#app/modules/content/shared/row-actions.ts";
import { CREDENTIAL_KINDS, RESULT_KINDS } from "./school-proof.ts";

/* The back office's forms for the For Schools content, checked alike in the browser and on the server. */

/** The pricing model, one text; empty hides the section. Saved over the version it was opened at. */
export const SchoolPricingSchema = z.object({ text: optionalText("the pricing model", 2000) });
export const SchoolPricingActionSchema = SchoolPricingSchema.extend({
  intent: z.literal("update", { error: OUTDATED }),
  id: rowId,
  version: rowVersion,
});

const thisYear = new Date().getFullYear();
const sinceError = `Please enter the year the partnership began, from 1990 to ${thisYear}.`;

export const PartnerSchoolSchema = z.object({
  name: requiredText("the school's name", 160),
  town: requiredText("the town", 80),
  sinceYear: z.coerce
    .number({ error: sinceError })
    .int({ error: sinceError })
    .min(1990, { error: sinceError })
    .max(thisYear, { error: sinceError }),
  quote: optionalText("the quote", 600),
});
export const PartnerSchoolActionSchema = z.discriminatedUnion("intent", rowEditActions(PartnerSchoolSchema), {
  error: OUTDATED,
});

export const CaseStudySchema = z.object({
  school: requiredText("the school", 160),
  course: requiredText("the course", 80),
  work: requiredText("what was done", 1500),
  result: requiredText("the result", 600),
  link: webAddress("the link").transform((link) => link ?? ""),
});
export const CaseStudyActionSchema = z.discriminatedUnion("intent", rowEditActions(CaseStudySchema), {
  error: OUTDATED,
});

const optionalDate = (what: string) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.iso
      .date({ error: `Please enter ${what} as a date, e.g. 2027-03-31, or leave it empty.` })
      .nullable()
      .default(null),
  );

export const CredentialSchema = z.object({
  title: requiredText("the title", 120),
  kind: z.enum(CREDENTIAL_KINDS, { error: "Please choose Certification or Alignment." }),
  issuer: optionalText("the issuer", 160),
  number: optionalText("the certificate number", 80),
  validUntil: optionalDate("the date it is valid until"),
  evidenceUrl: webAddress("the evidence link").transform((link) => link ?? ""),
  mapping: optionalText("the mapping", 6000),
});
export const CredentialActionSchema = z.discriminatedUnion("intent", rowEditActions(CredentialSchema), {
  error: OUTDATED,
});

export const ResultSchema = z.object({
  title: requiredText("the title", 160),
  programId: requiredText("the course", 80, "Please choose the course."),
  kind: z.enum(RESULT_KINDS, { error: "Please choose Competition or Levels passed." }),
  achievedOn: z.iso.date({ error: "Please enter the date, e.g. 2025-12-14." }),
  description: optionalText("the description", 1000),
  figure: optionalText("the figure", 80),
});
export const ResultActionSchema = z.discriminatedUnion("intent", rowEditActions(ResultSchema), { error: OUTDATED });
