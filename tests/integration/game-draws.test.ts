import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { findGame } from "#app/modules/games/content/index.ts";
import { seeded, type Draw } from "#app/modules/games/draws.server.ts";
import { loadGameState, resetProgress, startLevel } from "#app/modules/games/play.server.ts";
import type { Player } from "#app/modules/games/player.server.ts";
import { drawQuestions, questionKey, shuffledItems } from "#app/modules/games/rules.ts";
import { db } from "#app/server/db.server.ts";
import { gamePlayers } from "#db/schema.ts";
import { truncateAll } from "../support/db.ts";
import { routeContext } from "../support/route-context.ts";

/*
 * The game server with GAME_DRAW_SEED set, as the end-to-end tests run it: a new player's questions are known
 * in advance, and so is every later run's.
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

let players = 0;
async function newPlayer(): Promise<Player> {
  players += 1;
  const [row] = await db()
    .insert(gamePlayers)
    .values({ name: `Seedling ${players}`, nameKey: `seedling${players}` })
    .returning();
  if (!row) throw new Error("no player");
  return { id: row.id, userId: null, name: row.name, nameChosen: false, privateName: null, nameLocked: false };
}

const words1 = findGame("words")?.levels[0];
const expected = (attempt: number, recent = new Set<string>()) =>
  words1
    ? drawQuestions(words1, seeded(SEED, { purpose: "questions", gameId: "words", level: 1, attempt }), recent)
    : [];

describe("seeded question draws", () => {
  beforeEach(truncateAll);

  it("give every new player the draw the seed says, reorder items included", async () => {
    const first = await startLevel(await newPlayer(), "words");
    const second = await startLevel(await newPlayer(), "words");
    const draw = expected(1);
    expect(first.questions.map((question) => question.question)).toEqual(draw.map((question) => question.question));
    expect(second.questions).toEqual(first.questions);

    const index = draw.findIndex((question) => question.type === "drag_and_drop");
    if (index >= 0) {
      const items: Draw = { purpose: "items", gameId: "words", level: 1, questionKeys: draw.map(questionKey), index };
      expect(first.questions[index]?.options).toEqual(shuffledItems(draw[index]?.options ?? [], seeded(SEED, items)));
    }
  });

  it("give a player's next start of the level the next draw, and show a running run the same way again", async () => {
    const player = await newPlayer();
    const first = await startLevel(player, "words");
    const shownAgain = await loadGameState(
      { request: new Request("http://localhost:3000/fun-zone"), context: routeContext({ user: null }) },
      "words",
      player,
    );
    expect(shownAgain.openAttempt?.questions).toEqual(first.questions);

    await resetProgress(player, "words");
    const second = await startLevel(player, "words");
    expect(second.attemptId).not.toBe(first.attemptId);
    const recent = new Set(expected(1).map(questionKey));
    expect(second.questions.map((question) => question.question)).toEqual(
      expected(2, recent).map((question) => question.question),
    );
    // The second run repeats nothing of the first.
    for (const question of second.questions)
      expect(first.questions.map((q) => q.question)).not.toContain(question.question);
  });
});
