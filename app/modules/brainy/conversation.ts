import type { ChatTurn } from "./history.ts";
import { planFromWords, programOfGroup, type SearchConcept, type SmallTalk } from "./keywords.ts";
import { readQuestion, tokenize, type ReadQuestion, type ReplyLanguage } from "./read-question.ts";

/**
 * A question read in the light of the conversation so far. Parents ask follow-ups the way they would ask a
 * person: after an abacus question, "how long does it take?" and "and for my 6 year old?" are about abacus.
 */
export type Turn = Omit<ReadQuestion, "words"> & {
  question: string;
  concepts: SearchConcept[];
  smallTalk: SmallTalk | null;
  /** The courses asked about, by page id, in this question or (for a follow-up) the one before. */
  programIds: string[];
  /** Whether the question names a school, so a demo means the schools' demo rather than a child's trial class. */
  forSchool: boolean;
  /** Whether the question leaned on an earlier one. */
  followUp: boolean;
};

/** Topic groups that say what the question is about; the rest ("age", "child", "how long") only shape it. */
const shapingGroups = new Set(["children", "age", "start", "duration", "frequency", "difference"]);
/** How much a topic asked about before counts in a follow-up that has a topic of its own. */
const CARRIED_WEIGHT = 0.15;
/** A parent's mention of their child's school is context, not the topic. */
const CHILDS_SCHOOL_WEIGHT = 0.25;
const childWords = new Set(
  "he she him her his hers son sons daughter daughters kid kids child boy girl beta beti bete bachcha baccha bacche बेटा बेटी बच्चा बच्चे".split(
    " ",
  ),
);
/** How many earlier questions a follow-up may reach back to. */
const FOLLOW_UP_REACH = 3;

const followUpOpeners = new Set(["and", "aur", "also", "or", "but", "toh", "to", "phir", "then", "so", "n"]);
const followUpPronouns = new Set(
  "it its this that they them those one ones iska uska iske uske iski uski isme usme isko usko ismein usmein yeh woh वह यह इसका इसकी इसके इसमें उसका उसकी उसके उसमें".split(
    " ",
  ),
);

export function isTopical(concept: SearchConcept): boolean {
  return concept.weight >= 1 && (concept.group === null || !shapingGroups.has(concept.group));
}

/** A topic the site is about (a course, fees, the office…), rather than a word it may not know or a town. */
export function isSiteTopic(concept: SearchConcept): boolean {
  return isTopical(concept) && concept.group !== null && concept.group !== "city";
}

function programsIn(concepts: readonly SearchConcept[]): string[] {
  return [...new Set(concepts.flatMap((concept) => (concept.group ? [programOfGroup[concept.group]] : [])))].filter(
    (id): id is string => id !== undefined,
  );
}

/** Whether a question leans on what came before: "and for…", "what about…", "how long does it take?". */
function soundsLikeFollowUp(question: string, concepts: readonly SearchConcept[]): boolean {
  const tokens = tokenize(question);
  const [first, second] = tokens;
  if (first && followUpOpeners.has(first)) return true;
  if (tokens.includes("also") || tokens.includes("bhi")) return true;
  if ((first === "what" || first === "how") && second === "about") return true;
  if (tokens.some((token) => followUpPronouns.has(token))) return true;
  return !concepts.some(isTopical);
}

const conceptKey = (concept: SearchConcept) => concept.group ?? concept.terms.join(" ");

function merged(concepts: readonly SearchConcept[], more: readonly SearchConcept[]): SearchConcept[] {
  const keys = new Set(concepts.map(conceptKey));
  return [...concepts, ...more.filter((concept) => !keys.has(conceptKey(concept)))];
}

function questionLanguage(turn: ChatTurn): ReplyLanguage {
  return turn.sender === "user" ? readQuestion(turn.text).language : "en";
}

export function readTurn(question: string, history: readonly ChatTurn[]): Turn {
  const read = readQuestion(question);
  const plan = planFromWords(read.words, read.language);
  let concepts = plan.concepts;
  let programIds = programsIn(concepts);
  let childAge = read.childAge;
  const earlier = history
    .filter((turn) => turn.sender === "user")
    .slice(-FOLLOW_UP_REACH)
    .reverse()
    .map((turn) => {
      const before = readQuestion(turn.text);
      return planFromWords(before.words, before.language).concepts;
    });
  const followUp = earlier.length > 0 && !plan.smallTalk && soundsLikeFollowUp(question, concepts);
  if (followUp) {
    // "how is it different from abacus?" after a Vedic Maths question compares the two.
    const compares = concepts.some((concept) => concept.group === "difference");
    if (programIds.length === 0 || compares) {
      const withProgram = earlier.find((before) => programsIn(before).length > 0);
      if (withProgram) {
        programIds = [...new Set([...programIds, ...programsIn(withProgram)])];
        const share = concepts.some(isTopical) && !compares ? CARRIED_WEIGHT : 1;
        concepts = merged(
          concepts,
          withProgram
            .filter((concept) => programsIn([concept]).length > 0)
            .map((concept) => ({ ...concept, weight: concept.weight * share, carried: true })),
        );
      }
    }
    // The topic asked about before carries over: wholly to a question with none of its own ("and on
    // Saturday?"), at half weight to one that has ("is there a different one for schools?").
    const topical = earlier.find((before) => before.some(isTopical))?.filter(isTopical) ?? [];
    const share = concepts.some(isTopical) ? CARRIED_WEIGHT : 1;
    concepts = merged(
      concepts,
      topical.map((concept) => ({ ...concept, weight: concept.weight * share, carried: true })),
    );
    // "and if he's only 6?" after a question about ages.
    if (childAge === null && earlier[0]?.some((concept) => concept.group === "age")) {
      const bare = read.words.find((word) => /^\d{1,2}$/.test(word) && Number(word) >= 2 && Number(word) <= 18);
      if (bare) {
        childAge = Number(bare);
        concepts = concepts.filter((concept) => !concept.terms.includes(bare));
      }
    }
  }
  // "Our students" is a school speaking; "my son", "she" is a parent, whose "school" is the child's school.
  const mentionsChild = tokenize(question).some((token) => childWords.has(token));
  if (mentionsChild) {
    concepts = concepts.map((concept) =>
      concept.group === "school" ? { ...concept, weight: Math.min(concept.weight, CHILDS_SCHOOL_WEIGHT) } : concept,
    );
  }
  const { words: _words, ...understood } = read;
  // "fees?" after a question in Hindi or Marathi is still a conversation in that language.
  const lastQuestion = history.filter((turn) => turn.sender === "user").at(-1);
  if (read.language === "en" && tokenize(question).length <= 3 && lastQuestion) {
    understood.language = questionLanguage(lastQuestion);
  }
  return {
    ...understood,
    question,
    concepts,
    smallTalk: plan.smallTalk,
    childAge,
    programIds,
    // "he has school till 2" is a parent speaking; "a demo for our school" is a school.
    forSchool: concepts.some((concept) => concept.group === "school") && !mentionsChild,
    followUp,
  };
}
