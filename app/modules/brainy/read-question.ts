import {
  chatSpellings,
  devanagariFillers,
  devanagariWords,
  hinglishFillers,
  hinglishMarkers,
  hinglishWords,
  learningWords,
  manipulationWords,
  offTopicWords,
} from "./lexicon.ts";
import {
  marathiDevanagariFillers,
  marathiDevanagariWords,
  marathiLatinFillers,
  marathiLatinWords,
  marathiMarkers,
} from "./lexicon-marathi.ts";
import { hasDevanagari, transliterate } from "./transliterate.ts";

/**
 * The language a reply is written in: Marathi for a question in Marathi (either script), Hindi for one in Hindi
 * or Hinglish, else English.
 */
export type ReplyLanguage = "en" | "hi" | "mr";

/** A question as Brainy understands it, before any search. */
export type ReadQuestion = {
  language: ReplyLanguage;
  /** The question's words in English where the lexicon knows them; unknown words as written (Devanagari transliterated). */
  words: string[];
  /** The child's age, when the question gives one ("my 7 yr old", "9 saal ka", "class 4"). */
  childAge: number | null;
  /** A word that marks a question about something else (cricket, the weather, homework). */
  offTopicWord: string | null;
  /** How many such words it has. */
  offTopicWords: number;
  /** A sum to work out ("17 x 23"): homework, which Brainy does not do. */
  asksForSum: boolean;
  /** Words of someone trying to make Brainy break its rules ("ignore your instructions"). */
  manipulative: boolean;
  /** A request to write something (a poem, a leave letter), which is not what Brainy is for. */
  asksForWriting: boolean;
  /** Whether it asks who or what answers ("are you a bot?", "am I talking to a real person?"). */
  asksWhoAnswers: boolean;
  /** Whether it asks about learning ("do you teach…", "…classes"), so even an unknown topic is one for staff. */
  aboutLearning: boolean;
};

/**
 * Lower-case words and numbers, accents removed from Latin letters so "Café" and "cafe" are one word. Devanagari
 * keeps its vowel signs (they are letters there, not accents), and its digits become 0–9.
 */
export function tokenize(text: string): string[] {
  const words =
    text
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.map((word) =>
    hasDevanagari(word)
      ? word.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
      : word.normalize("NFKD").replace(/\p{M}/gu, ""),
  );
}

/** Asking for other people's details ("the phone numbers of other parents"), which Brainy never has or gives. */
const PRIVATE_DATA_REQUEST =
  /\b(?:names?|numbers?|phones?|details|address(?:es)?|e-?mails?|contacts?)\b.{0,40}\b(?:of|for)\s+(?:other|all|the other|your other|previous|past)\s+(?:parents|students|children|kids|customers|users|families|people)\b/i;

const WRITING_REQUEST =
  /\b(?:write|likh\w*)\b.{0,40}\b(?:poem|poems|essay|letter|application|speech|song|shayari|story|paragraph)\b|लिख.{0,40}(?:कविता|निबंध|पत्र|आवेदन)/iu;

/**
 * "Are you AI or human?", "r u a bot", "am I chatting with a real person?", "aap robot ho?", "तुम्ही माणूस आहात
 * का?": a question about Brainy itself, which no page of the site answers.
 */
const WHO_ANSWERS =
  /\b(?:are|r)\s+(?:you|u)\s+(?:an?\s+|really\s+|just\s+)?(?:ai|bot|robot|chatbot|human|person|real|machine)\b|\b(?:talking|chatting|speaking)\s+(?:to|with)\s+(?:an?\s+)?(?:real\s+|live\s+)?(?:human|person|bot|robot|machine|ai|computer)\b|\bwho\s+(?:are|r)\s+(?:you|u)\b|^\s*what\s+are\s+(?:you|u)\s*[?!.]*\s*$|\b(?:aap|ap|tum|tu)\s+(?:ek\s+)?(?:robot|bot|ai|insaan|insan|human|machine|asli)\b|\b(?:robot|bot|insaan|insan|machine)\s+(?:ho|hai|aahat|ahat|ahes)\b|\b(?:aap|ap|tum)\s+(?:kaun|kon)\b|(?:आप|तुम|तुम्ही|तू)\s+(?:एक\s+)?(?:रोबोट|बॉट|एआई|इंसान|मशीन|माणूस|असली|कौन|कोण)/iu;

/** Joins spellings of one word that are searched as alternatives. */
export const ALTERNATIVE = "|";

/**
 * Plural and possessive endings, so "fees" finds "fee" and "classes" finds "class". Deliberately no more:
 * "coding" must not become "cod". Devanagari is left as written.
 */
export function stem(word: string): string {
  if (word.length <= 3 || hasDevanagari(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/[^su']s$/.test(word)) return word.slice(0, -1);
  return word;
}

const AGE_WORDS = new Set(["year", "years", "old", "yo"]);
const AGE_LEAD_WORDS = new Set(["age", "aged", "ages"]);
const TIME_UNITS = new Set(
  "min mins minute minutes hour hours hrs day days week weeks month months times classes baje pm am".split(" "),
);
const GRADE_WORDS = new Set(["class", "grade", "std", "standard", "kaksha"]);
const CHILD_WORDS = new Set(["son", "daughter", "child", "kid", "boy", "girl", "children"]);
/** Children start school at about six: class 1 is about 6, class 4 about 9. */
const AGE_IN_CLASS_ONE = 6;
const YOUNGEST = 2;
const OLDEST = 18;

/** Reads a question: its language, its words in English, a child's age and what marks it off-topic. */
export function readQuestion(question: string): ReadQuestion {
  // Markup pasted into the box ("<script>…</script>") is not part of the question.
  const tokens = joinCompounds(tokenize(question.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>|<[^>]*>/gi, " ")));
  const language = languageOf(tokens);
  const words: string[] = [];
  for (const token of tokens) {
    if (hasDevanagari(token)) {
      if (devanagariFillers.has(token) || marathiDevanagariFillers.has(token)) continue;
      const known = devanagariWords[token] ?? marathiDevanagariWords[token];
      // An unknown word may be in the Hindi texts as written, or an English loanword ("पाइथन"): both are searched.
      words.push(...(known ? known.split(" ") : [`${token}${ALTERNATIVE}${transliterate(token)}`]));
      continue;
    }
    // "skools" is the plural of "skool".
    const spelled =
      chatSpellings[token] ?? (token.length >= 5 ? pluralOf(chatSpellings[token.replace(/s$/, "")]) : undefined);
    if (spelled) {
      words.push(...spelled.split(" "));
      continue;
    }
    const translated = language === "mr" ? (marathiLatinWords[token] ?? hinglishWords[token]) : hinglishWords[token];
    if (translated) {
      words.push(...translated.split(" "));
      continue;
    }
    if (language === "hi" && hinglishFillers.has(token)) continue;
    if (language === "mr" && (marathiLatinFillers.has(token) || hinglishFillers.has(token))) continue;
    words.push(token);
  }
  const { age, ageAt } = childAgeIn(words);
  return {
    language,
    // The age is a fact about the child, not a word to search for.
    words: ageAt === null ? words : words.filter((_, index) => index !== ageAt),
    childAge: age,
    offTopicWord: words.find((word) => offTopicWords.has(word)) ?? null,
    offTopicWords: words.filter((word) => offTopicWords.has(word)).length,
    asksForSum: /\d\s*(?:[x×*+÷/=-]|minus|times|plus|into|divided by|multiplied by)\s*\d/i.test(question),
    manipulative: words.some((word) => manipulationWords.has(word)) || PRIVATE_DATA_REQUEST.test(question),
    asksForWriting: WRITING_REQUEST.test(question),
    asksWhoAnswers: WHO_ANSWERS.test(question),
    aboutLearning: words.some((word) => learningWords.has(word)),
  };
}

/** "e mail address" and "email id" are one thing, an e-mail address, not an e-mail and a street address. */
const EMAIL_WORDS = new Set(["email", "ईमेल", "ई-मेल"]);
/** After an e-mail word: "email address", "ईमेल पता" (Hindi), "ईमेल पत्ता" (Marathi). */
const ADDRESS_WORDS = new Set(["address", "id", "पता", "पत्ता", "आईडी", "आयडी"]);

function joinCompounds(tokens: readonly string[]): string[] {
  const joined: string[] = [];
  for (const token of tokens) {
    const previous = joined.at(-1);
    if (previous === "e" && (token === "mail" || token === "mails")) joined[joined.length - 1] = "email";
    // "How long have you been around?": how long the company has existed.
    else if (previous === "been" && token === "around") joined[joined.length - 1] = "established";
    else if (previous && EMAIL_WORDS.has(previous) && ADDRESS_WORDS.has(token)) continue;
    else joined.push(token);
  }
  return joined;
}

function pluralOf(word: string | undefined): string | undefined {
  return word && /^[a-z]+$/.test(word) ? `${word}s` : undefined;
}

/**
 * Marathi when it has Marathi's own words at least as often as Hindi's; else Hindi when written in Devanagari, or
 * when enough of its words are Hindi in Latin letters.
 */
function languageOf(tokens: readonly string[]): ReplyLanguage {
  const devanagari = tokens.filter(hasDevanagari).length;
  const marathi = tokens.filter((token) => marathiMarkers.has(token)).length;
  // Hindi's own little words ("है", "kya") against Marathi's ("आहे", "aahe"): a mixed question goes to the more.
  const hindi = tokens.filter(
    (token) =>
      (hindiOnlyMarkers.has(token) || hinglishMarkers.has(token)) &&
      !marathiLatinFillers.has(token) &&
      !marathiDevanagariFillers.has(token),
  ).length;
  if (marathi > 0 && marathi >= hindi) return "mr";
  if (devanagari > 0 && devanagari >= tokens.length / 3) return "hi";
  const hindiWords = tokens.filter((token) => hinglishMarkers.has(token) || hinglishWords[token] !== undefined).length;
  if (hindiWords >= 2 || (hindiWords === 1 && tokens.length <= 3 && !isEnglishQuestion(tokens))) return "hi";
  return "en";
}

/** Devanagari words Hindi uses where Marathi says something else. */
const hindiOnlyMarkers = new Set("है हैं क्या कहाँ कहां कितनी कितना कितने मेरा मेरी मेरे आपका आपकी आपके हम हमारा".split(" "));

function isEnglishQuestion(tokens: readonly string[]): boolean {
  return tokens.some((token) => ["what", "how", "where", "when", "is", "are", "do", "does", "can"].includes(token));
}

/** The child's age and the position of its number among the words, or nulls. */
function childAgeIn(words: readonly string[]): { age: number | null; ageAt: number | null } {
  const mentionsChild = words.some((word) => CHILD_WORDS.has(word));
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? "";
    // "2 kids" counts children and "5 min" time, not years; "2nd std" is a class.
    const next = words[index + 1] ?? "";
    const ordinal = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(word);
    if (ordinal && GRADE_WORDS.has(next)) {
      const age = Number(ordinal[1]) + AGE_IN_CLASS_ONE - 1;
      if (age >= YOUNGEST && age <= OLDEST) return { age, ageAt: index };
      continue;
    }
    if (!/^\d{1,2}$/.test(word) || CHILD_WORDS.has(next) || TIME_UNITS.has(next)) continue;
    const value = Number(word);
    const before = words[index - 1] ?? "";
    const after = words[index + 1] ?? "";
    let age: number | null = null;
    if (AGE_WORDS.has(after) || AGE_LEAD_WORDS.has(before)) age = value;
    else if (GRADE_WORDS.has(before) || GRADE_WORDS.has(after)) age = value + AGE_IN_CLASS_ONE - 1;
    // "my daughter is 6", "mera beta 9 ka hai": a bare number beside a child.
    else if (mentionsChild && words.length <= 20) age = value;
    if (age !== null && age >= YOUNGEST && age <= OLDEST) return { age, ageAt: index };
  }
  return { age: null, ageAt: null };
}
