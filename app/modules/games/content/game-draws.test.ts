import { afterEach, describe, expect, it, vi } from "vitest";
import { findGame } from "#app/modules/games/content/index.ts";
import type { Level } from "#app/modules/games/content/types.ts";
import { seeded, unpredictable, type Draw } from "#app/modules/games/draws.server.ts";
import { drawQuestions, questionKey, shuffledItems, type RandomIndex } from "#app/modules/games/rules.ts";

function levelOf(gameId: "math" | "words", level: number): Level {
  const found = findGame(gameId)?.levels.find((candidate) => candidate.level === level);
  if (!found) throw new Error(`no ${gameId} level ${level}`);
  return found;
}

const math1 = levelOf("math", 1);
const none = new Set<string>();
/** What a run of level 1 asks, as one comparable string. */
const drawn = (random: RandomIndex) =>
  drawQuestions(math1, random, none)
    .map((question) => questionKey(question))
    .join("|");
const start = (attempt: number, level = 1) => ({ purpose: "questions", gameId: "math", level, attempt }) satisfies Draw;
const numbers = (random: RandomIndex, count = 12, below = 1000) => Array.from({ length: count }, () => random(below));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("seeded draws (GAME_DRAW_SEED, for tests)", () => {
  it("give the same questions for the same seed and attempt, every time", () => {
    const first = drawQuestions(math1, seeded("fun-zone", start(1)), none);
    expect(drawQuestions(math1, seeded("fun-zone", start(1)), none)).toEqual(first);
    expect(new Set(first.map(questionKey)).size).toBe(math1.questionsPerAttempt);
  });

  it("give a player's next attempt a different draw", () => {
    const draws = [1, 2, 3, 4, 5].map((attempt) => drawn(seeded("fun-zone", start(attempt))));
    expect(new Set(draws).size).toBe(draws.length);
  });

  it("differ between seeds, games, levels and purposes", () => {
    const base = numbers(seeded("fun-zone", start(1)));
    expect(numbers(seeded("another seed", start(1)))).not.toEqual(base);
    expect(numbers(seeded("fun-zone", start(1, 2)))).not.toEqual(base);
    expect(numbers(seeded("fun-zone", { ...start(1), gameId: "words" }))).not.toEqual(base);
    const items = (index: number): Draw => ({ purpose: "items", gameId: "math", level: 1, questionKeys: ["a"], index });
    expect(numbers(seeded("fun-zone", items(0)))).not.toEqual(numbers(seeded("fun-zone", items(1))));
  });

  it("shuffle a reorder question's items the same way for the same attempt", () => {
    const items = ["c", "a", "t", "s"];
    const draw: Draw = { purpose: "items", gameId: "words", level: 1, questionKeys: ["w-1", "w-2"], index: 1 };
    const order = shuffledItems(items, seeded("fun-zone", draw));
    expect(shuffledItems(items, seeded("fun-zone", draw))).toEqual(order);
    expect(order).not.toEqual(items);
  });

  it("stay in range and use every value", () => {
    const seen = numbers(seeded("fun-zone", start(1)), 400, 7);
    expect(Math.min(...seen)).toBe(0);
    expect(Math.max(...seen)).toBe(6);
    expect(new Set(seen).size).toBe(7);
  });

  it("are the same on every machine and in every release (tests rely on them)", () => {
    expect(numbers(seeded("golden", start(1)), 8, 100)).toEqual([40, 40, 22, 71, 50, 19, 16, 89]);
  });
});

describe("unseeded draws (what players get)", () => {
  it("are not reproducible", () => {
    const draws = new Set(Array.from({ length: 20 }, () => drawn(unpredictable)));
    expect(draws.size).toBeGreaterThan(1);
  });

  it("do not come from Math.random, whose sequence can be worked out from a few outputs", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    expect(new Set(numbers(unpredictable, 20)).size).toBeGreaterThan(1);
    expect(Math.random).not.toHaveBeenCalled();
  });

  it("stay in range", () => {
    const seen = numbers(unpredictable, 400, 7);
    expect(Math.min(...seen)).toBe(0);
    expect(Math.max(...seen)).toBe(6);
  });
});
