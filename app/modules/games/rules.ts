import { isGeneratedLevel, type Level, type Question, type RandomIndex } from "./content/types.ts";
import { POINTS_PER_QUESTION, type LevelIntro, type PublicQuestion } from "./protocol.ts";

export type { RandomIndex };

/** Extra seconds after the level's time limit before answers are refused, for the answer's trip over a slow phone network. */
export const DEADLINE_GRACE_SECONDS = 3;
/** Right answers a level needs to pass (of its five); fewer, and the level is played again. */
export const PASS_MARK = 3;
/** How long the feedback on an answer stays before the next question appears. */
export const CORRECT_FEEDBACK_MS = 1500;
export const WRONG_FEEDBACK_MS = 2000;
/** A player's recent runs of a level whose questions a new run avoids. */
export const RECENT_RUNS_WITHOUT_REPEATS = 5;

export const winMessage = "You've completed all available levels! You're a true champion!";

export const feedbackMs = (correct: boolean) => (correct ? CORRECT_FEEDBACK_MS : WRONG_FEEDBACK_MS);

/*
 * A child's pace. No answer is taken sooner than the question can be read: a second to take it in, a little
 * more for each word of the question and its options, never more than four seconds. A quick reader stays well
 * inside this (a level's clock allows 12 to 18 seconds a question); a script answering at machine speed is refused.
 */
const READING_BASE_MS = 1000;
const READING_MS_PER_WORD = 80;
const READING_MAX_MS = 4000;

/** The shortest time a child needs to read a question (and its options) before answering. */
export function readingTimeMs(question: Pick<PublicQuestion, "question" | "options">): number {
  const text = [question.question, ...(question.options ?? [])].join(" ");
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.min(READING_MAX_MS, READING_BASE_MS + READING_MS_PER_WORD * words);
}

/** Trimmed, case-insensitive, with inner runs of spaces counted as one (as children type them). */
export function normaliseAnswer(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

/** Drag and drop answers are the items' texts in order with nothing between them; spaces inside items do not matter. */
export const squashed = (text: string) => normaliseAnswer(text).replace(/ /g, "");

export function isCorrectAnswer(question: Question, given: string): boolean {
  if (question.type === "drag_and_drop") return squashed(given) === squashed(question.answer);
  const expected = [question.answer, ...(question.acceptedAnswers ?? [])].map(normaliseAnswer);
  return expected.includes(normaliseAnswer(given));
}

/** The answer as a child should read it after a wrong try: drag and drop items are shown in order with spaces. */
export function displayAnswer(question: Question): string {
  return question.type === "drag_and_drop" && question.options ? question.options.join(" ") : question.answer;
}

/** Every order of the items (for the few items of a reorder question). */
export function* orders<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    for (const rest of orders([...items.slice(0, i), ...items.slice(i + 1)])) yield [items[i] as T, ...rest];
  }
}

/**
 * What a child gave, as they would recognise it: a reorder answer arrives as the items run together, so it is
 * shown as the order of items that spells it, with spaces ("9 80 27 72", not "9802772").
 */
export function displayGiven(question: Question, given: string): string {
  const items = question.options ?? [];
  if (question.type !== "drag_and_drop" || items.length > 6) return given;
  for (const order of orders(items)) if (squashed(order.join("")) === squashed(given)) return order.join(" ");
  return given;
}

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

/** What makes two questions the same to a child: the words, the options and the beads shown. */
export function questionKey(question: Pick<Question, "question" | "options" | "abacus">): string {
  return JSON.stringify([
    normaliseAnswer(question.question),
    [...(question.options ?? [])].map(normaliseAnswer).sort(),
    question.abacus?.rods ?? null,
  ]);
}

/** How many times a template may be asked for a question the run has not had, before its repeat is taken. */
const FRESH_TRIES = 20;

/**
 * A new run's questions: a fresh draw from the bank, or one question from each of several templates, in both
 * cases avoiding the questions in `recent` (the player's last runs of the level) while any others are left.
 * Generated questions get the template's id and the run's position, so every id in a run is distinct.
 */
export function drawQuestions(level: Level, random: RandomIndex, recent: ReadonlySet<string>): Question[] {
  const count = level.questionsPerAttempt;
  if (!isGeneratedLevel(level)) {
    const order = shuffled(level.questions, random);
    const fresh = order.filter((question) => !recent.has(questionKey(question)));
    const seen = order.filter((question) => recent.has(questionKey(question)));
    return shuffled([...fresh, ...seen].slice(0, count), random);
  }
  const templates = shuffled(level.templates, random);
  const used = new Set<string>();
  return Array.from({ length: count }, (_, position) => {
    const template = templates[position % templates.length] as (typeof templates)[number];
    let made = template.make(random);
    for (
      let tries = 1;
      tries < FRESH_TRIES && (used.has(questionKey(made)) || recent.has(questionKey(made)));
      tries++
    ) {
      made = template.make(random);
    }
    used.add(questionKey(made));
    return { ...made, id: `${template.id}#${position + 1}` };
  });
}

/** What the browser may see before answering: no answer, no accepted spellings, no target beads. */
export function publicQuestion(question: Question, index: number, random: RandomIndex): PublicQuestion {
  const view: PublicQuestion = { index, type: question.type, question: question.question, points: POINTS_PER_QUESTION };
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
    questionCount: level.questionsPerAttempt,
    passMark: Math.min(PASS_MARK, level.questionsPerAttempt),
  };
}
