import { describe, expect, it } from "vitest";
import { orders } from "#app/modules/games/rules.ts";
import { findGame, games } from "#app/modules/games/content/index.ts";
import { isGeneratedLevel, type Game, type Level, type Question } from "#app/modules/games/content/types.ts";
import { seeded } from "#app/modules/games/draws.server.ts";

const expectedGames = [
  { id: "math", title: "Math Mayhem", timeLimits: [60, 75, 90] },
  { id: "english", title: "Grammar Guru", timeLimits: [60, 75] },
  { id: "words", title: "Word Wizard", timeLimits: [70, 90] },
  { id: "abacus", title: "Abacus Adventure", timeLimits: [60] },
  { id: "coding", title: "Code Commanders", timeLimits: [90] },
] as const;

/** A bank level's questions, or 40 made by each template of a generated level (from fixed seeds). */
function sampleQuestions(game: Game, level: Level): Question[] {
  if (!isGeneratedLevel(level)) return level.questions;
  return level.templates.flatMap((template) =>
    Array.from({ length: 40 }, (_, n) => ({
      ...template.make(
        seeded("content-test", { purpose: "questions", gameId: game.id, level: level.level, attempt: n }),
      ),
      id: `${template.id}#${n}`,
    })),
  );
}

const gameById = (id: string): Game => {
  const game = findGame(id);
  if (!game) throw new Error(`missing game ${id}`);
  return game;
};

describe("game catalogue", () => {
  it("has the five games with their fixed ids, titles, level counts and time limits", () => {
    expect(games.map((game) => game.id)).toEqual(expectedGames.map((game) => game.id));
    for (const expected of expectedGames) {
      const game = gameById(expected.id);
      expect(game.title).toBe(expected.title);
      expect(game.description.trim()).not.toBe("");
      expect(game.levels.map((level) => level.timeLimit)).toEqual([...expected.timeLimits]);
      expect(game.levels.map((level) => level.level)).toEqual(expected.timeLimits.map((_, index) => index + 1));
    }
  });

  it("finds games by id and nothing for unknown ids", () => {
    expect(findGame("abacus")?.title).toBe("Abacus Adventure");
    expect(findGame("chess")).toBeUndefined();
  });

  it("uses unique question and template ids named after the game and level", () => {
    const ids = games.flatMap((game) =>
      game.levels.flatMap((level) =>
        isGeneratedLevel(level) ? level.templates.map((template) => template.id) : level.questions.map((q) => q.id),
      ),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const game of games) {
      for (const level of game.levels) {
        const own = isGeneratedLevel(level) ? level.templates : level.questions;
        for (const item of own) expect(item.id.startsWith(`${game.id}-${level.level}-`)).toBe(true);
      }
    }
  });
});

describe.each(
  games.flatMap((game) =>
    game.levels.map((level): [string, Game, Level] => [`${game.id} level ${level.level}`, game, level]),
  ),
)("%s", (_name, game: Game, level: Level) => {
  const questions = sampleQuestions(game, level);
  const types = new Set(questions.map((question) => question.type));

  it("has a title, a one-sentence description and enough questions for replays", () => {
    expect(level.title.trim()).not.toBe("");
    expect(level.description).toMatch(/^[^.!?]+[.!]$/);
    expect(level.questionsPerAttempt).toBe(5);
    if (isGeneratedLevel(level)) expect(level.templates.length).toBeGreaterThanOrEqual(level.questionsPerAttempt);
    else expect(level.questions.length).toBeGreaterThanOrEqual(6 * level.questionsPerAttempt);
  });

  it("mixes question types", () => {
    expect(types.size).toBeGreaterThanOrEqual(3);
    expect(types.has("multiple_choice")).toBe(true);
    expect(types.has("fill_in_the_blanks") || types.has("word_problem")).toBe(true);
    if (game.id === "english" || game.id === "words" || game.id === "coding") {
      expect(questions.filter((question) => question.type === "drag_and_drop").length).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(questions.map((question) => [question.id, question] as const))("%s is well formed", (_id, question) => {
    expect(question.question.trim()).not.toBe("");
    expect(question.answer.trim()).toBe(question.answer);
    expect(question.answer).not.toBe("");
    // Every question is worth the same (POINTS_PER_QUESTION): no question carries points of its own.
    expect(Object.keys(question)).not.toContain("points");
    expect(question.abacus !== undefined).toBe(game.id === "abacus");

    switch (question.type) {
      case "multiple_choice": {
        const options = question.options ?? [];
        expect(options.length).toBeGreaterThanOrEqual(3);
        expect(options.length).toBeLessThanOrEqual(4);
        expect(new Set(options).size).toBe(options.length);
        expect(options.filter((option) => option === question.answer)).toHaveLength(1);
        expect(question.acceptedAnswers).toBeUndefined();
        break;
      }
      case "drag_and_drop": {
        const options = question.options ?? [];
        expect(options.length).toBeGreaterThanOrEqual(2);
        expect(options.join("")).toBe(question.answer);
        expect(question.acceptedAnswers).toBeUndefined();
        // No other arrangement of the items may spell the same answer.
        const correct = options.join("\u0000");
        for (const order of orders(options)) {
          if (order.join("") === question.answer) expect(order.join("\u0000")).toBe(correct);
        }
        break;
      }
      case "fill_in_the_blanks":
      case "word_problem": {
        expect(question.options).toBeUndefined();
        if (question.type === "fill_in_the_blanks" && game.id !== "abacus") expect(question.question).toContain("___");
        const accepted = (question.acceptedAnswers ?? []).map((text) => text.trim().toLowerCase());
        expect(accepted).not.toContain(question.answer.toLowerCase());
        expect(new Set(accepted).size).toBe(accepted.length);
        break;
      }
    }
  });
});
