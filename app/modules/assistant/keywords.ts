/**
 * Turns a visitor's question into search concepts for Postgres full-text search.
 *
 * Parents rarely use the words our pages use ("how old", "timings", "fees"), and question words such as
 * "where" and "when" are stop words to Postgres. So each word of the question becomes a concept: the word
 * with the words that mean the same on our site, searched together (OR). A page is then ranked by how many
 * concepts it covers, so "What age can my child start abacus?" prefers a page about starting ages and abacus
 * over one that merely mentions children many times.
 */

export type SearchConcept = {
  /** The words to look for, any of them (the database stems them, so "fees" also finds "fee"). */
  terms: string[];
  /** How much finding this concept counts: 1 for a real topic word, less for vague ones. */
  weight: number;
};

export type SmallTalk = "greeting" | "thanks" | "goodbye";

export type SearchPlan = { concepts: SearchConcept[]; smallTalk: SmallTalk | null };

/** Words that mean the same to a parent as to our pages, one group per idea. */
const synonymGroups: Record<string, string[]> = {
  children: ["child", "children", "kid", "kids", "son", "daughter", "student", "students", "learner", "learners"],
  age: ["age", "ages", "aged", "old", "older", "young", "younger", "year", "years", "toddler", "toddlers"],
  start: ["start", "starting", "begin", "beginning", "beginner", "join", "joining"],
  enrol: [
    "enrol",
    "enroll",
    "enrolment",
    "enrollment",
    "admission",
    "admissions",
    "register",
    "registration",
    "signup",
  ],
  hours: ["open", "opens", "opening", "hours", "hour", "timing", "timings", "close", "closed", "closing"],
  place: [
    "address",
    "location",
    "located",
    "office",
    "offices",
    "visit",
    "directions",
    "map",
    "branch",
    "centre",
    "center",
    "near",
    "nearby",
  ],
  price: ["price", "prices", "pricing", "fee", "fees", "cost", "costs", "charge", "charges", "pay", "payment"],
  contact: ["contact", "phone", "telephone", "call", "email", "mail", "reach", "whatsapp", "enquiry", "inquiry"],
  demo: ["demo", "demos", "demonstration", "trial", "free", "book", "booking"],
  school: ["school", "schools", "partner", "partners", "partnership", "principal", "institution", "institute"],
  games: ["game", "games", "quiz", "quizzes", "play", "playing", "fun", "zone", "leaderboard", "puzzle", "puzzles"],
  story: ["story", "stories", "tale", "tales"],
  careers: ["career", "careers", "job", "jobs", "vacancy", "vacancies", "hiring", "hire", "recruit", "openings", "cv"],
  coding: [
    "coding",
    "code",
    "programming",
    "python",
    "scratch",
    "computer",
    "computers",
    "website",
    "websites",
    "app",
    "apps",
    "ai",
  ],
  abacus: ["abacus", "soroban", "bead", "beads"],
  vedic: ["vedic", "sutra", "sutras", "shortcut", "shortcuts", "trick", "tricks"],
  maths: ["math", "maths", "mathematics", "arithmetic", "calculation", "calculations", "sums"],
  english: [
    "english",
    "speaking",
    "spoken",
    "speak",
    "communication",
    "communicative",
    "grammar",
    "phonics",
    "fluency",
  ],
  online: ["online", "virtual", "zoom", "remote", "remotely"],
  figures: ["figures", "count", "total", "statistics", "stats"],
  blog: ["blog", "blogs", "article", "articles", "tips"],
  photos: ["photo", "photos", "picture", "pictures", "video", "videos", "gallery", "feeds"],
  brochure: ["brochure", "brochures", "pdf", "prospectus", "leaflet"],
  quality: ["certificate", "certificates", "certified", "certification", "iso", "nep", "ncf", "accredited"],
  teachers: ["teacher", "teachers", "trainer", "trainers", "instructor", "instructors", "tutor", "tutors", "faculty"],
};

/** "Where", "when" and "how many" carry meaning, but less than a topic word: "When can my child start?" is about starting. */
const questionWords: Record<string, { group: string; weight: number }> = {
  where: { group: "place", weight: 0.5 },
  when: { group: "hours", weight: 0.5 },
  many: { group: "figures", weight: 0.5 },
};

/** Words that say little about the topic on a site where every page is about children learning. */
const vagueWords = new Set(
  (
    "child children kid kids son sons daughter daughters student students learner learners class classes course " +
    "courses program programs programme programmes learn learning teach teaching taught offer offers provide help " +
    "lesson lessons subject subjects suitable right ideal best appropriate possible available recommend suggest " +
    "explain choose choice run runs give make take use find look looking interested information info details " +
    "work works working"
  ).split(" "),
);
const VAGUE_WEIGHT = 0.25;
const NUMBER_WEIGHT = 0.5;

const stopWords = new Set(
  (
    "a an the is are am was were be been being do does did doing can could will would shall should may might must " +
    "i me my mine we us our ours you your yours he him his she her it its they them their this that these those " +
    "what which who whom whose how why there here of in on at to for with without from by about into over under " +
    "and or but if so than then too very just also not no yes any some all much more most get got have has " +
    "had please tell know want wants like need needs let s t ok okay skillsprouts brainy sir madam"
  ).split(" "),
);

const smallTalkWords: Record<string, SmallTalk> = {
  hi: "greeting",
  hii: "greeting",
  hello: "greeting",
  hey: "greeting",
  namaste: "greeting",
  morning: "greeting",
  evening: "greeting",
  afternoon: "greeting",
  good: "greeting",
  thanks: "thanks",
  thank: "thanks",
  thankyou: "thanks",
  great: "thanks",
  awesome: "thanks",
  bye: "goodbye",
  goodbye: "goodbye",
  later: "goodbye",
  see: "goodbye",
};

/** More concepts than this add noise, not precision. */
const MAX_CONCEPTS = 10;

/** Words that lead to a group but are not searched: Postgres stems "programming" to "program", found everywhere. */
const unsearchedWords = new Set(["programming"]);

const groupOfWord = new Map<string, string>(
  Object.entries(synonymGroups).flatMap(([group, words]) => words.map((word) => [word, group] as const)),
);

/** Lower-case words and numbers, accents removed, so "Café" and "cafe" are one word. */
export function tokenize(text: string): string[] {
  const plain = text.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");
  return plain.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The concepts to search for, and whether the message is only small talk ("hi", "thanks!"). */
export function planSearch(question: string): SearchPlan {
  const tokens = tokenize(question);
  const concepts = new Map<string, SearchConcept>();
  let smallTalk: SmallTalk | null = null;
  let onlySmallTalk = true;

  for (const token of tokens) {
    if (stopWords.has(token)) continue;
    const talk = smallTalkWords[token];
    if (talk) {
      smallTalk ??= talk;
      continue;
    }
    onlySmallTalk = false;
    const asked = questionWords[token];
    const group = asked?.group ?? groupOfWord.get(token);
    const key = group ? `group:${group}` : `word:${token}`;
    const weight = asked?.weight ?? (vagueWords.has(token) ? VAGUE_WEIGHT : /^\d+$/.test(token) ? NUMBER_WEIGHT : 1);
    const terms = (group ? (synonymGroups[group] ?? [token]) : [token]).filter((term) => !unsearchedWords.has(term));
    const known = concepts.get(key);
    if (known) known.weight = Math.max(known.weight, weight);
    else if (concepts.size < MAX_CONCEPTS) concepts.set(key, { terms, weight });
  }

  return {
    concepts: [...concepts.values()],
    smallTalk: onlySmallTalk && concepts.size === 0 ? smallTalk : null,
  };
}

/** A websearch_to_tsquery expression matching any of the terms ("age or old or year"). */
export function anyOfQuery(terms: readonly string[]): string {
  // Terms come from tokenize, letters and digits only, so nothing in them is query syntax.
  return terms.filter((term) => /^[\p{L}\p{N}]+$/u.test(term) && term !== "or").join(" or ");
}
