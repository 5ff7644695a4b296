import { everydayWords, offTopicWords, placeNames } from "./lexicon.ts";
import { isTypoOf } from "./typos.ts";
import { ALTERNATIVE, readQuestion, stem, type ReplyLanguage } from "./read-question.ts";

/**
 * Turns a visitor's question into search concepts.
 *
 * Parents rarely use the words our pages use ("how old", "timings", "fees"), and question words such as
 * "where" and "when" are stop words to a search engine. So each word of the question becomes a concept: the word
 * with the words that mean the same on our site, searched together (OR). A page is then ranked by how many
 * concepts it covers, so "What age can my child start abacus?" prefers a page about starting ages and abacus
 * over one that merely mentions children many times.
 */

export type SearchConcept = {
  /** The words to look for, any of them (the search stems them, so "fees" also finds "fee"). */
  terms: string[];
  /** How much finding this concept counts: 1 for a real topic word, less for vague ones. */
  weight: number;
  /** The topic group the words come from, or null for a word of the question taken as it is. */
  group: string | null;
  /** The question's own words that led to it ("sutras" for the Vedic Maths group). */
  said: string[];
  /** Carried over from an earlier question of the conversation, to read a follow-up by. */
  carried?: boolean;
};

export type SmallTalk = "greeting" | "thanks" | "goodbye";

export type SearchPlan = { concepts: SearchConcept[]; smallTalk: SmallTalk | null };

/** Words that mean the same to a parent as to our pages, one group per idea. */
export const synonymGroups: Record<string, string[]> = {
  children: [
    "child",
    "children",
    "kid",
    "kids",
    "son",
    "daughter",
    "boy",
    "boys",
    "girl",
    "girls",
    "student",
    "students",
    "learner",
    "learners",
    "sibling",
    "siblings",
  ],
  age: ["age", "ages", "aged", "old", "older", "young", "younger", "year", "years", "toddler", "toddlers"],
  start: ["start", "starting", "started", "starts", "begin", "beginning", "beginner", "join", "joining"],
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
  hours: [
    "open",
    "opens",
    "opening",
    "hours",
    "hour",
    "timing",
    "timings",
    "time",
    "times",
    "close",
    "closed",
    "closing",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "weekend",
    "weekday",
    "weekdays",
  ],
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
    "branches",
    "centre",
    "center",
    "centres",
    "near",
    "nearby",
    "city",
    "cities",
    "area",
  ],
  price: [
    "price",
    "prices",
    "pricing",
    "fee",
    "fees",
    "cost",
    "costs",
    "charge",
    "charges",
    "pay",
    "payment",
    "discount",
    "discounts",
    "scholarship",
    "concession",
  ],
  contact: [
    "contact",
    "phone",
    "telephone",
    "call",
    "calling",
    "email",
    "mail",
    "reach",
    "enquiry",
    "inquiry",
    "number",
    "mobile",
    "message",
  ],
  whatsapp: ["whatsapp"],
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
    "speaks",
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
  // A certificate is what a child gets for a level; certification is the company's (ISO, NEP alignment).
  certificate: ["certificate", "certificates"],
  quality: ["certified", "certification", "iso", "nep", "ncf", "accredited"],
  teachers: [
    "teacher",
    "teachers",
    "trainer",
    "trainers",
    "instructor",
    "instructors",
    "tutor",
    "tutors",
    "faculty",
    "train",
    "trained",
  ],
  duration: ["long", "duration", "month", "months", "soon", "results", "quickly"],
  frequency: ["week", "weekly", "weeks", "period", "periods", "often", "frequency", "sessions"],
  difference: ["difference", "different", "differ", "compare", "comparison", "versus", "vs", "better"],
  focus: ["concentration", "concentrate", "focus", "attention", "attentive", "brain", "brainpower", "sharp", "sharper"],
  memory: ["memory", "remember", "recall"],
  history: ["established", "founded", "founding", "history", "experience", "experienced"],
  practice: ["practice", "practise", "practising", "practicing", "revise", "revision", "daily", "everyday", "riyaz"],
  confidence: ["confidence", "confident", "shy", "hesitate", "hesitates", "nervous", "afraid", "fear", "scared"],
  materials: ["kit", "kits", "material", "materials", "workbook", "workbooks", "books", "textbook"],
  privacy: ["privacy", "private", "data", "safe", "safety", "secure", "personal"],
  assessment: [
    "assessment",
    "assessments",
    "assess",
    "assessed",
    "evaluate",
    "evaluated",
    "evaluation",
    "test",
    "tests",
    "exam",
    "exams",
    "progress",
    "progressing",
    "report",
    "reports",
    "tracking",
  ],
};

/** The topic groups that name one of the courses, and the course's page id. */
export const programOfGroup: Record<string, string> = {
  abacus: "abacus",
  vedic: "vedic-maths",
  english: "communicative-english",
  coding: "coding",
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
    "work works working study studied studying studies"
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
    "had please tell know want wants like need needs let s t ok okay skillsprouts brainy sir madam as per via etc"
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

/**
 * A town or city asks where classes are, not where the office is: searched by the town's own name and the words
 * for places to learn, not "office" or "map".
 */
function cityTerms(town: string): string[] {
  return [town, "city", "cities", "area", "near", "nearby", "branch", "branches", "centre", "center", "centres"];
}

/** Words of the site's links and forms ("contact page", "send a message", "book a free trial"). */
const linkWords = new Set(["contact", "message", "book", "call"]);

/** More concepts than this add noise, not precision. */
const MAX_CONCEPTS = 10;

/**
 * Words that lead to a group but are not searched: "programming" stems to "program", found everywhere, and
 * "how long" is about time while "long" on a page is usually a "longer attention span".
 */
const unsearchedWords = new Set(["programming", "long"]);

const groupOfWord = new Map<string, string>(
  Object.entries(synonymGroups).flatMap(([group, words]) => words.map((word) => [word, group] as const)),
);

/** The concepts to search for, and whether the message is only small talk ("hi", "thanks!"). */
export function planSearch(question: string): SearchPlan {
  const read = readQuestion(question);
  return planFromWords(read.words, read.language);
}

/**
 * A word the lexicon does not know, in a Hindi, Hinglish or Marathi question, is as likely a little word of the sentence
 * as a topic: it counts for less.
 */
const UNKNOWN_INDIAN_LANGUAGE_WEIGHT = 0.5;

/** The concepts for words already read into English (see read-question.ts). */
export function planFromWords(words: readonly string[], language: ReplyLanguage = "en"): SearchPlan {
  const concepts = new Map<string, SearchConcept>();
  let smallTalk: SmallTalk | null = null;
  let onlySmallTalk = true;

  for (const token of words) {
    if (stopWords.has(token)) continue;
    const talk = smallTalkWords[token];
    if (talk) {
      smallTalk ??= talk;
      continue;
    }
    const asked = questionWords[token];
    const known = vagueWords.has(token) || everydayWords.has(token) || offTopicWords.has(token) || isFragment(token);
    const group = asked?.group ?? groupOf(token) ?? (known ? undefined : typoGroupOf(token));
    if (!group && (everydayWords.has(token) || isFragment(token) || (!known && isEverydayTypo(token)))) continue;
    onlySmallTalk = false;
    const key = group ? `group:${group}` : `word:${token}`;
    const unknownWeight = language === "en" ? 1 : UNKNOWN_INDIAN_LANGUAGE_WEIGHT;
    const weight =
      asked?.weight ??
      (vagueWords.has(token) ? VAGUE_WEIGHT : /^\d+$/.test(token) ? NUMBER_WEIGHT : group ? 1 : unknownWeight);
    const spellings = token.split(ALTERNATIVE);
    const groupTerms = group ? (synonymGroups[group === "city" ? "place" : group] ?? spellings) : spellings;
    const terms = groupTerms.filter((term) => !unsearchedWords.has(term));
    // A child's age or a time of day says nothing a page could be found by; a year ("NEP 2020") does.
    if (/^\d{1,2}$/.test(token)) continue;
    const earlier = concepts.get(key);
    if (earlier) {
      earlier.weight = Math.max(earlier.weight, weight);
      earlier.said.push(token);
    } else if (concepts.size < MAX_CONCEPTS) {
      concepts.set(key, {
        terms: group === "city" ? cityTerms(token) : terms,
        weight,
        group: group ?? null,
        said: [token],
      });
    }
  }
  // Words every page uses for its links ("our contact page") are searched only when the visitor wrote them.
  for (const concept of concepts.values()) {
    concept.terms = concept.terms.filter((term) => !linkWords.has(term) || concept.said.includes(term));
  }
  // "The office phone number": the office is whose number, not a question about where the office is.
  const place = concepts.get("group:place");
  if (place && concepts.has("group:contact") && place.said.every((word) => word === "office" || word === "offices")) {
    place.weight = VAGUE_WEIGHT;
  }
  // "A centre near Andheri?" asks where classes are, as the town does: not where the office is.
  const officeWords = ["office", "offices", "address", "visit", "map", "directions", "where"];
  if (place && concepts.has("group:city") && !place.said.some((word) => officeWords.includes(word))) {
    concepts.delete("group:place");
  }
  // "How long have you been around?" asks the company's age, not how many months a course takes.
  if (concepts.has("group:history")) concepts.delete("group:duration");
  // "Vedic Maths" is one course, not a question about maths in general as well.
  if (concepts.has("group:vedic")) concepts.delete("group:maths");
  // "The fee per month" asks about fees, not about how many months a course takes.
  if (concepts.has("group:price")) {
    concepts.delete("group:duration");
    concepts.delete("group:frequency");
  }

  return {
    concepts: [...concepts.values()],
    smallTalk: onlySmallTalk && concepts.size === 0 ? smallTalk : null,
  };
}

/**
 * The topic group a word belongs to. A town or city is a question about where we are ("city", searched as
 * "place"), kept apart so that "Will it rain in Mumbai?" is not taken for a question about the office.
 */
export function groupOf(word: string): string | undefined {
  return (
    groupOfWord.get(word) ??
    groupOfWord.get(`${word}s`) ??
    groupOfWord.get(stem(word)) ??
    (placeNames.has(word) ? "city" : undefined)
  );
}

/**
 * The topic of a topic word typed with a slip or two ("consentraton", "websits"). Only topics proper: the words
 * of "how old", "better", "how long" are too like everyday words ("butter" is not "better").
 */
function typoGroupOf(word: string): string | undefined {
  if (!/^[a-z]+$/.test(word)) return undefined;
  for (const [known, group] of groupOfWord) {
    if (!typoShyGroups.has(group) && isTypoOf(word, known)) return group;
  }
  return undefined;
}

const typoShyGroups = new Set(["children", "age", "start", "duration", "frequency", "difference", "hours"]);

/** A letter or two left of a contraction or an abbreviation ("I'd", "B.Ed."). */
function isFragment(token: string): boolean {
  return token.length <= 2 && !/^\d+$/.test(token);
}

/** A chat misspelling of an everyday word ("becuase", "abuot"), which says nothing about the topic. */
function isEverydayTypo(word: string): boolean {
  if (!/^[a-z]+$/.test(word)) return false;
  for (const known of [...stopWords, ...everydayWords]) {
    if (known.length >= 5 && isTypoOf(word, known)) return true;
  }
  return false;
}
