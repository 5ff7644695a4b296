import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "#app/server/db.server.ts";
import { noteLeaderboardChange } from "#app/server/change-feed.server.ts";
import { gameBlockedNames, gameLeaderboard, gamePlayers, type GameId } from "#db/schema/games.ts";
import { giveGeneratedName } from "./names.server.ts";

/*
 * What staff can do about a board: see it whole (hidden rows too), hide or show an entry, give its player a
 * generated name, block the name for good, and clear a board. Each write changes the rows the boards read, so the
 * triggers announce it to every instance; this one notes it at once, so the next board it serves is the new one.
 */

/** Rows shown to staff: the ten the public sees and the next forty, with the hidden ones among them. */
export const MODERATION_ROWS = 50;

export type ModeratedEntry = {
  id: number;
  name: string;
  nameChosen: boolean;
  score: number;
  hidden: boolean;
  updatedAt: Date;
};

export async function boardForModeration(gameId: GameId): Promise<ModeratedEntry[]> {
  return db()
    .select({
      id: gameLeaderboard.id,
      name: gamePlayers.name,
      nameChosen: gamePlayers.nameChosen,
      score: gameLeaderboard.score,
      hidden: sql<boolean>`${gameLeaderboard.hiddenAt} is not null`,
      updatedAt: gameLeaderboard.updatedAt,
    })
    .from(gameLeaderboard)
    .innerJoin(gamePlayers, eq(gamePlayers.id, gameLeaderboard.playerId))
    .where(eq(gameLeaderboard.gameId, gameId))
    .orderBy(desc(gameLeaderboard.score), asc(gameLeaderboard.updatedAt), asc(gameLeaderboard.id))
    .limit(MODERATION_ROWS);
}

/** The entry's game and its player, as the page's form named it; undefined when it is gone. */
async function entryOf(entryId: number, gameId: GameId) {
  const [entry] = await db()
    .select({ playerId: gameLeaderboard.playerId, name: gamePlayers.name })
    .from(gameLeaderboard)
    .innerJoin(gamePlayers, eq(gamePlayers.id, gameLeaderboard.playerId))
    .where(and(eq(gameLeaderboard.id, entryId), eq(gameLeaderboard.gameId, gameId)));
  return entry;
}

/** Takes an entry off the public board (or puts it back); its score is kept. Returns the name, or null if gone. */
export async function setEntryHidden(
  gameId: GameId,
  entryId: number,
  hidden: boolean,
  staffId: string,
): Promise<string | null> {
  const entry = await entryOf(entryId, gameId);
  if (!entry) return null;
  await db()
    .update(gameLeaderboard)
    .set(hidden ? { hiddenAt: sql`now()`, hiddenBy: staffId } : { hiddenAt: null, hiddenBy: null })
    .where(and(eq(gameLeaderboard.id, entryId), hidden ? isNull(gameLeaderboard.hiddenAt) : sql`true`));
  noteLeaderboardChange(gameId);
  return entry.name;
}

/** Gives the entry's player a generated name on every board. Returns the old and new names, or null if gone. */
export async function renameEntry(gameId: GameId, entryId: number) {
  const entry = await entryOf(entryId, gameId);
  if (!entry) return null;
  const name = await giveGeneratedName(db(), entry.playerId);
  noteLeaderboardChange(gameId);
  return { from: entry.name, to: name };
}

/**
 * Blocks the entry's name for good (no player may choose it, or one that looks the same, again) and gives its
 * player a generated name, in one transaction.
 */
export async function blockEntryName(gameId: GameId, entryId: number, staffId: string) {
  const entry = await entryOf(entryId, gameId);
  if (!entry) return null;
  const name = await db().transaction(async (tx) => {
    const [player] = await tx
      .select({ name: gamePlayers.name, key: gamePlayers.nameKey })
      .from(gamePlayers)
      .where(eq(gamePlayers.id, entry.playerId))
      .for("update");
    if (!player) return null;
    await tx
      .insert(gameBlockedNames)
      .values({ nameKey: player.key, name: player.name, blockedBy: staffId })
      .onConflictDoNothing();
    return giveGeneratedName(tx, entry.playerId);
  });
  noteLeaderboardChange(gameId);
  return name === null ? null : { from: entry.name, to: name };
}

/** Clears a game's board; players keep their progress and get back on it with their next level passed. */
export async function resetBoard(gameId: GameId): Promise<number> {
  const removed = await db()
    .delete(gameLeaderboard)
    .where(eq(gameLeaderboard.gameId, gameId))
    .returning({ id: gameLeaderboard.id });
  noteLeaderboardChange(gameId);
  return removed.length;
}

export async function listBlockedNames() {
  return db()
    .select({ key: gameBlockedNames.nameKey, name: gameBlockedNames.name, createdAt: gameBlockedNames.createdAt })
    .from(gameBlockedNames)
    .orderBy(desc(gameBlockedNames.createdAt));
}

/** Lets a blocked name be chosen again. */
export async function unblockName(key: string): Promise<boolean> {
  const removed = await db()
    .delete(gameBlockedNames)
    .where(eq(gameBlockedNames.nameKey, key))
    .returning({ key: gameBlockedNames.nameKey });
  return removed.length > 0;
}
