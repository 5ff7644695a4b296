import { describe, expect, it } from "vitest";
import { findGame, games } from "#app/modules/games/content/index.ts";
import { isGeneratedLevel, type BankLevel, type Game, type Question } from "#app/modules/games/content/types.ts";

/**
 * How many questions each written bank held before the banks were grown. Every bank must now hold at least
 * three times as many, so replays rarely repeat a question.
 */
const todaysCounts = [
  { gameId: "english", level: 1, today: 15 },
  { gameId: "english", level: 2, today: 16 },
  { gameId: "words", level: 1, today: 14 },
  { gameId: "words", level: 2, today: 16 },
  { gameId: "coding", level: 1, today: 19 },
] as const;
const GROWTH = 3;

const gameById = (id: string): Game => {
  const game = findGame(id);
  if (!game) throw new Error(`missing game ${id}`);
  return game;
};

/** The written levels of a game; generated levels (math, abacus) make their questions and have no bank. */
const bankLevels = (game: Game): BankLevel[] =>
  game.levels.filter((level): level is BankLevel => !isGeneratedLevel(level));

/** As children type text and as the checks compare it: trimmed, lower-cased, inner runs of spaces as one. */
const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * What makes a question the same question: its normalised text, its options in sorted order (exactly as written, since
 * capital letters can be the point of a question) and any abacus picture it shows.
 */
const questionKey = (question: Question) =>
  [
    normalise(question.question),
    ...[...(question.options ?? [])].sort(),
    question.abacus ? `${question.abacus.mode} ${question.abacus.rods.join(",")}` : "",
  ].join("\u0000");

/** Problems with a question's answer, as readable lines (none when the answer is sound). */
function answerProblems(question: Question): string[] {
  const options = question.options ?? [];
  if (question.type === "multiple_choice") {
    const matches = options.filter((option) => option === question.answer).length;
    return matches === 1 ? [] : [`${question.id}: the answer is among the options ${matches} times, not once`];
  }
  if (question.type === "drag_and_drop" && options.join("") !== question.answer) {
    return [`${question.id}: the answer is not the options joined in order`];
  }
  return [];
}

/** Each question that repeats an earlier one (same text and options), named with the one it repeats. */
function repeatedQuestions(questions: readonly Question[]): string[] {
  const firstWithKey = new Map<string, string>();
  const repeats: string[] = [];
  for (const question of questions) {
    const key = questionKey(question);
    const first = firstWithKey.get(key);
    if (first === undefined) firstWithKey.set(key, question.id);
    else repeats.push(`${question.id} repeats ${first}`);
  }
  return repeats;
}

/** Ids that appear more than once. */
function repeatedIds(questions: readonly Question[]): string[] {
  const seen = new Set<string>();
  const repeats = new Set<string>();
  for (const { id } of questions) (seen.has(id) ? repeats : seen).add(id);
  return [...repeats];
}

const bankGames = games.filter((game) => bankLevels(game).length > 0);
const bankLevelCases = bankGames.flatMap((game) =>
  bankLevels(game).map((level): [string, Game, BankLevel] => [`${game.id} level ${level.level}`, game, level]),
);

describe("question bank sizes", () => {
  it("lists every written level of the English, words and coding games, and only those", () => {
    const listed = todaysCounts.map(({ gameId, level }) => `${gameId} level ${level}`).sort();
    const written = ["english", "words", "coding"].flatMap((id) =>
      bankLevels(gameById(id)).map((level) => `${id} level ${level.level}`),
    );
    expect(written.sort()).toEqual(listed);
  });

  it.each(todaysCounts.map((row) => [`${row.gameId} level ${row.level}`, row] as const))(
    "%s holds at least three times today's questions",
    (_name, { gameId, level, today }) => {
      const bank = bankLevels(gameById(gameId)).find((candidate) => candidate.level === level);
      expect(bank, `${gameId} level ${level} is a written bank`).toBeDefined();
      expect(bank?.questions.length).toBeGreaterThanOrEqual(today * GROWTH);
    },
  );
});

describe.each(bankLevelCases)("%s", (_name, _game, level) => {
  it("has every multiple choice answer among its options exactly once and every drag and drop answer spelt by its items", () => {
    expect(level.questions.flatMap(answerProblems)).toEqual([]);
  });
});

describe.each(bankGames.map((game) => [game.id, game] as const))("%s bank", (_id, game) => {
  it("asks every question only once (same text and options)", () => {
    expect(repeatedQuestions(bankLevels(game).flatMap((level) => level.questions))).toEqual([]);
  });
});

it("gives every bank question its own id", () => {
  expect(repeatedIds(bankGames.flatMap((game) => bankLevels(game).flatMap((level) => level.questions)))).toEqual([]);
});

describe("the bank checks catch broken banks", () => {
  const choice: Question = {
    id: "t-1",
    type: "multiple_choice",
    question: "Which word   rhymes with cat?",
    options: ["hat", "dog", "sun"],
    answer: "hat",
  };
  const order: Question = {
    id: "t-2",
    type: "drag_and_drop",
    question: "Put the words in order.",
    options: ["We", "fly", "kites."],
    answer: "Weflykites.",
  };

  it("finds a missing or doubled multiple choice answer and a drag and drop answer the items do not spell", () => {
    expect([choice, order].flatMap(answerProblems)).toEqual([]);
    expect(answerProblems({ ...choice, answer: "cup" })).toHaveLength(1);
    expect(answerProblems({ ...choice, options: ["hat", "hat", "sun"] })).toHaveLength(1);
    expect(answerProblems({ ...order, answer: "kites.Wefly" })).toHaveLength(1);
  });

  it("finds a question asked twice, even with other spacing, capitals or option order, and a repeated id", () => {
    const again: Question = {
      ...choice,
      id: "t-3",
      question: " which word rhymes with CAT? ",
      options: ["sun", "hat", "dog"],
    };
    expect(repeatedQuestions([choice, order])).toEqual([]);
    expect(repeatedQuestions([choice, order, again])).toEqual(["t-3 repeats t-1"]);
    expect(repeatedQuestions([choice, { ...again, options: ["hat", "dog", "bee"] }])).toEqual([]);
    expect(repeatedIds([choice, order])).toEqual([]);
    expect(repeatedIds([choice, { ...order, id: "t-1" }])).toEqual(["t-1"]);
  });
});
