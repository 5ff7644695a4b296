/** The longest question kept for staff: enough to understand it, too short to hold a life story. */
export const GAP_QUESTION_MAX_LENGTH = 300;

/**
 * A question as it is kept for staff: whitespace tidied, length capped, and anything that looks like an
 * e-mail address or a phone number replaced, since the question is all that should be stored.
 */
export function gapText(question: string): string {
  const tidy = question
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[e-mail]")
    .replace(/\+?\d[\d\s().-]{6,}\d/g, "[number]")
    .replace(/\s+/g, " ")
    .trim();
  return tidy.length <= GAP_QUESTION_MAX_LENGTH ? tidy : `${tidy.slice(0, GAP_QUESTION_MAX_LENGTH - 1).trimEnd()}…`;
}
