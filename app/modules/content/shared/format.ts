/** "2026-03-14" → "14 March 2026", fixed to en-IN so server and browser agree. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    date,
  );
}

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
