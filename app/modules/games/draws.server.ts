import { createHash, randomInt } from "node:crypto";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { GameId } from "./protocol.ts";
import type { RandomIndex } from "./content/types.ts";

/*
 * Where the Fun Zone's random draws come from. Players get the operating system's cryptographic randomness,
 * so no one can work out which questions come next. With a seed (GAME_DRAW_SEED, for tests only) each draw
 * follows from the seed and what the draw is for, so a test knows what a new player will be asked.
 */

/**
 * What one draw is for. An attempt's questions depend on which of the player's starts of that level it is
 * (1 for a new player), not on the player's id, which is random; the items of a reorder question on the
 * run's questions (their keys) and the question's place among them.
 */
export type Draw =
  | { purpose: "questions"; gameId: GameId; level: number; attempt: number }
  | { purpose: "items"; gameId: GameId; level: number; questionKeys: readonly string[]; index: number }
  | { purpose: "stand-in name" };

/** Unpredictable: what players get. */
export const unpredictable: RandomIndex = (below) => randomInt(below);

function describe(draw: Draw) {
  if (draw.purpose === "questions") return [draw.purpose, draw.gameId, draw.level, draw.attempt];
  if (draw.purpose === "items") return [draw.purpose, draw.gameId, draw.level, draw.questionKeys.join(","), draw.index];
  return [draw.purpose];
}

/** The same seed and draw give the same numbers, every time and on every machine. */
export function seeded(seed: string, draw: Draw): RandomIndex {
  // Hashing spreads nearby draws (attempt 1 and 2, say) onto unrelated starting points of the generator.
  const digest = createHash("sha256")
    .update(JSON.stringify([seed, ...describe(draw)]))
    .digest();
  const generator = xoroshiro128plus(digest.readInt32LE(0));
  return (below) => uniformInt(generator, 0, below - 1);
}
