import { and, asc, desc, eq, sql } from "drizzle-orm";
import { catchUpContentVersion, noteAllLeaderboardsChanged } from "#app/server/change-feed.server.ts";
import { db, type Transaction } from "#app/server/db.server.ts";
import {
  gameBlockedNames,
  gameHolds,
  gameLeaderboard,
  gamePlayers,
  gameWeeklyScores,
  type GameId,
} from "#db/schema/games.ts";
import { users } from "#db/schema/accounts.ts";
import { nameKey } from "./board-name.ts";
import { notHeld } from "./boards.server.ts";
import { giveGeneratedName } from "./names.server.ts";
import type { BoardPeriod } from "./protocol.ts";
import { listedFirstName } from "./public-name.ts";
import { indiaWeekStart } from "./week.ts";

/*
 * What staff can do about the boards, all of it about people rather than rows:
 * - hide a person: a hold on their player, their account and their browser, so they are on no board (and new
 *   players from that browser neither) until staff show them again;
 * - give a player a generated name, which they then keep;
 * - take a first name off the allow-list (every player with it gets a generated name), or put it back;
 * - clear a game's boards.
 * Each is announced as a change of every board and of the content, in its own transaction, so every public
 * surface (the boards' JSON and the kept Fun Zone page, on every instance) shows it at once.
 */

/** Rows shown to staff: the ten the public sees and the next forty, with the hidden people among them. */
export const MODERATION_ROWS = 50;

export type ModeratedEntry = {
  playerId: string;
  name: string;
  nameChosen: boolean;
  nameLocked: boolean;
  /** The key of the player's listed first name, if their name is one. */
  givenNameKey: string | null;
  score: number;
  hidden: boolean;
  reachedAt: Date;
};

const held = () => sql<boolean>`not ${notHeld()}`;

export async function boardForModeration(gameId: GameId, period: BoardPeriod): Promise<ModeratedEntry[]> {
  const columns = {
    playerId: gamePlayers.id,
    name: gamePlayers.name,
    nameChosen: gamePlayers.nameChosen,
    nameLocked: sql<boolean>`${gamePlayers.nameLockedAt} is not null`,
    givenNameKey: gamePlayers.givenNameKey,
    hidden: held(),
  };
  if (period === "week") {
    return db()
      .select({ ...columns, score: gameWeeklyScores.score, reachedAt: gameWeeklyScores.reachedAt })
      .from(gameWeeklyScores)
      .innerJoin(gamePlayers, eq(gamePlayers.id, gameWeeklyScores.playerId))
      .where(and(eq(gameWeeklyScores.gameId, gameId), eq(gameWeeklyScores.weekStart, indiaWeekStart())))
      .orderBy(desc(gameWeeklyScores.score), asc(gameWeeklyScores.reachedAt), asc(gameWeeklyScores.id))
      .limit(MODERATION_ROWS);
  }
  return db()
    .select({ ...columns, score: gameLeaderboard.score, reachedAt: gameLeaderboard.reachedAt })
    .from(gameLeaderboard)
    .innerJoin(gamePlayers, eq(gamePlayers.id, gameLeaderboard.playerId))
    .where(eq(gameLeaderboard.gameId, gameId))
    .orderBy(desc(gameLeaderboard.score), asc(gameLeaderboard.reachedAt), asc(gameLeaderboard.id))
    .limit(MODERATION_ROWS);
}

/** Runs one moderation write and announces it: every board, and the content the kept pages are drawn from. */
async function moderate<T>(write: (tx: Transaction) => Promise<T>): Promise<T> {
  const result = await db().transaction(async (tx) => {
    const done = await write(tx);
    await tx.execute(sql`select announce_board_moderation()`);
    return done;
  });
  // This process shows the change at once, before the announcement comes back to it.
  noteAllLeaderboardsChanged();
  await catchUpContentVersion();
  return result;
}

async function playerRow(tx: Transaction, playerId: string) {
  const [player] = await tx
    .select({
      id: gamePlayers.id,
      name: gamePlayers.name,
      userId: gamePlayers.userId,
      browserKey: gamePlayers.browserKey,
      givenNameKey: gamePlayers.givenNameKey,
    })
    .from(gamePlayers)
    .where(eq(gamePlayers.id, playerId))
    .for("update");
  return player;
}

/** Takes a person off every board. Returns their name, or null when the player is gone. */
export async function hidePerson(playerId: string, staffId: string): Promise<string | null> {
  return moderate(async (tx) => {
    const player = await playerRow(tx, playerId);
    if (!player) return null;
    await tx.insert(gameHolds).values({
      playerId: player.id,
      userId: player.userId,
      browserKey: player.browserKey,
      name: player.name,
      hiddenBy: staffId,
    });
    return player.name;
  });
}

/** Puts a hidden person back on the boards. Returns the name they were hidden under, or null when not hidden. */
export async function showPerson(holdId: number): Promise<string | null> {
  return moderate(async (tx) => {
    const [removed] = await tx.delete(gameHolds).where(eq(gameHolds.id, holdId)).returning({ name: gameHolds.name });
    return removed?.name ?? null;
  });
}

/** Shows the person again whose player this is: every hold naming the player. */
export async function showPlayer(playerId: string): Promise<string | null> {
  return moderate(async (tx) => {
    const removed = await tx
      .delete(gameHolds)
      .where(eq(gameHolds.playerId, playerId))
      .returning({ name: gameHolds.name });
    return removed[0]?.name ?? null;
  });
}

export async function listHolds() {
  return db()
    .select({ id: gameHolds.id, name: gameHolds.name, createdAt: gameHolds.createdAt, hiddenBy: users.email })
    .from(gameHolds)
    .leftJoin(users, eq(users.id, gameHolds.hiddenBy))
    .orderBy(desc(gameHolds.createdAt));
}

/** Gives a player a generated name they keep. Returns the old and new names, or null when the player is gone. */
export async function renamePlayer(playerId: string) {
  return moderate(async (tx) => {
    const player = await playerRow(tx, playerId);
    if (!player) return null;
    return { from: player.name, to: await giveGeneratedName(tx, player.id, { lock: true }) };
  });
}

/** Players renamed in one go when their first name comes off the list. */
const RENAME_BATCH = 500;

/**
 * Takes a first name off the allow-list: no player may use it again (with or without an initial), and every
 * player who has it gets a generated name now. `firstName` is a name on the list, typed or a player's.
 */
export async function takeFirstNameOff(firstName: string, staffId: string) {
  const listed = listedFirstName(firstName);
  if (!listed) return null;
  const key = nameKey(listed);
  return moderate(async (tx) => {
    await tx.insert(gameBlockedNames).values({ nameKey: key, name: listed, blockedBy: staffId }).onConflictDoNothing();
    const players = await tx
      .select({ id: gamePlayers.id })
      .from(gamePlayers)
      .where(eq(gamePlayers.givenNameKey, key))
      .limit(RENAME_BATCH);
    for (const player of players) await giveGeneratedName(tx, player.id);
    return { name: listed, renamed: players.length };
  });
}

/** The first name of a player on the board, to take off the list. */
export async function firstNameOfPlayer(playerId: string): Promise<string | null> {
  const [row] = await db()
    .select({ name: gamePlayers.name, givenNameKey: gamePlayers.givenNameKey })
    .from(gamePlayers)
    .where(eq(gamePlayers.id, playerId));
  if (!row?.givenNameKey) return null;
  return row.name.split(" ")[0] ?? null;
}

/** Clears a game's boards (all time and every week); players keep their progress and get back on with their next pass. */
export async function resetBoard(gameId: GameId): Promise<number> {
  return moderate(async (tx) => {
    const removed = await tx
      .delete(gameLeaderboard)
      .where(eq(gameLeaderboard.gameId, gameId))
      .returning({ id: gameLeaderboard.id });
    await tx.delete(gameWeeklyScores).where(eq(gameWeeklyScores.gameId, gameId));
    return removed.length;
  });
}

export async function listBlockedNames() {
  return db()
    .select({ key: gameBlockedNames.nameKey, name: gameBlockedNames.name, createdAt: gameBlockedNames.createdAt })
    .from(gameBlockedNames)
    .orderBy(desc(gameBlockedNames.createdAt));
}

/** Puts a first name back on the list. */
export async function unblockName(key: string): Promise<boolean> {
  return moderate(async (tx) => {
    const removed = await tx
      .delete(gameBlockedNames)
      .where(eq(gameBlockedNames.nameKey, key))
      .returning({ key: gameBlockedNames.nameKey });
    return removed.length > 0;
  });
}
