import { en } from "#app/modules/i18n/messages/en.ts";

/**
 * What every course page says besides the course's own record: its highlights and how soon children become
 * confident. The page says them through its messages (`course.*`); Brainy and the course sheet, written in
 * English, read the same English messages here, so they never say something the page does not.
 */
export const courseHighlights = [
  en.course.highlightExperts,
  en.course.highlightInteractive,
  en.course.highlightProgress,
  en.course.highlightCertificate,
] as const;

export function confidenceSentence(title: string): string {
  return en.course.confidence.replace("{{course}}", title);
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
