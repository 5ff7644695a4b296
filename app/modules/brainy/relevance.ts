import type { ReplyLanguage } from "./read-question.ts";

/** A piece of site content found for a question. */
export type Passage = {
  kind: "program" | "faq" | "post" | "fact";
  title: string;
  /** A short answer-sized text: a program's one-liner, an FAQ answer, a post's excerpt, a fact. */
  summary: string;
  /** The longer text a model may answer from. */
  content: string;
  /** A program's age range, when it has one. */
  ageRange: string | null;
  url: string;
  linkLabel: string;
  /** The same in Hindi, when staff have written it. */
  hindi: LocalText | null;
  /** The same in Marathi, when staff have written it. */
  marathi: LocalText | null;
  /** The course it is about, by page id ("abacus"), if any. */
  programId: string | null;
  /** Single sentences of a long page (a course's features, benefits…), to answer a precise question with. */
  sentences: string[];
  /** The summed weight of the question's concepts this passage contains. */
  coverage: number;
  /** How well the passage matches the question's words, to order passages that cover the same concepts. */
  rank: number;
};

/** A passage's texts in Hindi or Marathi. */
export type LocalText = { title: string; summary: string; linkLabel: string };

/** A passage's texts in a reply's language other than English, when they are written. */
export function localText(passage: Pick<Passage, "hindi" | "marathi">, language: ReplyLanguage): LocalText | null {
  if (language === "hi") return passage.hindi;
  if (language === "mr") return passage.marathi;
  return null;
}

export type Retrieval = {
  /** The best matches, best first; possibly only loosely related. */
  passages: Passage[];
  /** The summed weight of every searchable concept of the question (topics the site never mentions count more). */
  totalWeight: number;
};

/** A passage must contain at least one real topic word of the question… */
const MIN_COVERAGE = 1;
/** …and at least half of what was asked, so "Do you run a school bus?" is not answered with "For schools". */
const MIN_SHARE = 0.5;

/** The passages that really answer the question, best first; empty when the site does not know. */
export function relevantPassages({ passages, totalWeight }: Retrieval): Passage[] {
  if (totalWeight <= 0) return [];
  return passages.filter((passage) => passage.coverage >= MIN_COVERAGE && passage.coverage / totalWeight >= MIN_SHARE);
}
