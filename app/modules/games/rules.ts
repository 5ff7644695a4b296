import type { Level, Question } from "./content/types.ts";
import type { LevelIntro, PublicQuestion } from "./protocol.ts";

export const DEFAULT_POINTS = 10;
/** Extra seconds after the level's time limit before answers are refused, for the answer's trip over a slow phone network. */
export const DEADLINE_GRACE_SECONDS = 3;

export const pointsOf = (question: Question) => question.points ?? DEFAULT_POINTS;

/** Trimmed, case-insensitive, with inner runs of spaces counted as one (as children type them). */
export function normaliseAnswer(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

/** Drag and drop answers are the items' texts in order with nothing between them; spaces inside items do not matter. */
const squash = (text: string) => normaliseAnswer(text).replace(/ /g, "");

export function isCorrectAnswer(question: Question, given: string): boolean {
  if (question.type === "drag_and_drop") return squash(given) === squash(question.answer);
  const expected = [question.answer, ...(question.acceptedAnswers ?? [])].map(normaliseAnswer);
  return expected.includes(normaliseAnswer(given));
}

/** The answer as a child should read it after a wrong try: drag and drop items are shown in order with spaces. */
export function displayAnswer(question: Question): string {
  return question.type === "drag_and_drop" && question.options ? question.options.join(" ") : question.answer;
}

/**
 * Where draws come from: a whole number from 0 up to `below` - 1, each equally likely. Players get an
 * unpredictable one and tests a seeded one (`draws.server.ts`); every draw names its source.
 */
export type RandomIndex = (below: number) => number;

export function shuffled<T>(items: readonly T[], random: RandomIndex): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Drag and drop items in an order that is never already the answer, or the question would answer itself. */
export function shuffledItems(items: readonly string[], random: RandomIndex): string[] {
  const distinct = new Set(items.map(normaliseAnswer)).size > 1;
  let order = shuffled(items, random);
  for (let tries = 0; distinct && tries < 20 && order.every((item, i) => item === items[i]); tries++) {
    order = shuffled(items, random);
  }
  if (distinct && order.every((item, i) => item === items[i])) order = [...items.slice(1), items[0] as string];
  return order;
}

/** A fresh draw from the level's bank, so replays differ. */
export function pickQuestionIds(level: Level, random: RandomIndex): string[] {
  return shuffled(level.questions, random)
    .slice(0, level.questionsPerAttempt)
    .map((question) => question.id);
}

/** What the browser may see before answering: no answer, no accepted spellings, no target beads. */
export function publicQuestion(question: Question, index: number, random: RandomIndex): PublicQuestion {
  const view: PublicQuestion = { index, type: question.type, question: question.question, points: pointsOf(question) };
  if (question.options) {
    view.options = question.type === "drag_and_drop" ? shuffledItems(question.options, random) : [...question.options];
  }
  if (question.abacus) {
    view.abacus =
      question.abacus.mode === "read"
        ? { mode: "read", rods: [...question.abacus.rods] }
        : { mode: "set", rodCount: question.abacus.rods.length };
  }
  return view;
}

export function levelIntro(level: Level): LevelIntro {
  return {
    level: level.level,
    title: level.title,
    description: level.description,
    timeLimit: level.timeLimit,
    questionCount: Math.min(level.questionsPerAttempt, level.questions.length),
  };
}
