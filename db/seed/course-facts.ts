import type { CourseFacts } from "#app/modules/content/programs/course-facts.ts";
import type { SeedProgram } from "./content-types.ts";

/**
 * The built-in courses' facts (see app/modules/content/programs/course-facts.ts), written with the office:
 * staff change them in Manage Programs. Migration 0029 wrote the same into installs made before it.
 */
export type SeedCourseFacts = CourseFacts & { progressNote: string };

const inSchools = "In school hours or after school, as each partner school plans it.";

const feePolicy = (per: string, alsoIncluded = "") =>
  `Paid ${per}, with the workbooks${alsoIncluded} included. Fees depend on the mode and the city, so we tell you the fee for your child's batch before you enrol, usually at the free trial class. The trial class is free.`;

export const seedCourseFacts: Record<SeedProgram["id"], SeedCourseFacts> = {
  abacus: {
    levels: 8,
    monthsPerLevel: 3,
    classMinutes: 60,
    classesPerWeek: 2,
    batchSize: 12,
    onlineTimings: "Tuesdays and Thursdays 5–6 PM, or Saturdays and Sundays 10–11 AM.",
    schoolTimings: inSchools,
    officeTimings: "Saturdays 10–11 AM or 12 noon–1 PM at our Mira Road office.",
    certificate: "A SkillSprouts level certificate after each level's assessment, with the child's speed and accuracy.",
    fees: feePolicy("per level (every three months)", " (and the abacus kit in the first level)"),
    progressNote:
      "With two classes a week and ten minutes of practice a day, most children add and subtract two-digit numbers on the abacus by the end of the first level (about three months), and start doing it in their heads in the second.",
  },
  "vedic-maths": {
    levels: 4,
    monthsPerLevel: 3,
    classMinutes: 60,
    classesPerWeek: 2,
    batchSize: 15,
    onlineTimings: "Mondays and Wednesdays 6–7 PM, or Saturdays and Sundays 4–5 PM.",
    schoolTimings: inSchools,
    officeTimings: "",
    certificate: "A SkillSprouts certificate after each level's test, listing the techniques the child has mastered.",
    fees: feePolicy("per level (every three months)"),
    progressNote:
      "Most children use their first shortcuts, such as multiplying by 11 or squaring numbers that end in 5, in their school homework within the first month; each level takes about three months.",
  },
  "communicative-english": {
    levels: 6,
    monthsPerLevel: 4,
    classMinutes: 45,
    classesPerWeek: 2,
    batchSize: 10,
    onlineTimings: "Tuesdays and Fridays 4–4:45 PM, or Saturdays 11–11:45 AM.",
    schoolTimings: inSchools,
    officeTimings: "Saturdays 10–10:45 AM or 11–11:45 AM at our Mira Road office.",
    certificate:
      "A SkillSprouts certificate at the end of each level, after a speaking and listening assessment with a short report for parents.",
    fees: feePolicy("per level (every four months)"),
    progressNote:
      "Shy children usually start speaking up in class within the first few weeks; reading and speaking are assessed at the end of each four-month level, and parents get a short report.",
  },
  coding: {
    levels: 6,
    monthsPerLevel: 3,
    classMinutes: 90,
    classesPerWeek: 1,
    batchSize: 8,
    onlineTimings: "Saturdays or Sundays 11 AM–12:30 PM. Your child needs a laptop or computer.",
    schoolTimings: inSchools,
    officeTimings: "",
    certificate: "A SkillSprouts certificate for each level, awarded for the level's final project.",
    fees: feePolicy("per level (every three months)"),
    progressNote:
      "Children finish their first animated story or game within the first month, and every level ends with a project they can show the family.",
  },
};
