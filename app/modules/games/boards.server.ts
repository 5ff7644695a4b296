import { and, asc, desc, eq, notExists, or, sql, type SQL } from "drizzle-orm";
import { db, type Transaction } from "#app/server/db.server.ts";
import { cachedLeaderboard } from "#app/server/hot-cache.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { gameHolds, gameLeaderboard, gamePlayers, gameWeeklyScores, type GameId } from "#db/schema/games.ts";
import { seeded } from "./draws.server.ts";
import { generatedName } from "./generated-names.ts";
import { boardTag } from "./player.server.ts";
import type { LeaderboardEntry, LeaderboardView } from "./protocol.ts";
import { isPublicName } from "./public-name.ts";
import { indiaWeekStart } from "./week.ts";

/*
 * The two boards of a game: all time, and this week (India time). Both follow the same rules:
 * - a row is a player's best total score, kept only when strictly higher; of two equal scores the one reached
 *   first ranks higher;
 * - at most two rows per network (an IPv4 address or an IPv6 /64): a third, better score from the same network
 *   takes the place of that network's lowest row, so one person with many identities cannot fill a board
 *   (a school's shared Wi-Fi still gets two places on every board: docs/decisions/018-kid-safe-boards.md);
 * - a person staff hid (a hold on their player, account or browser) is on no board;
 * - a name is shown only if it is one the boards may show now (a first name from the list, or a generated one).
 */

export const LEADERBOARD_SIZE = 10;
export const PLACES_PER_NETWORK = 2;
// Advisory locks of this class serialise board writes from one network, so two identities of one network
// finishing at once cannot both take a third place.
const NETWORK_LOCK_CLASS = 7351;

type Placement = { gameId: GameId; playerId: string; score: number; networkKey: string };

/** Keeps `score` on both boards where it beats the player's row, then trims the network's rows to its two places. */
export async function placeOnBoards(tx: Transaction, placement: Placement): Promise<void> {
  const { gameId, playerId, score, networkKey } = placement;
  if (score <= 0) return;
  const week = indiaWeekStart();
  await tx.execute(sql`select pg_advisory_xact_lock(${NETWORK_LOCK_CLASS}, hashtext(${`${gameId}:${networkKey}`}))`);

  await tx
    .insert(gameLeaderboard)
    .values({ gameId, playerId, score, networkKey })
    .onConflictDoUpdate({
      target: [gameLeaderboard.playerId, gameLeaderboard.gameId],
      set: { score, networkKey, reachedAt: sql`now()`, updatedAt: sql`now()` },
      setWhere: sql`${gameLeaderboard.score} < excluded.score`,
    });
  await trimNetwork(
    tx,
    sql`${gameLeaderboard}`,
    and(eq(gameLeaderboard.gameId, gameId), eq(gameLeaderboard.networkKey, networkKey)),
  );

  await tx
    .insert(gameWeeklyScores)
    .values({ gameId, playerId, score, networkKey, weekStart: week })
    .onConflictDoUpdate({
      target: [gameWeeklyScores.playerId, gameWeeklyScores.gameId, gameWeeklyScores.weekStart],
      set: { score, networkKey, reachedAt: sql`now()` },
      setWhere: sql`${gameWeeklyScores.score} < excluded.score`,
    });
  await trimNetwork(
    tx,
    sql`${gameWeeklyScores}`,
    and(
      eq(gameWeeklyScores.gameId, gameId),
      eq(gameWeeklyScores.weekStart, week),
      eq(gameWeeklyScores.networkKey, networkKey),
    ),
  );
}

/** Deletes a network's rows past its two best (the earlier of equal scores stays). */
async function trimNetwork(tx: Transaction, table: SQL, ofNetwork: SQL | undefined): Promise<void> {
  await tx.execute(sql`
    delete from ${table} where id in (
      select id from ${table} where ${ofNetwork}
      order by score desc, reached_at, id
      offset ${PLACES_PER_NETWORK}
    )`);
}

/**
 * No hold names the player, their account or the browser they were made in. For queries that join the players
 * (their columns are then written with the table's name, which the condition needs).
 */
export const notHeld = () =>
  notExists(
    db()
      .select({ one: sql`1` })
      .from(gameHolds)
      .where(
        or(
          eq(gameHolds.playerId, gamePlayers.id),
          eq(gameHolds.userId, gamePlayers.userId),
          eq(gameHolds.browserKey, gamePlayers.browserKey),
        ),
      ),
  );

/**
 * The name a board shows for a row: the player's own when it may be shown, else a generated one that follows
 * from the player's id (a name kept from before a rule changed is never shown while it waits to be replaced).
 */
export function shownName(name: string, playerId: string): string {
  return isPublicName(name) ? name : generatedName(seeded(playerId, { purpose: "stand-in name" }));
}

function ranked(gameId: GameId, rows: { name: string; score: number; playerId: string }[]): LeaderboardEntry[] {
  return rows.map((row, i) => ({
    rank: i + 1,
    name: shownName(row.name, row.playerId),
    score: row.score,
    playerTag: boardTag(gameId, row.playerId),
  }));
}

async function readAllTime(gameId: GameId) {
  return db()
    .select({ name: gamePlayers.name, score: gameLeaderboard.score, playerId: gameLeaderboard.playerId })
    .from(gameLeaderboard)
    .innerJoin(gamePlayers, eq(gamePlayers.id, gameLeaderboard.playerId))
    .where(and(eq(gameLeaderboard.gameId, gameId), notHeld()))
    .orderBy(desc(gameLeaderboard.score), asc(gameLeaderboard.reachedAt), asc(gameLeaderboard.id))
    .limit(LEADERBOARD_SIZE);
}

async function readWeek(gameId: GameId, week: string) {
  return db()
    .select({ name: gamePlayers.name, score: gameWeeklyScores.score, playerId: gameWeeklyScores.playerId })
    .from(gameWeeklyScores)
    .innerJoin(gamePlayers, eq(gamePlayers.id, gameWeeklyScores.playerId))
    .where(and(eq(gameWeeklyScores.gameId, gameId), eq(gameWeeklyScores.weekStart, week), notHeld()))
    .orderBy(desc(gameWeeklyScores.score), asc(gameWeeklyScores.reachedAt), asc(gameWeeklyScores.id))
    .limit(LEADERBOARD_SIZE);
}

/**
 * A game's boards, the same for every visitor (each row carries its player's board tag), kept in memory until one
 * of their rows or players' names change, or the week does. Throws when the database fails; see `loadLeaderboard`
 * for the page's forgiving read.
 */
export async function readLeaderboard(gameId: GameId): Promise<LeaderboardView> {
  const week = indiaWeekStart();
  return cachedLeaderboard(gameId, week, async () => {
    const [weekRows, allTimeRows] = await Promise.all([readWeek(gameId, week), readAllTime(gameId)]);
    return {
      gameId,
      weekStartsOn: week,
      boards: { week: ranked(gameId, weekRows), "all-time": ranked(gameId, allTimeRows) },
    };
  });
}

export const emptyLeaderboard = (gameId: GameId): LeaderboardView => ({
  gameId,
  weekStartsOn: indiaWeekStart(),
  boards: { week: [], "all-time": [] },
});

/** The boards for the Fun Zone page: a failed read shows empty boards and is logged. */
export async function loadLeaderboard(gameId: GameId): Promise<LeaderboardView> {
  try {
    return await readLeaderboard(gameId);
  } catch (error) {
    logger.error({ err: error, gameId }, "Failed to load the leaderboard");
    return emptyLeaderboard(gameId);
  }
}

export type Standing = { score: number; rank: number | null };
export type Standings = Partial<Record<GameId, { week: Standing | null; allTime: Standing | null }>>;

/** Whether a hold names this player, their account or their browser: such a person is on no board. */
export async function isHeld(playerId: string): Promise<boolean> {
  const [row] = (
    await db().execute<{ held: boolean }>(sql`
    select exists (
      select 1 from ${gamePlayers} as person join ${gameHolds} as hold
        on hold.player_id = person.id or hold.user_id = person.user_id or hold.browser_key = person.browser_key
      where person.id = ${playerId}
    ) as held`)
  ).rows;
  return row?.held ?? false;
}

type StandingRow = { game_id: GameId; score: number; ahead: number };

/** A player's rows of one board table, each with how many shown rows rank ahead of it. */
function standingRows(table: typeof gameLeaderboard | typeof gameWeeklyScores, playerId: string, week: string | null) {
  // Written out with aliases: the player's row and the rows ahead of it come from the same table.
  const sameWeek = (alias: string) => (week === null ? sql`true` : sql`${sql.raw(alias)}.week_start = ${week}`);
  return db()
    .execute<StandingRow>(
      sql`
    select mine.game_id, mine.score, (
      select count(*)::int from ${table} as other join ${gamePlayers} as person on person.id = other.player_id
      where other.game_id = mine.game_id and ${sameWeek("other")}
        and not exists (
          select 1 from ${gameHolds} as hold
          where hold.player_id = person.id or hold.user_id = person.user_id or hold.browser_key = person.browser_key
        )
        and (other.score > mine.score
          or (other.score = mine.score and (other.reached_at, other.id) < (mine.reached_at, mine.id)))
    ) as ahead
    from ${table} as mine
    where mine.player_id = ${playerId} and ${sameWeek("mine")}`,
    )
    .then((result) => result.rows);
}

/**
 * A player's rows on every board and their places (rows ahead: a higher score, or the same score reached
 * earlier, of people not held). The place is null while the player is held, whose rows nobody sees.
 */
export async function boardStandings(playerId: string): Promise<Standings> {
  const week = indiaWeekStart();
  const [held, allTime, thisWeek] = await Promise.all([
    isHeld(playerId),
    standingRows(gameLeaderboard, playerId, null),
    standingRows(gameWeeklyScores, playerId, week),
  ]);
  const standing = (row: StandingRow | undefined): Standing | null =>
    row ? { score: row.score, rank: held ? null : row.ahead + 1 } : null;
  const standings: Standings = {};
  for (const gameId of new Set([...allTime, ...thisWeek].map((row) => row.game_id))) {
    standings[gameId] = {
      allTime: standing(allTime.find((row) => row.game_id === gameId)),
      week: standing(thisWeek.find((row) => row.game_id === gameId)),
    };
  }
  return standings;
}
