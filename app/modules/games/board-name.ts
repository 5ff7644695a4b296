import {
  DataSet,
  RegExpMatcher,
  englishDataset,
  englishRecommendedTransformers,
  pattern,
  type MatchPayload,
} from "obscenity";
import unhomoglyph from "unhomoglyph";
import { boardNameMaxLength } from "./protocol.ts";
import { publicNameOf } from "./public-name.ts";

/*
 * The one rule for every name the Fun Zone shows on a public board, whoever chose it: an anonymous player, a
 * signed-in player's nickname, or the back office. Children read these boards, so a name is refused unless it
 * is plainly a friendly name: no swearing however it is spelled, no harm words, no pretending to be staff, no
 * links, e-mail addresses or phone numbers, nothing invisible. Uniqueness and the back office's blocked names
 * need the database; they use `nameKey`, the form in which two names that look alike are the same.
 */

export type NameRefusal =
  "empty" | "too_long" | "symbols" | "squiggles" | "contact" | "unkind" | "harm" | "staff" | "taken" | "blocked";

export type NameCheck = { ok: true; name: string; key: string } | { ok: false; reason: NameRefusal; message: string };

/** Why a name was refused, in words a child reads on the name form. */
export const nameRefusalMessages: Record<NameRefusal, string> = {
  empty: "Please type a name we can see, with at least 2 letters.",
  too_long: `That name is a bit long. Please keep it to ${boardNameMaxLength} characters or fewer.`,
  symbols: "Names can use letters, numbers, spaces, dots, dashes and apostrophes only.",
  squiggles: "That name has too many squiggles on its letters. Please type it plainly.",
  contact: "Names can't have websites, e-mail addresses or phone numbers in them. Please pick just a name.",
  unkind: "Please choose a friendly name that everyone can see.",
  harm: "Please choose a kind name. If something is worrying you, talk to a grown-up you trust.",
  staff: "That name sounds like someone who works here. Please pick a name of your own.",
  taken: "Someone already has that name. Try adding a letter or a number to make it yours.",
  blocked: "That name can't go on the board. Please pick another one.",
};

const refuse = (reason: NameRefusal): NameCheck => ({ ok: false, reason, message: nameRefusalMessages[reason] });

// Characters nobody sees: format and control characters, default-ignorable ones (the Hangul fillers among them)
// and the blank braille pattern, which renders as a space.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;
const SEEN = /[\p{L}\p{N}]/gu;
// Letters and their marks in any script, digits, spaces and the punctuation names have (Anne-Marie, D'Souza, A.R.).
const ALLOWED = /^[\p{L}\p{M}\p{Nd} .'_-]+$/u;
// Zalgo text piles marks on letters. Latin, Greek and Cyrillic names need none once composed (é is one
// character), so any mark left on one of their letters, or on a digit or punctuation, is a squiggle; scripts that
// write vowels as marks (Devanagari and others) need at most two in a row.
const SQUIGGLES = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]\p{M}|\p{M}{3,}/u;
// Six digits or more is a phone number (an Indian mobile has ten), in any script's digits.
const DIGIT = /\p{Nd}/gu;
const MAX_DIGITS = 5;
const LINK =
  /www|\bhttps?\b|(?:\.|dot\s*)(?:com|net|org|io|xyz|app|gg|info|biz|online|site|link)\b|\.(?:in|co|me|ly|tv|to)\b/u;
const MAIL = /\b(?:gmail|yahoo|hotmail|outlook|rediffmail|icloud|proton(?:mail)?)\b/u;
// Social-media handles and asking to be contacted ("insta riya_07", "snap priya", "dm me"), as words of their own.
const SOCIAL =
  /\b(?:insta(?:gram)?|ig|snap(?:chat)?|yt|youtube|fb|facebook|tik ?tok|telegram|whatsapp|wa|discord|twitter|reddit|threads)\b|\b(?:call|dm|msg|message|text|add|follow|ping)\s+me\b|\b(?:follow|subscribe|sub)\b|\bdot\s+(?:in|co|me|ly|tv|to)\b/u;

/** Spaces made one, ends trimmed, invisible characters gone, in the compatibility form (full-width letters become plain). */
export function cleanName(raw: string): string {
  return raw.normalize("NFKC").replace(INVISIBLE, "").replace(/\s+/g, " ").trim();
}

/**
 * The name as it is compared: lower-cased, each character mapped to the one it can be mistaken for (Unicode's
 * confusables, so Cyrillic "А" and Latin "A" agree), without spaces and punctuation. Two names with one key
 * look the same on a board.
 */
export function nameKey(name: string): string {
  // Mapped, lower-cased, then mapped again: "M" is only a look-alike of "rn" once it is "m". Capital I looks like
  // small l, so with case ignored small i does too.
  const once = unhomoglyph(cleanName(name).normalize("NFD")).toLowerCase();
  return unhomoglyph(once)
    .toLowerCase()
    .replace(/i/g, "l")
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}]/gu, "");
}

/** Latin look-alikes from other scripts turned into Latin letters, and accents dropped: what the word lists read. */
function foldToLatin(name: string): string {
  let folded = "";
  for (const char of name.normalize("NFD")) {
    if (/\p{M}/u.test(char) && /[a-z]$/i.test(folded)) continue;
    if (char.charCodeAt(0) < 128) {
      folded += char;
      continue;
    }
    const lookalike = unhomoglyph(char);
    folded += /^[\x20-\x7e]+$/.test(lookalike) ? lookalike : char;
  }
  return folded.normalize("NFC").toLowerCase();
}

/**
 * The spellings the word lists are run over: as typed; with letters spaced or dotted apart joined up ("f u c k",
 * "f.u.c.k"); and with every space and mark between letters gone ("fu ck"). Leetspeak, repeated letters and the
 * rest are the matcher's own transformers.
 */
function spellings(folded: string): string[] {
  const tokens = folded.split(/[\s._'-]+/u).filter(Boolean);
  const joinedSingles: string[] = [];
  let run = "";
  for (const token of tokens) {
    if ([...token].length === 1) run += token;
    else {
      if (run) joinedSingles.push(run);
      run = "";
      joinedSingles.push(token);
    }
  }
  if (run) joinedSingles.push(run);
  return [...new Set([folded, joinedSingles.join(" "), tokens.join("")])];
}

type Kind = "unkind" | "harm" | "staff" | "name";
type Metadata = { kind: Kind; originalWord?: string };

/** Words that are no one's business on a children's board, in English, in Hinglish (Latin letters) and in Hindi. */
const extraUnkind = [
  "phuck",
  "phuk",
  "fuk",
  "fck",
  "fcuk",
  "biatch",
  "wtf",
  "stfu",
  "porn",
  "nude",
  "nazi",
  "hitler",
  "chutiya",
  "chutia",
  "chootiya",
  "chutiye",
  "chootiye",
  "madarchod",
  "maderchod",
  "madharchod",
  "behenchod",
  "bhenchod",
  "benchod",
  "bahenchod",
  "behnchod",
  "betichod",
  "bhosdi",
  "bhosdike",
  "bhosda",
  "bhosadi",
  "bsdk",
  "gandu",
  "gaandu",
  "gaand",
  "randi",
  "harami",
  "haraami",
  "haramzada",
  "haramkhor",
  "lund",
  "lauda",
  "lavda",
  "lawda",
  "lavde",
  "lawde",
  "lodu",
  "chodu",
  "jhaat",
  "jhant",
  "bakchod",
  "bhadwa",
  "bhadwe",
  "chinal",
  "hijda",
  "tatti",
  "kamina",
  "kamine",
  "suar",
  // Insults and taunts a child could aim at another, in Hinglish and Marathi.
  "haramkhor",
  "bhikari",
  "bhikhari",
  "zhavadya",
  "zavadya",
  "lavdya",
  "bhadva",
  "bhadvya",
  "dukkar",
  "nalayak",
  "bewakoof",
  "bevkoof",
  "bewakuf",
  // Caste, religious and racial slurs.
  "chamar",
  "bhangi",
  "chuhra",
  "katua",
  "katwa",
  "jihadi",
  "chinki",
  "chinky",
];
/** Insults that are also parts of names or ordinary words, refused only as a word of their own. */
const unkindWholeWords = [
  // "raand" reads as "rand" once repeated letters are cut, which sits inside Miranda and Brandon.
  "raand",
  "rand",
  "pagal",
  "gadha",
  "gadhe",
  "gadhav",
  "ullu",
  "kutta",
  "kutte",
  "kutti",
  "kuttiya",
  "vedya",
  "mulla",
  "mulle",
  "paki",
  "kafir",
  "madrasi",
  "sanghi",
  "andhbhakt",
  "idiot",
  "stupid",
  "dumb",
  "dumbo",
  "loser",
  "ugly",
  "fatty",
  "moron",
  "retard",
  "poop",
  "butt",
  "fart",
  "kallu",
  "kalua",
  "motu",
];
/**
 * Hindi swear abbreviations, refused only when typed as a word of their own: so "BC Riya" is refused while
 * initials ("B.C. Roy", "Riya M C") and names that hold the letters ("Mcintosh") are not.
 */
const unkindAbbreviations = ["bc", "mc", "bkl", "mkc", "tmkc"];
const unkindDevanagari = [
  "चूतिया",
  "चुतिया",
  "चूतिये",
  "चुतिये",
  "मादरचोद",
  "बहनचोद",
  "भेनचोद",
  "भोसड़ी",
  "भोसडी",
  "गांडू",
  "गाँडू",
  "गांड",
  "गाँड",
  "रंडी",
  "रण्डी",
  "हरामी",
  "हरामज़ादा",
  "हरामजादा",
  "लौड़ा",
  "लौडा",
  "लौड़े",
  "लौडे",
  "लंड",
  "चोद",
  "झाट",
  "कमीना",
  "भड़वा",
  "भड़वे",
  "तट्टी",
  "टट्टी",
  "हरामखोर",
  "भिकारी",
  "झवाड्या",
  "लवड्या",
  "भडव्या",
  "डुक्कर",
  "चमार",
  "भंगी",
  "कटुआ",
  "जिहादी",
  "पागल",
  "गधा",
  "उल्लू",
  "कुत्ता",
  "कुत्ते",
  "कुत्ती",
  "कुतिया",
  "बेवकूफ",
  "नालायक",
];
const harmPhrases = [
  "kill yourself",
  "kill urself",
  "kill ur self",
  "kill your self",
  "killyourself",
  "killurself",
  "kill you",
  "kill u",
  // One "l" short, as children type it.
  "kil yourself",
  "kil urself",
  "kil ur self",
  "kil your self",
  "kilyourself",
  "kilurself",
  "kil you",
  "kil u",
  "unalive",
  "mar ja",
  "mar jao",
  "mar jaa",
  "kys",
  "kms",
  "go die",
  "die die",
  "suicide",
  "hang yourself",
  "self harm",
  "cut yourself",
  "rape",
  "murder",
];
const harmDevanagari = ["आत्महत्या", "मर जा", "मार डाल"];
/** Who a child must not pretend to be: the company, its staff and its back office. */
const staffWords = [
  "admin",
  "administrator",
  "moderator",
  "staff",
  "teacher",
  "tutor",
  "principal",
  "official",
  "support",
  "helpdesk",
  "owner",
  "founder",
  "ceo",
  "skillsprout",
  "skill sprout",
  "skilsprout",
  "shikshak",
  "adhyapak",
  "headmaster",
  "headmistress",
  "masterji",
  "guruji",
  "sirji",
  "brainy",
];
const staffShortWords = [
  "mod",
  "mods",
  "sir",
  "maam",
  "ma'am",
  "mam",
  "madam",
  "miss",
  "master",
  "team",
  "coach",
  "guru",
  "mentor",
];
const staffDevanagari = ["एडमिन", "शिक्षक", "अध्यापक", "स्किलस्प्राउट", "मास्टर", "गुरुजी", "मैडम"];
/** Short Devanagari staff words that sit inside names ("सर" in "सरिता"): refused only as a word of their own. */
const staffDevanagariWords = ["सर", "टीम", "गुरु", "मिस"];
/**
 * Children's names that contain a listed word by accident ("Harshit", "Shital" hold "shit"): a match inside one
 * of these is no match.
 */
const innocentNames = [
  "harshit",
  "akshit",
  "darshit",
  "rishit",
  "hrishit",
  "ashit",
  "shital",
  "sheetal",
  "shitij",
  "dikshit",
  "nishit",
  "lakshit",
  "parshit",
  "mishit",
  "shitanshu",
  "tushit",
  "kumar",
  "cumali",
  "titiksha",
  "titli",
  "hitesh",
  "pushkar",
  "pushpa",
  "anal",
  "analya",
  "anush",
  "anusree",
  "anusuya",
  "kamini",
  "kaminee",
  "kamineni",
  "sexena",
  "fagun",
  "suarez",
  "gandhi",
  "gandhali",
  "gandhar",
  "sugandh",
  "lundi",
  "lunde",
  "lavdeep",
  "randip",
  "randeep",
  "randhir",
  "randhawa",
  "mcintosh",
  "badminton",
  "cummins",
  "dickson",
  "lundgren",
  "supporter",
  "ownership",
  "modi",
  "model",
  "sirisha",
  "mustafa",
  "padmini",
  "nazir",
  "nazia",
  "naziya",
  "nazim",
  "nazima",
  "nazish",
  "gagandeep",
  "pranali",
  "annalise",
  "annalisa",
  "annaliese",
  "annalee",
  "mehboob",
  "mehbooba",
  "mahboob",
  "bhushit",
  "bhooshit",
];

/**
 * A word as the matcher sees text once its transformers have run: runs of one letter cut to one (two for b, e,
 * o, l, s and g), as obscenity's English preset does, so "staff" is listed as it will be read, "staf".
 */
function asMatcherReads(word: string): string {
  const keepTwo = new Set(["b", "e", "o", "l", "s", "g"]);
  return word.replace(/(.)\1+/g, (run, letter: string) => letter.repeat(keepTwo.has(letter) ? 2 : 1));
}

function wordsDataSet(): DataSet<Metadata> {
  const set = new DataSet<Metadata>().addAll(
    englishDataset as DataSet<{ originalWord: string }> as unknown as DataSet<Metadata>,
  );
  const add = (kind: Kind, words: string[], wholeWord: boolean) => {
    for (const written of words) {
      const word = asMatcherReads(written);
      set.addPhrase((phrase) => {
        const builder = phrase.setMetadata({ kind, originalWord: written });
        return wholeWord ? builder.addPattern(pattern`|${word}|`) : builder.addPattern(pattern`${word}`);
      });
    }
  };
  add("unkind", extraUnkind, false);
  add("unkind", unkindWholeWords, true);
  add("harm", harmPhrases, true);
  add("staff", staffWords, false);
  add("staff", staffShortWords, true);
  set.addPhrase((phrase) => {
    const builder = phrase.setMetadata({ kind: "name" });
    for (const name of innocentNames) builder.addWhitelistedTerm(name);
    return builder;
  });
  return set;
}

// Built once: the lists compile to a few hundred patterns, too many to rebuild for each name.
let lists: { set: DataSet<Metadata>; matcher: RegExpMatcher } | undefined;
function wordLists() {
  if (!lists) {
    const set = wordsDataSet();
    lists = { set, matcher: new RegExpMatcher({ ...set.build(), ...englishRecommendedTransformers }) };
  }
  return lists;
}

/** What a listed word found in the name is: the English dataset's own words carry no kind and are unkind. */
function kindOf(set: DataSet<Metadata>, match: MatchPayload): Kind {
  return set.getPayloadWithPhraseMetadata(match).phraseMetadata?.kind ?? "unkind";
}

let keys: { staff: string[]; innocent: string[] } | undefined;
/**
 * Staff words found through the names' keys, which see through look-alikes the matcher does not know ("ADMlN"
 * with a small L) and through spaces and dashes ("S K I L L-S P R O U T S").
 */
function looksLikeStaff(name: string): boolean {
  keys ??= { staff: staffWords.map(nameKey), innocent: innocentNames.map(nameKey) };
  let key = nameKey(name);
  for (const innocent of keys.innocent) key = key.replaceAll(innocent, " ");
  return keys.staff.some((word) => key.includes(word));
}

function listedWordIn(name: string): Kind | null {
  const { set, matcher } = wordLists();
  const found = new Set<Kind>();
  const folded = foldToLatin(name);
  for (const spelling of spellings(folded)) {
    for (const match of matcher.getAllMatches(spelling)) found.add(kindOf(set, match));
  }
  if (folded.split(/\s+/).some((word) => unkindAbbreviations.includes(word))) found.add("unkind");
  const raw = name.toLowerCase();
  if (harmDevanagari.some((word) => raw.includes(word))) found.add("harm");
  if (unkindDevanagari.some((word) => raw.includes(word))) found.add("unkind");
  const rawWords = raw.split(/[\s._'-]+/u);
  if (
    staffDevanagari.some((word) => raw.includes(word)) ||
    staffDevanagariWords.some((word) => rawWords.includes(word)) ||
    looksLikeStaff(name)
  ) {
    found.add("staff");
  }
  // Harm first: its answer also points to a grown-up.
  for (const kind of ["harm", "unkind", "staff"] as const) if (found.has(kind)) return kind;
  return null;
}

/**
 * Whether `raw` may be shown on a board, and if so the name as shown and its key. Uniqueness and blocked names
 * are the database's part (`claimBoardName`).
 */
export function checkBoardName(raw: string): NameCheck {
  const name = cleanName(raw);
  if ((name.match(SEEN) ?? []).length < 2) return refuse("empty");
  if ([...name].length > boardNameMaxLength) return refuse("too_long");
  if (!ALLOWED.test(name)) return refuse("symbols");
  if (SQUIGGLES.test(name)) return refuse("squiggles");
  const folded = foldToLatin(name);
  const spaced = folded.replace(/[._-]+/g, " ");
  if ((name.match(DIGIT) ?? []).length > MAX_DIGITS || LINK.test(folded) || MAIL.test(spaced) || SOCIAL.test(spaced)) {
    return refuse("contact");
  }
  const listed = listedWordIn(name);
  if (listed && listed !== "name") return refuse(listed);
  return { ok: true, name, key: nameKey(name) };
}

/**
 * What happens to a name a child typed:
 * - public: it is (or holds) a first name from the allow-list, or a generated name, and is shown in the list's
 *   own spelling ("priya s" is shown as "Priya S.");
 * - private: a friendly name that is not on the list (a nickname, a full name): kept for the child alone, while
 *   the boards show a generated name;
 * - refused: unkind, harmful, staff-like, contact details, or not a name at all: never stored.
 * The block-list runs over the typed text and over the public form, so a listed name that is unkind in another
 * language is still refused.
 */
export type NameDecision =
  | { kind: "public"; name: string; key: string; givenKey: string | null }
  | { kind: "private"; name: string }
  | { kind: "refused"; reason: NameRefusal; message: string };

export function decideBoardName(raw: string): NameDecision {
  const typed = checkBoardName(raw);
  if (!typed.ok) return { kind: "refused", reason: typed.reason, message: typed.message };
  const shown = publicNameOf(typed.name);
  if (!shown) return { kind: "private", name: typed.name };
  const again = checkBoardName(shown.name);
  if (!again.ok) return { kind: "refused", reason: again.reason, message: again.message };
  return {
    kind: "public",
    name: shown.name,
    key: nameKey(shown.name),
    givenKey: shown.kind === "first-name" ? nameKey(shown.firstName) : null,
  };
}
