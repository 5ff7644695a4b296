/**
 * What every course page says besides the course's own record: its highlights and how soon children become
 * confident. The page and Brainy both read it from here, so Brainy never says something the page does not.
 */
export const courseHighlights = [
  "Expert Instructors",
  "Interactive Sessions",
  "Progress Tracking",
  "Certification",
] as const;
export type CourseHighlight = (typeof courseHighlights)[number];

export function confidenceSentence(title: string): string {
  return `With regular practice, most students become confident in the core skills of ${title} within three months.`;
}

/** What a family can expect from this course: staff's own words for it, or the general line when they wrote none. */
export function progressSentence(program: { title: string; progressNote: string }): string {
  return program.progressNote.trim() || confidenceSentence(program.title);
}

/** "Ages 5–14" → { youngest: 5, oldest: 14 }; null when the range is not written as two numbers. */
export function ageBounds(ageRange: string): { youngest: number; oldest: number } | null {
  const match = /(\d{1,2})\s*(?:–|-|to)\s*(\d{1,2})/.exec(ageRange);
  if (!match) return null;
  return { youngest: Number(match[1]), oldest: Number(match[2]) };
}
