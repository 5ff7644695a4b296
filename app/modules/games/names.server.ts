import { eq } from "drizzle-orm";
import { db, type Executor } from "#app/server/db.server.ts";
import { isUniqueViolation } from "#app/server/db-errors.server.ts";
import { gameBlockedNames, gamePlayers } from "#db/schema/games.ts";
import { checkBoardName, nameKey, nameRefusalMessages, type NameCheck } from "./board-name.ts";
import { unpredictable } from "./draws.server.ts";
import { generatedName } from "./generated-names.ts";
import type { Player } from "./player.server.ts";

const refused = (reason: "taken" | "blocked"): NameCheck => ({
  ok: false,
  reason,
  message: nameRefusalMessages[reason],
});

async function isBlocked(key: string): Promise<boolean> {
  const [row] = await db()
    .select({ key: gameBlockedNames.nameKey })
    .from(gameBlockedNames)
    .where(eq(gameBlockedNames.nameKey, key));
  return row !== undefined;
}

/**
 * Gives the player the name they typed, if the board's name rule allows it, the back office has not blocked it,
 * and no other player has a name that looks the same (the unique key decides, so two players asking for one name
 * at once cannot both get it). The name shows on every board the player is on at once.
 */
export async function choosePlayerName(player: Player, raw: string): Promise<NameCheck> {
  const checked = checkBoardName(raw);
  if (!checked.ok) return checked;
  if (await isBlocked(checked.key)) return refused("blocked");
  try {
    await db()
      .update(gamePlayers)
      .set({ name: checked.name, nameKey: checked.key, nameChosen: true })
      .where(eq(gamePlayers.id, player.id));
  } catch (error) {
    if (isUniqueViolation(error, "game_players_name_key_unique")) return refused("taken");
    throw error;
  }
  return checked;
}

const NAME_TRIES = 8;

/**
 * Replaces a player's name with a fresh generated one (for the back office, or a name that may not stay). Each
 * try is its own transaction, or a savepoint inside the caller's, so a name that is taken costs only that try.
 */
export async function giveGeneratedName(executor: Executor, playerId: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const name = generatedName(unpredictable);
    try {
      await executor.transaction((step) =>
        step
          .update(gamePlayers)
          .set({ name, nameKey: nameKey(name), nameChosen: false })
          .where(eq(gamePlayers.id, playerId)),
      );
      return name;
    } catch (error) {
      if (!isUniqueViolation(error, "game_players_name_key_unique") || attempt >= NAME_TRIES) throw error;
    }
  }
}
