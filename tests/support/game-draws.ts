import { findGame } from "#app/modules/games/content/index.ts";
import type { Question } from "#app/modules/games/content/types.ts";
import { seeded } from "#app/modules/games/draws.server.ts";
import type { GameId } from "#app/modules/games/protocol.ts";
import { drawQuestions, questionKey, RECENT_RUNS_WITHOUT_REPEATS, shuffledItems } from "#app/modules/games/rules.ts";

/**
 * The seed the end-to-end server draws Fun Zone questions from (playwright.config.ts), so a test knows what a
 * new player is asked. Chosen so that, for a new player, the first math level opens with two typed answers and
 * has every kind of question, the first words level has reorder questions, the abacus level has a "set"
 * question after the first, and the coding level opens with a five-item reorder question, then a typed and a
 * multiple-choice one. The tests check each of these.
 */
export const E2E_GAME_DRAW_SEED = "fun-zone-2658";

export type DrawnQuestion = Question & {
  /** A reorder question's items in the order the page shows them. */
  shownItems: string[];
};

/**
 * What a player's `attempt`-th start of a level asks, in order, as the seeded server draws it: each run avoids the
 * questions of the player's runs before it, so the draw is worked out run by run from the first.
 */
export function seededDraw(gameId: GameId, level = 1, attempt = 1): DrawnQuestion[] {
  const content = findGame(gameId)?.levels.find((candidate) => candidate.level === level);
  if (!content) throw new Error(`no ${gameId} level ${level}`);
  const runs: Question[][] = [];
  for (let run = 1; run <= attempt; run++) {
    const recent = new Set(runs.slice(-RECENT_RUNS_WITHOUT_REPEATS).flat().map(questionKey));
    runs.push(
      drawQuestions(content, seeded(E2E_GAME_DRAW_SEED, { purpose: "questions", gameId, level, attempt: run }), recent),
    );
  }
  const questions = runs.at(-1) ?? [];
  const questionKeys = questions.map(questionKey);
  return questions.map((question, index) => {
    const items = { purpose: "items", gameId, level, questionKeys, index } as const;
    const shownItems =
      question.type === "drag_and_drop" ? shuffledItems(question.options ?? [], seeded(E2E_GAME_DRAW_SEED, items)) : [];
    return { ...question, shownItems };
  });
}
