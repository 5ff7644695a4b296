export type QuestionType = "multiple_choice" | "fill_in_the_blanks" | "word_problem" | "drag_and_drop";
/** An abacus picture: for "read" questions the beads shown; for "set" questions the target the child sets. Each rod value 0-9 (one heaven bead = 5, four earth beads = 1 each), most significant rod first. */
export type AbacusPicture = { mode: "read" | "set"; rods: number[] };
export type Question = {
  id: string; // unique across the game, e.g. "math-1-07"; generated questions: the template's id and a number
  type: QuestionType;
  question: string; // what the child reads; for fill_in_the_blanks use "___" for the blank
  options?: string[]; // multiple_choice: 3-4 options, one equal to answer; drag_and_drop: the items IN THE CORRECT ORDER (the UI shuffles them)
  answer: string; // multiple_choice: exactly one option text; fill/word problem: the expected text (compared trimmed, case-insensitive); drag_and_drop: the items' texts concatenated in the correct order WITH NO SEPARATOR (e.g. options ["cat","sat","on"] -> "catsaton")
  acceptedAnswers?: string[]; // optional other accepted spellings for fill/word-problem answers (e.g. "7" and "seven")
  abacus?: AbacusPicture; // only in the abacus game
};

/**
 * Where draws come from: a whole number from 0 up to `below` - 1, each equally likely. Players get an
 * unpredictable one and tests a seeded one (`draws.server.ts`); every draw names its source.
 */
export type RandomIndex = (below: number) => number;

/** A question as a template makes it: everything but the id, which the draw gives it. */
export type GeneratedQuestion = Omit<Question, "id">;

/**
 * One kind of question whose numbers (and names, objects…) are drawn afresh each time, with the answer worked
 * out from them on the server: `make` must use only `random` for its choices, so a seeded draw repeats.
 */
export type QuestionTemplate = { id: string; make: (random: RandomIndex) => GeneratedQuestion };

type LevelInfo = {
  level: number;
  title: string;
  description: string;
  timeLimit: number;
  questionsPerAttempt: number;
};
/** A level whose questions come from a written bank (English, words, coding). */
export type BankLevel = LevelInfo & { questions: Question[] };
/** A level whose questions are made from templates (math, abacus): as many different ones as a child can play. */
export type GeneratedLevel = LevelInfo & { templates: QuestionTemplate[] };
export type Level = BankLevel | GeneratedLevel;

export const isGeneratedLevel = (level: Level): level is GeneratedLevel => "templates" in level;

export type Game = {
  id: "math" | "english" | "words" | "abacus" | "coding";
  title: string;
  description: string;
  levels: Level[];
};
