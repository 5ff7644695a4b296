/*
 * The facts a page or a mail states, read from its text with fixed patterns, and the comparison that finds two
 * sources saying different things about the same fact. Contacts are compared with the company's own (a stray
 * number or address is wrong wherever it appears); every other fact must have one value across all sources.
 */

/** A page or a mail, as the reader sees it. */
export type Source = { name: string; text: string };

/** What one source says: each fact's name and the values it gives it. */
export type Facts = Map<string, Set<string>>;

/** A fact two sources (or a source and the company's details) disagree on, and who says what. */
export type Disagreement = { fact: string; says: Record<string, string[]> };

export const CONTACT_FACTS = ["phone", "e-mail"] as const;

const numberWords: Record<string, string> = {
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
};
const asNumber = (word: string) => numberWords[word.toLowerCase()] ?? word;

/** A phone number as its digits with India's country code: "+91 22 4000 1234" and "022 4000 1234" are one. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith("0")) return `91${digits.slice(1)}`;
  return digits;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The course a statement at `at` is about: the title nearest before it (within `reach`), or null. */
function courseBefore(text: string, at: number, titles: readonly string[], reach: number): string | null {
  let best: { title: string; end: number } | null = null;
  for (const title of titles) {
    for (const match of text.slice(Math.max(0, at - reach), at).matchAll(new RegExp(escapeRegExp(title), "g"))) {
      const end = Math.max(0, at - reach) + match.index + title.length;
      if (!best || end > best.end) best = { title, end };
    }
  }
  return best?.title ?? null;
}

/** The course title nearest to `[start, end)` on either side, within 40 characters ("Abacus Ages 5–14"). */
function courseBeside(text: string, start: number, end: number, titles: readonly string[]): string | null {
  let best: { title: string; distance: number } | null = null;
  for (const title of titles) {
    for (const match of text.matchAll(new RegExp(escapeRegExp(title), "g"))) {
      const distance = match.index >= end ? match.index - end : start - (match.index + title.length);
      if (distance >= 0 && distance <= 40 && (!best || distance < best.distance)) best = { title, distance };
    }
  }
  return best?.title ?? null;
}

/**
 * The facts a text states:
 * - phone: every phone number, as digits; e-mail: every address, lower-cased;
 * - partnership steps: "a partnership works, in four steps", and the last "Step N:" of a partnership list;
 * - ages of <course>: "Ages X–Y" beside a course's title; ages of all courses: "aged X to Y", "from X to Y years";
 * - class minutes / levels / batch size of <course>: "60-minute classes", "8 levels", "Up to 12 children in a
 *   batch", about the course named last before them;
 * - figure: schools / students / teachers / years: "200+ partner schools", "Partner schools 200+" and the like.
 */
export function extractFacts(text: string, courseTitles: readonly string[]): Facts {
  const facts: Facts = new Map();
  const add = (fact: string, value: string) => {
    const values = facts.get(fact) ?? new Set<string>();
    values.add(value);
    facts.set(fact, values);
  };

  for (const match of text.matchAll(/\+?\d[\d\s()-]{8,16}\d/g)) {
    const digits = phoneDigits(match[0]);
    if (digits.length >= 11 && digits.length <= 13) add("phone", digits);
  }
  for (const match of text.matchAll(/[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi)) add("e-mail", match[0].toLowerCase());

  for (const match of text.matchAll(/partnership works,? in (\w+) steps/gi))
    add("partnership steps", asNumber(match[1] ?? ""));
  const stepLabels = [...text.matchAll(/\bStep (\d+): /g)].map((match) => Number(match[1]));
  if (stepLabels.length > 0) add("partnership steps", String(Math.max(...stepLabels)));

  for (const match of text.matchAll(/\bAges? (\d+)\s*[–-]\s*(\d+)/g)) {
    const course = courseBeside(text, match.index, match.index + match[0].length, courseTitles);
    if (course) add(`ages of ${course}`, `${match[1]}–${match[2]}`);
  }
  for (const match of text.matchAll(/\baged (\d+) ?(?:to|–|-) ?(\d+)\b|\bfrom (\d+) to (\d+) years\b/gi))
    add("ages of all courses", `${match[1] ?? match[3]}–${match[2] ?? match[4]}`);

  const courseFacts: [string, RegExp][] = [
    ["class minutes", /\b(\d+)-minute classes/g],
    ["levels", /\b(\d+) levels\b/g],
    ["batch size", /\bUp to (\d+) children in a batch|\bbatches have at most (\d+) children/g],
  ];
  for (const [fact, pattern] of courseFacts) {
    for (const match of text.matchAll(pattern)) {
      const course = courseBefore(text, match.index, courseTitles, 200);
      if (course) add(`${fact} of ${course}`, match[1] ?? match[2] ?? "");
    }
  }

  // A figure is "200+ partner schools" in a sentence (the noun in lower case, so a stat grid's "200+ Teachers
  // Trained", where the next label follows the value, is not read as one) or "Partner schools 200+" in a grid
  // (the label capitalised, so the sentence "17+ years 200+ partner schools" is not read as one either).
  const figurePatterns: [string, RegExp, RegExp][] = [
    ["schools", /(\d[\d,]*\+) (?:partner )?schools\b/g, /\bPartner [Ss]chools (\d[\d,]*\+)/g],
    ["students", /(\d[\d,]*\+) students\b/g, /\bStudents(?: [Tt]rained| [Tt]aught)? (\d[\d,]*\+)/g],
    ["teachers", /(\d[\d,]*\+) teachers\b/g, /\bTeachers(?: [Tt]rained| [Ee]mpowered)? (\d[\d,]*\+)/g],
    ["years", /(\d[\d,]*\+) years\b/g, /\bYears(?: of [Ee]xperience)? (\d[\d,]*\+)/g],
  ];
  for (const [figure, inSentence, inGrid] of figurePatterns) {
    for (const match of [...text.matchAll(inSentence), ...text.matchAll(inGrid)])
      add(`figure: ${figure}`, match[1] ?? "");
  }
  return facts;
}

/**
 * Where the sources disagree: a contact fact whose value is not one of `contacts` (the company's own), or any
 * other fact given more than one value across the sources, by fact name. Each names the sources and what they say.
 */
export function compareFacts(
  sources: readonly { name: string; facts: Facts }[],
  contacts: Partial<Record<(typeof CONTACT_FACTS)[number], readonly string[]>> = {},
): Disagreement[] {
  const byFact = new Map<string, Map<string, string[]>>();
  for (const source of sources) {
    for (const [fact, values] of source.facts) {
      const says = byFact.get(fact) ?? new Map<string, string[]>();
      for (const value of values) says.set(value, [...(says.get(value) ?? []), source.name]);
      byFact.set(fact, says);
    }
  }
  const disagreements: Disagreement[] = [];
  for (const [fact, says] of byFact) {
    const known = contacts[fact as (typeof CONTACT_FACTS)[number]];
    const isContact = (CONTACT_FACTS as readonly string[]).includes(fact);
    const wrong = isContact ? [...says.keys()].filter((value) => !known?.includes(value)) : [];
    if ((isContact && wrong.length > 0) || (!isContact && says.size > 1)) {
      const shown = isContact ? wrong : [...says.keys()];
      disagreements.push({ fact, says: Object.fromEntries(shown.map((value) => [value, says.get(value) ?? []])) });
    }
  }
  return disagreements.sort((a, b) => a.fact.localeCompare(b.fact));
}
