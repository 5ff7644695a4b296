import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { findGame } from "#app/modules/games/content/index.ts";
import { seeded, type Draw } from "#app/modules/games/draws.server.ts";
import { loadGameState, resetProgress, startLevel } from "#app/modules/games/play.server.ts";
import type { Player } from "#app/modules/games/player.server.ts";
import { pickQuestionIds, shuffledItems } from "#app/modules/games/rules.ts";
import { truncateAll } from "../support/db.ts";
import { routeContext } from "../support/route-context.ts";

/*
 * The game server with GAME_DRAW_SEED set, as the end-to-end tests run it: a new player's questions are known
 * in advance, and so is every later attempt's.
 */

const SEED = vi.hoisted(() => {
  const seed = "integration-draws";
  // Read once, lazily, by the first request; set before anything in this file can make one.
  process.env.GAME_DRAW_SEED = seed;
  return seed;
});

afterAll(() => {
  delete process.env.GAME_DRAW_SEED;
});

const newPlayer = (): Player => ({ kind: "anon", anonId: randomUUID(), name: "Seedling" });
const math1 = findGame("math")?.levels[0];
const bankText = new Map(math1?.questions.map((question) => [question.question, question.id]));
const expectedIds = (attempt: number) =>
  math1 ? pickQuestionIds(math1, seeded(SEED, { purpose: "questions", gameId: "math", level: 1, attempt })) : [];

describe("seeded question draws", () => {
  beforeEach(truncateAll);

  it("give every new player the draw the seed says, reorder items included", async () => {
    const first = await startLevel(newPlayer(), "math");
    const second = await startLevel(newPlayer(), "math");
    const ids = first.questions.map((question) => bankText.get(question.question));
    expect(ids).toEqual(expectedIds(1));
    expect(second.questions).toEqual(first.questions);

    // This seed's first math draw has its reorder question second.
    const reorder = first.questions[1];
    expect(reorder?.type).toBe("drag_and_drop");
    const content = math1?.questions.find((question) => question.question === reorder?.question);
    const draw: Draw = { purpose: "items", gameId: "math", level: 1, questionIds: expectedIds(1), index: 1 };
    expect(reorder?.options).toEqual(shuffledItems(content?.options ?? [], seeded(SEED, draw)));
  });

  it("give a player's next start of the level the next draw, and show a running attempt the same way again", async () => {
    const player = newPlayer();
    const first = await startLevel(player, "math");
    const shownAgain = await loadGameState(
      { request: new Request("http://localhost:3000/fun-zone"), context: routeContext({ user: null }) },
      "math",
      player,
    );
    expect(shownAgain.openAttempt?.questions).toEqual(first.questions);

    await resetProgress(player, "math");
    const second = await startLevel(player, "math");
    expect(second.attemptId).not.toBe(first.attemptId);
    expect(second.questions.map((question) => bankText.get(question.question))).toEqual(expectedIds(2));
    expect(expectedIds(2)).not.toEqual(expectedIds(1));
  });
});
