import { describe, expect, it } from "vitest";
import { isGeneratedLevel, type Level, type Question } from "#app/modules/games/content/types.ts";
import { seeded, unpredictable } from "#app/modules/games/draws.server.ts";
import {
  displayAnswer,
  displayGiven,
  drawQuestions,
  isCorrectAnswer,
  questionKey,
  readingTimeMs,
  shuffledItems,
} from "#app/modules/games/rules.ts";
import { findGame } from "#app/modules/games/content/index.ts";

const fill: Question = {
  id: "t-1",
  type: "fill_in_the_blanks",
  question: "7 + ___ = 10",
  answer: "3",
  acceptedAnswers: ["three"],
};
const drag: Question = {
  id: "t-2",
  type: "drag_and_drop",
  question: "Make the sentence",
  options: ["The cat", "sat", "on the mat"],
  answer: "The catsaton the mat",
};

describe("answer checking", () => {
  it("trims, ignores case and extra inner spaces, and takes other accepted spellings", () => {
    expect(isCorrectAnswer(fill, " 3 ")).toBe(true);
    expect(isCorrectAnswer(fill, "THREE")).toBe(true);
    expect(isCorrectAnswer(fill, "4")).toBe(false);
    expect(isCorrectAnswer(fill, "")).toBe(false);
  });

  it("takes drag-and-drop items in order, whatever spaces sit between them", () => {
    expect(isCorrectAnswer(drag, "The catsaton the mat")).toBe(true);
    expect(isCorrectAnswer(drag, "the cat sat on the mat")).toBe(true);
    expect(isCorrectAnswer(drag, "sat The cat on the mat")).toBe(false);
    expect(displayAnswer(drag)).toBe("The cat sat on the mat");
  });

  it("shows a reorder answer as the order of items the child chose", () => {
    expect(displayGiven(drag, "satThe caton the mat")).toBe("sat The cat on the mat");
    expect(displayGiven(drag, "something else")).toBe("something else");
    expect(displayGiven(fill, "4")).toBe("4");
  });

  it("shuffles drag-and-drop items into an order that is never the answer", () => {
    const first = () => 0;
    const last = (below: number) => below - 1;
    for (const random of [unpredictable, first, last]) {
      const order = shuffledItems(drag.options ?? [], random);
      expect(order).not.toEqual(drag.options);
      expect([...order].sort()).toEqual([...(drag.options ?? [])].sort());
    }
  });
});

function levelOf(gameId: string, number: number): Level {
  const level = findGame(gameId)?.levels.find((candidate) => candidate.level === number);
  if (!level) throw new Error(`no ${gameId} level ${number}`);
  return level;
}

describe("drawing a run's questions", () => {
  it.each([
    ["english", 1],
    ["math", 1],
    ["abacus", 1],
  ] as const)("gives %s level %i five different questions, different from run to run", (gameId, number) => {
    const level = levelOf(gameId, number);
    const runs = Array.from({ length: 20 }, () => drawQuestions(level, unpredictable, new Set()));
    for (const run of runs) {
      expect(run).toHaveLength(level.questionsPerAttempt);
      expect(new Set(run.map(questionKey)).size).toBe(level.questionsPerAttempt);
      expect(new Set(run.map((question) => question.id)).size).toBe(level.questionsPerAttempt);
    }
    expect(new Set(runs.map((run) => run.map(questionKey).join("|"))).size).toBeGreaterThan(15);
  });

  it.each([
    ["english", 1],
    ["words", 2],
    ["coding", 1],
    ["math", 2],
    ["abacus", 1],
  ] as const)("never repeats a question of the last five runs of %s level %i", (gameId, number) => {
    const level = levelOf(gameId, number);
    const history: Question[][] = [];
    for (let run = 1; run <= 40; run++) {
      const recent = new Set(history.slice(-5).flat().map(questionKey));
      const questions = drawQuestions(
        level,
        seeded("no-repeats", { purpose: "questions", gameId, level: number, attempt: run }),
        recent,
      );
      for (const question of questions) expect(recent.has(questionKey(question)), question.question).toBe(false);
      history.push(questions);
    }
  });

  it("makes math and abacus questions from templates, with answers worked out", () => {
    for (const gameId of ["math", "abacus"]) {
      for (const level of findGame(gameId)?.levels ?? []) expect(isGeneratedLevel(level)).toBe(true);
    }
    const questions = drawQuestions(levelOf("math", 1), unpredictable, new Set());
    for (const question of questions) expect(question.id).toMatch(/^math-1-[a-z0-9-]+#\d$/);
  });
});

describe("reading pace", () => {
  const short = { question: "What is 7 + 5?", options: ["11", "12", "13", "14"] };
  const long = {
    question:
      "There were 15 mangoes in a basket. Meera ate 3 and gave 4 to her friend. How many mangoes are left in the basket?",
  };

  it("gives a longer question more time, at least a second and never more than four", () => {
    expect(readingTimeMs(short)).toBeGreaterThanOrEqual(1000);
    expect(readingTimeMs(long)).toBeGreaterThan(readingTimeMs(short));
    expect(readingTimeMs({ question: "word ".repeat(500) })).toBe(4000);
  });

  it("leaves a child most of each question's share of the level's clock", () => {
    for (const game of ["math", "english", "words", "abacus", "coding"]) {
      for (const level of findGame(game)?.levels ?? []) {
        const questions = drawQuestions(level, unpredictable, new Set());
        const reading = questions.reduce((sum, question) => sum + readingTimeMs(question), 0);
        expect(reading + 2000 * questions.length).toBeLessThan((level.timeLimit * 1000) / 2);
      }
    }
  });
});
