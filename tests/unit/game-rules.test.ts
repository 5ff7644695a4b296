import { describe, expect, it } from "vitest";
import { checkPlayerName } from "#app/modules/games/player-name.ts";
import type { Question } from "#app/modules/games/content/types.ts";
import { unpredictable } from "#app/modules/games/draws.server.ts";
import { displayAnswer, isCorrectAnswer, pickQuestionIds, shuffledItems } from "#app/modules/games/rules.ts";
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

  it("shuffles drag-and-drop items into an order that is never the answer", () => {
    const first = () => 0;
    const last = (below: number) => below - 1;
    for (const random of [unpredictable, first, last]) {
      const order = shuffledItems(drag.options ?? [], random);
      expect(order).not.toEqual(drag.options);
      expect([...order].sort()).toEqual([...(drag.options ?? [])].sort());
    }
  });

  it("draws a level's questions from a larger bank so replays differ", () => {
    const level = findGame("math")?.levels[0];
    if (!level) throw new Error("no level");
    expect(level.questions.length).toBeGreaterThan(level.questionsPerAttempt);
    const draws = new Set(Array.from({ length: 20 }, () => pickQuestionIds(level, unpredictable).join()));
    expect(draws.size).toBeGreaterThan(1);
    expect(new Set(pickQuestionIds(level, unpredictable)).size).toBe(level.questionsPerAttempt);
  });
});

describe("player names", () => {
  it("trims and collapses spaces, and makes an empty answer Anonymous", () => {
    expect(checkPlayerName("  Zara   K ")).toEqual({ ok: true, name: "Zara K" });
    expect(checkPlayerName("   ")).toEqual({ ok: true, name: "Anonymous" });
    expect(checkPlayerName("Ravi\u200b\u0007")).toEqual({ ok: true, name: "Ravi" });
  });

  it("refuses names over 24 characters and words children should not see", () => {
    expect(checkPlayerName("x".repeat(24)).ok).toBe(true);
    expect(checkPlayerName("x".repeat(25)).ok).toBe(false);
    expect(checkPlayerName("sh1t head").ok).toBe(false);
    expect(checkPlayerName("Scunthorpe Sam").ok).toBe(true);
  });
});
