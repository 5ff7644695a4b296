const dateFormats = {
  /** "14 March 2026": in a sentence, a blog post's byline, a mail's answer. */
  long: new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  /** "14 Mar 2026": in a list, where the inbox and its mails name a follow-up. */
  short: new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" }),
} as const;

const weekdayParts = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

export type DateStyle = keyof typeof dateFormats | "weekday";

/**
 * "2026-03-14" → "14 March 2026" (or "14 Mar 2026", "Sat, 14 Mar 2026"): how every page and mail writes a day,
 * in India's way and never as the ISO form the database keeps; fixed to en-IN and UTC so server and browser agree.
 */
export function formatDate(isoDate: string, style: DateStyle = "long"): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (style !== "weekday") return dateFormats[style].format(date);
  // "Sat, 14 Mar 2026", where the weekday helps (a visit, a class): built from its parts, since en-IN
  // itself puts a comma before the year ("Sat, 14 Mar, 2026").
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    weekdayParts.formatToParts(date).find((entry) => entry.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("day")} ${part("month")} ${part("year")}`;
}

/** A day as "2026-03-14", which a form's date field sends and the database keeps. */
export const isIsoDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The article for a phrase, "a" or "an", by the sound of its first word, so a few exceptions come first
 * (an hour, a unit, a one-day course, an FAQ).
 */
export function indefiniteArticle(phrase: string): "a" | "an" {
  const firstWord = phrase.trim().split(/[\s-]/)[0] ?? "";
  if (/^(hour|honest|honou?r|heir)/i.test(firstWord)) return "an";
  if (/^(uni|use|usu|uti|ure|eu|ewe|one|once)/i.test(firstWord)) return "a";
  if (/^[A-Z]{2,}$/.test(firstWord)) return /^[AEFHILMNORSX]/.test(firstWord) ? "an" : "a";
  return /^[aeiou]/i.test(firstWord) ? "an" : "a";
}

/** "Abacus" → "an Abacus", "Coding" → "a Coding". */
export function withIndefiniteArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase.trim()}`;
}

/** "Dr. Sunita Deshpande" → "DS": a person's initials, for a picture-less face (testimonials, leaders). */
export function nameInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^[A-Za-z]/.test(part) && !/^(Dr|Mr|Mrs|Ms|Prof)\.?$/i.test(part))
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}
