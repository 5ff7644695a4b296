import { ageBounds } from "#app/modules/content/programs/program-page-text.ts";

/**
 * The four courses the print brochures describe, in brochure order. Each has pages of copy written for it, so
 * the list is fixed here; what the site says about a course (its title and ages) comes from the programs table.
 */
export const brochureCourseIds = ["abacus", "vedic-maths", "coding", "communicative-english"] as const;
export type BrochureCourseId = (typeof brochureCourseIds)[number];

/** A course as a brochure prints it. */
export type BrochureCourse = { id: BrochureCourseId; title: string; ages: string };

/** The programs-table columns a brochure reads (the published program cards have them). */
export type ProgramTitleAndAges = { id: string; title: string; ageRange: string };

/**
 * What a brochure prints for a course the programs table does not offer (the row is deleted or unpublished) or
 * gives no ages for: the words the brochure was written with, so it still prints its eight pages.
 */
const writtenWith: Record<BrochureCourseId, Omit<BrochureCourse, "id">> = {
  abacus: { title: "Abacus", ages: "Ages 5–14" },
  "vedic-maths": { title: "Vedic Maths", ages: "Ages 8–14" },
  coding: { title: "Coding & AI", ages: "Ages 7–14" },
  "communicative-english": { title: "Communicative English", ages: "Ages 4–14" },
};

/** The brochure's courses in brochure order, titled and aged as the programs rows say, else as written. */
export function brochureCoursesFrom(programs: readonly ProgramTitleAndAges[]): BrochureCourse[] {
  return brochureCourseIds.map((id) => {
    const program = programs.find((row) => row.id === id);
    const title = program?.title.trim();
    const ages = program?.ageRange.trim();
    return { id, title: title || writtenWith[id].title, ages: ages || writtenWith[id].ages };
  });
}

/** The courses as written, for what is drawn without the programs rows (a page's description on an error). */
export const writtenCourses: readonly BrochureCourse[] = brochureCoursesFrom([]);

/** One course of the list, or the course as written when the list lacks it. */
export function courseIn(courses: readonly BrochureCourse[], id: BrochureCourseId): BrochureCourse {
  return courses.find((course) => course.id === id) ?? { id, ...writtenWith[id] };
}

/**
 * The ages all the courses cover together, as "4–14", for sentences like "children aged 4–14". Courses whose
 * ages are not written as two numbers are left out; if none are, the ages as written stand in.
 */
export function ageSpan(courses: readonly BrochureCourse[]): string {
  const known = boundsOf(courses);
  const bounds = known.length > 0 ? known : boundsOf(writtenCourses);
  const youngest = Math.min(...bounds.map((bound) => bound.youngest));
  const oldest = Math.max(...bounds.map((bound) => bound.oldest));
  return `${youngest}–${oldest}`;
}

function boundsOf(courses: readonly BrochureCourse[]) {
  return courses.map((course) => ageBounds(course.ages)).filter((bound) => bound !== null);
}

/** "Abacus, Vedic Maths, Coding and Communicative English": the titles as a sentence names them. */
export function titlesInProse(courses: readonly BrochureCourse[]): string {
  const titles = courses.map((course) => course.title);
  const last = titles.pop();
  if (last === undefined) return "";
  return titles.length === 0 ? last : `${titles.join(", ")} and ${last}`;
}
