import { z } from "zod";
import { programColors } from "./program-colours.ts";
import {
  checkbox,
  lineList,
  optionalLineList,
  optionalText,
  optionalWholeNumber,
  OUTDATED,
  requiredText,
  rowVersion,
} from "#app/modules/forms/fields.ts";

/** A course's texts in Hindi or Marathi: each may be left empty, and the page then shows the English. */
function translationIn(language: string) {
  return z
    .object({
      title: optionalText(`the title in ${language}`, 80),
      ageRange: optionalText(`the ages in ${language}`, 40),
      shortDescription: optionalText(`the short description in ${language}`, 200),
      fullDescription: optionalText(`the full description in ${language}`, 5000),
      features: optionalLineList("feature"),
      learningOutcomes: optionalLineList("learning outcome"),
      benefits: optionalLineList("benefit"),
      progressNote: optionalText(`what families can expect in ${language}`, 500),
    })
    .default(emptyTranslation);
}

const emptyTranslation = {
  title: "",
  ageRange: "",
  shortDescription: "",
  fullDescription: "",
  features: [],
  learningOutcomes: [],
  benefits: [],
  progressNote: "",
};

const programId = z.string({ error: OUTDATED }).regex(/^[a-z0-9-]{1,80}$/, { error: OUTDATED });

export const ProgramSchema = z.object({
  title: requiredText("the title", 80),
  shortDescription: requiredText("the short description", 200),
  description: requiredText("the description", 600),
  fullDescription: requiredText("the full description", 5000),
  ageRange: optionalText("the ages", 40),
  icon: requiredText("the icon", 40),
  color: z.string().refine((value) => programColors.includes(value), { error: "Please choose one of the colours." }),
  features: lineList("feature"),
  learningOutcomes: lineList("learning outcome"),
  benefits: lineList("benefit"),
  levels: optionalWholeNumber("the number of levels", 1, 30),
  monthsPerLevel: optionalWholeNumber("the months per level", 1, 24),
  classMinutes: optionalWholeNumber("the class length in minutes", 15, 240),
  classesPerWeek: optionalWholeNumber("the classes a week", 1, 7),
  batchSize: optionalWholeNumber("the batch size", 1, 60),
  onlineTimings: optionalText("the online timings", 300),
  schoolTimings: optionalText("the timings in schools", 300),
  officeTimings: optionalText("the timings at the office", 300),
  certificate: optionalText("the certificate", 300),
  fees: optionalText("the fees", 500),
  progressNote: optionalText("what families can expect", 500),
  translations: z
    .object({ hi: translationIn("Hindi"), mr: translationIn("Marathi") })
    .default({ hi: emptyTranslation, mr: emptyTranslation }),
  isPublished: checkbox,
});

export type ProgramInput = z.output<typeof ProgramSchema>;

/**
 * One program as the Save All Changes form sends it: its texts, the version it was opened at, and a digest of
 * what it showed (`loaded`), so a program this admin did not touch is left alone even if someone else saved it.
 */
export const ProgramEditSchema = ProgramSchema.extend({ version: rowVersion, loaded: z.string().max(100) });

/** A new program, as its form sends it. */
export const NewProgramSchema = ProgramSchema.extend({ intent: z.literal("create") });

/** Every change the page makes, parsed once: a new program, all the edited ones at once, a deletion. */
export const ProgramActionSchema = z.discriminatedUnion(
  "intent",
  [
    NewProgramSchema,
    z.object({ intent: z.literal("save-all"), programs: z.record(programId, ProgramEditSchema).default({}) }),
    z.object({ intent: z.literal("delete"), id: programId }),
  ],
  { error: OUTDATED },
);

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
