import { desc, eq, sql } from "drizzle-orm";
import { db } from "#app/server/db.server.ts";
import { gameAttempts, gameProgress, type AttemptOutcome, type GameId } from "#db/schema/games.ts";
import { boardStandings } from "./boards.server.ts";
import { games } from "./content/index.ts";
import type { Player } from "./player.server.ts";

/** Runs listed per game on "My progress". */
export const RECENT_RUNS_SHOWN = 5;

/** How a run stands: its outcome, or "playing" while it is open and "timed_out" once its time ran out unnoticed. */
export type RunStatus = AttemptOutcome | "playing";

export type RunSummary = {
  level: number;
  startedAt: Date;
  status: RunStatus;
  correctCount: number;
  questionCount: number;
  /** Points the run earned; they count only when it passed. */
  points: number;
};

export type GameProgressSummary = {
  gameId: GameId;
  title: string;
  levelCount: number;
  levelsPassed: number;
  /** The total of the levels passed since the last "Play Again From Start". */
  score: number;
  /** The player's score on the game's all-time board: the best total they reached. Null when not on it. */
  bestScore: number | null;
  /** Place on the all-time board; null when not on it or when staff took the player off the boards. */
  rank: number | null;
  /** The same on this week's board. */
  weekScore: number | null;
  weekRank: number | null;
  recentRuns: RunSummary[];
};

/** Where a player stands in every game: read for "My progress", the same on every device for a signed-in player. */
export async function playerProgress(player: Player): Promise<GameProgressSummary[]> {
  const [progressRows, standings, runs] = await Promise.all([
    db()
      .select({ gameId: gameProgress.gameId, level: gameProgress.level, score: gameProgress.score })
      .from(gameProgress)
      .where(eq(gameProgress.playerId, player.id)),
    boardStandings(player.id),
    recentRuns(player.id),
  ]);
  return games.map((game) => {
    const progress = progressRows.find((row) => row.gameId === game.id);
    const boards = standings[game.id];
    return {
      gameId: game.id,
      title: game.title,
      levelCount: game.levels.length,
      levelsPassed: Math.min(game.levels.length, (progress?.level ?? 1) - 1),
      score: progress?.score ?? 0,
      bestScore: boards?.allTime?.score ?? null,
      rank: boards?.allTime?.rank ?? null,
      weekScore: boards?.week?.score ?? null,
      weekRank: boards?.week?.rank ?? null,
      recentRuns: runs.filter((run) => run.gameId === game.id),
    };
  });
}

async function recentRuns(playerId: string): Promise<(RunSummary & { gameId: GameId })[]> {
  const numbered = db()
    .select({
      gameId: gameAttempts.gameId,
      level: gameAttempts.level,
      startedAt: gameAttempts.startedAt,
      status: sql<RunStatus>`coalesce(${gameAttempts.outcome},
        case when ${gameAttempts.deadline} <= now() then 'timed_out' else 'playing' end)`.as("status"),
      correctCount: sql<number>`(
        select count(*)::int from jsonb_array_elements(${gameAttempts.answers}) as answer
        where (answer ->> 'correct')::boolean
      )`.as("correct_count"),
      questionCount: sql<number>`jsonb_array_length(${gameAttempts.questions})`.as("question_count"),
      points: sql<number>`${gameAttempts.score} - ${gameAttempts.scoreAtStart}`.as("points"),
      place:
        sql<number>`row_number() over (partition by ${gameAttempts.gameId} order by ${gameAttempts.startedAt} desc)`.as(
          "place",
        ),
    })
    .from(gameAttempts)
    .where(eq(gameAttempts.playerId, playerId))
    .as("numbered");
  const rows = await db()
    .select()
    .from(numbered)
    .where(sql`${numbered.place} <= ${RECENT_RUNS_SHOWN}`)
    .orderBy(desc(numbered.startedAt));
  return rows.map((row) => ({
    gameId: row.gameId,
    level: row.level,
    startedAt: row.startedAt,
    status: row.status,
    correctCount: row.correctCount,
    questionCount: row.questionCount,
    points: row.points,
  }));
}
