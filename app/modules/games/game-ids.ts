import { z } from "zod";
import { gameIds, type GameId } from "#db/schema/games.ts";

export { gameIds, type GameId };

/** A game's id as a URL or form gives it: one of the five games, or a parse failure. */
export const GameIdSchema = z.enum(gameIds);
