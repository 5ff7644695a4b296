/**
 * The built-in school content (also written by migration 0033 for existing installs). No partner school, case
 * study or result is built in: those are facts only staff can give. The two claims the pages used to print come
 * without evidence, so they stay hidden until staff add the issuer and number, or the mapping.
 */
export const seedSchoolPricing =
  "Per student per month, billed each term. Includes a trained teacher, the learning material, assessments and certificates. Minimum batch of 15 students.";

export const seedCredentials = [
  { title: "ISO 9001:2015", kind: "certification", sortOrder: 1 },
  { title: "NEP 2020 and NCF", kind: "alignment", sortOrder: 2 },
] as const;
