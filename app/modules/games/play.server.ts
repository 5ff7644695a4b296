import { and, count, desc, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { getUser } from "#app/modules/accounts/guards.server.ts";
import { db, type Database } from "#app/server/db.server.ts";
import { noteLeaderboardChange } from "#app/server/change-feed.server.ts";
import { env } from "#app/server/env.server.ts";
import { cachedLeaderboard } from "#app/server/hot-cache.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { gameAttempts, gameLeaderboard, gameProgress, type GameId } from "#db/schema/games.ts";
import { findGame } from "./content/index.ts";
import type { Game, Level, Question } from "./content/types.ts";
import { seeded, unpredictable } from "./draws.server.ts";
import { boardTag, playerView, readPlayer, type Player } from "./player.server.ts";
import {
  anonymousName,
  type AnswerResult,
  type ApiError,
  type AttemptView,
  type GameState,
  type LeaderboardView,
} from "./protocol.ts";
import {
  DEADLINE_GRACE_SECONDS,
  displayAnswer,
  isCorrectAnswer,
  levelIntro,
  pickQuestionIds,
  pointsOf,
  publicQuestion,
  type RandomIndex,
} from "./rules.ts";

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Transaction;
type Attempt = typeof gameAttempts.$inferSelect;
type Progress = { level: number; score: number };

export const LEADERBOARD_SIZE = 10;
const START_PROGRESS: Progress = { level: 1, score: 0 };

export class GameError extends Error {
  readonly code: ApiError["error"];
  readonly status: number;
  constructor(code: ApiError["error"], message: string, status = 409) {
    super(message);
    this.code = code;
    this.status = status;
  }
  toJSON(): ApiError {
    return { error: this.code, message: this.message };
  }
}

function requireGame(gameId: GameId): Game {
  const game = findGame(gameId);
  if (!game) throw new GameError("bad_request", "There is no such game.", 404);
  return game;
}

// One player's rows, in whichever of the two player columns identifies them.
function ownedBy(table: typeof gameAttempts | typeof gameProgress | typeof gameLeaderboard, player: Player): SQL {
  return player.kind === "user" ? eq(table.userId, player.userId) : eq(table.anonPlayerId, player.anonId);
}
const playerColumns = (player: Player) =>
  player.kind === "user"
    ? { userId: player.userId, anonPlayerId: null }
    : { userId: null, anonPlayerId: player.anonId };
const conflictTarget = (table: typeof gameProgress | typeof gameLeaderboard, player: Player) =>
  player.kind === "user" ? [table.userId, table.gameId] : [table.anonPlayerId, table.gameId];

async function readProgress(executor: Executor, player: Player | null, gameId: GameId): Promise<Progress> {
  if (!player) return START_PROGRESS;
  const [row] = await executor
    .select({ level: gameProgress.level, score: gameProgress.score })
    .from(gameProgress)
    .where(and(ownedBy(gameProgress, player), eq(gameProgress.gameId, gameId)));
  return row ?? START_PROGRESS;
}

function questionsOf(game: Game, attempt: Attempt): Question[] {
  const level = game.levels.find((candidate) => candidate.level === attempt.level);
  const bank = new Map(level?.questions.map((question) => [question.id, question]));
  return attempt.questionIds.map((id) => {
    const question = bank.get(id);
    // Question ids are stable content; a missing one means a deploy removed it mid-attempt.
    if (!question) throw new GameError("attempt_not_found", "This level has changed. Please start it again.", 410);
    return question;
  });
}

let seedAnnounced = false;

/** GAME_DRAW_SEED, which makes every draw predictable: for tests, and said so in the log. */
function drawSeed(): string | undefined {
  const seed = env().GAME_DRAW_SEED;
  if (seed !== undefined && !seedAnnounced) {
    seedAnnounced = true;
    logger.warn("GAME_DRAW_SEED is set: question draws are predictable. Never set it where real children play.");
  }
  return seed;
}

/** The source of a new attempt's questions: unpredictable, or with a seed, this player's n-th start of the level. */
async function questionDraw(player: Player, gameId: GameId, level: number): Promise<RandomIndex> {
  const seed = drawSeed();
  if (seed === undefined) return unpredictable;
  const [starts] = await db()
    .select({ count: count() })
    .from(gameAttempts)
    .where(and(ownedBy(gameAttempts, player), eq(gameAttempts.gameId, gameId), eq(gameAttempts.level, level)));
  return seeded(seed, { purpose: "questions", gameId, level, attempt: (starts?.count ?? 0) + 1 });
}

/** The source of the order a reorder question's items show in, each time the attempt is shown. */
function itemsDraw(game: Game, attempt: Attempt, index: number): RandomIndex {
  const seed = drawSeed();
  if (seed === undefined) return unpredictable;
  return seeded(seed, {
    purpose: "items",
    gameId: game.id,
    level: attempt.level,
    questionIds: attempt.questionIds,
    index,
  });
}

function attemptView(game: Game, attempt: Attempt): AttemptView {
  const level = game.levels.find((candidate) => candidate.level === attempt.level) as Level;
  const endsAt = attempt.startedAt.getTime() + level.timeLimit * 1000;
  return {
    attemptId: attempt.id,
    level: attempt.level,
    deadline: attempt.deadline.toISOString(),
    secondsLeft: Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)),
    questions: questionsOf(game, attempt).map((question, index) =>
      publicQuestion(question, index, itemsDraw(game, attempt, index)),
    ),
    answered: attempt.answers,
    score: attempt.score,
  };
}

async function findOpenAttempt(executor: Executor, player: Player, gameId: GameId, level: number) {
  const [attempt] = await executor
    .select()
    .from(gameAttempts)
    .where(
      and(
        ownedBy(gameAttempts, player),
        eq(gameAttempts.gameId, gameId),
        eq(gameAttempts.level, level),
        isNull(gameAttempts.completedAt),
        // Only worth resuming with the grace and a couple of seconds still left to play.
        gt(gameAttempts.deadline, sql`now() + make_interval(secs => ${DEADLINE_GRACE_SECONDS + 2})`),
      ),
    )
    .orderBy(desc(gameAttempts.startedAt))
    .limit(1);
  return attempt;
}

/** What the Fun Zone page needs for one game; a failed progress read falls back to level 1, score 0. */
export async function loadGameState(
  { request, context }: LoaderArgs,
  gameId: GameId,
  knownPlayer?: Player,
): Promise<GameState> {
  const game = requireGame(gameId);
  // A player created by this very request is not in its cookie yet.
  const player = knownPlayer ?? (await readPlayer(request, getUser(context)));
  let progress = START_PROGRESS;
  let openAttempt: AttemptView | null = null;
  try {
    progress = await readProgress(db(), player, gameId);
    const level = game.levels.find((candidate) => candidate.level === progress.level);
    const attempt = player && level ? await findOpenAttempt(db(), player, gameId, level.level) : undefined;
    openAttempt = attempt ? attemptView(game, attempt) : null;
  } catch (error) {
    logger.error({ err: error, gameId }, "Failed to load game progress");
  }
  const next = game.levels.find((candidate) => candidate.level === progress.level);
  return {
    gameId,
    title: game.title,
    levelCount: game.levels.length,
    progress,
    nextLevel: next ? levelIntro(next) : null,
    openAttempt,
    player: playerView(player, gameId),
  };
}

/** Starts the player's current level, or hands back the attempt still running (a reload or a second tab). */
export async function startLevel(player: Player, gameId: GameId): Promise<AttemptView> {
  const game = requireGame(gameId);
  const progress = await readProgress(db(), player, gameId);
  const level = game.levels.find((candidate) => candidate.level === progress.level);
  if (!level) throw new GameError("no_level", "You've completed all available levels! You're a true champion!");
  const open = await findOpenAttempt(db(), player, gameId, level.level);
  if (open) return attemptView(game, open);
  const random = await questionDraw(player, gameId, level.level);
  const [attempt] = await db()
    .insert(gameAttempts)
    .values({
      gameId,
      ...playerColumns(player),
      level: level.level,
      questionIds: pickQuestionIds(level, random),
      scoreAtStart: progress.score,
      score: progress.score,
      deadline: sql`now() + make_interval(secs => ${level.timeLimit + DEADLINE_GRACE_SECONDS})`,
    })
    .returning();
  return attemptView(game, attempt as Attempt);
}

/**
 * Checks one answer and records it in one SQL statement: the attempt must be the player's, still open, before
 * its deadline, and the question not yet answered. Concurrent answers to the same question queue on the row
 * lock and the later ones find it answered, so points are never counted twice. When the answer completes the
 * level, the same statement writes progress and the leaderboard (replaced only by a strictly higher score),
 * so a level is never complete without both.
 */
export async function answerQuestion(
  player: Player,
  gameId: GameId,
  input: { attemptId: string; index: number; answer: string },
): Promise<AnswerResult> {
  const game = requireGame(gameId);
  const [attempt] = await db()
    .select()
    .from(gameAttempts)
    .where(and(eq(gameAttempts.id, input.attemptId), eq(gameAttempts.gameId, gameId), ownedBy(gameAttempts, player)));
  if (!attempt) {
    throw new GameError("attempt_not_found", "That game could not be found. Please start the level again.", 404);
  }
  const questions = questionsOf(game, attempt);
  const question = questions[input.index];
  if (!question) throw new GameError("bad_request", "There is no such question in this level.", 400);

  const correct = isCorrectAnswer(question, input.answer);
  const points = correct ? pointsOf(question) : 0;
  const playerColumn = player.kind === "user" ? sql.raw("user_id") : sql.raw("anon_player_id");
  const playerId = player.kind === "user" ? player.userId : player.anonId;
  const [updated] = await db().execute<{ level: number; score: number; completed: boolean }>(sql`
    with answered as (
      update game_attempts set
        answers = answers || ${JSON.stringify([{ index: input.index, correct }])}::jsonb,
        score = score + ${points},
        completed_at = case when jsonb_array_length(answers) + 1 >= ${questions.length} then now() end
      where id = ${attempt.id}
        and completed_at is null
        and deadline > now()
        and not answers @> ${JSON.stringify([{ index: input.index }])}::jsonb
      returning level, score, completed_at
    ),
    progress as (
      insert into game_progress (game_id, ${playerColumn}, level, score)
      select ${gameId}, ${playerId}::uuid, level + 1, score from answered where completed_at is not null
      on conflict (${playerColumn}, game_id) do update
        set level = excluded.level, score = excluded.score, updated_at = now()
    ),
    board as (
      insert into game_leaderboard (game_id, ${playerColumn}, player_name, score)
      select ${gameId}, ${playerId}::uuid, ${player.name ?? anonymousName}, score from answered
      where completed_at is not null
      on conflict (${playerColumn}, game_id) do update
        set score = excluded.score, player_name = excluded.player_name, updated_at = now()
        where game_leaderboard.score < excluded.score
    )
    select level, score, completed_at is not null as completed from answered
  `);
  if (!updated) throw await whyRefused(attempt.id, input.index);
  if (updated.completed) noteLeaderboardChange(gameId);

  const following = game.levels.find((candidate) => candidate.level === updated.level + 1);
  return {
    correct,
    correctAnswer: displayAnswer(question),
    pointsAwarded: points,
    score: updated.score,
    levelComplete: updated.completed,
    nextLevel: updated.completed && following ? levelIntro(following) : null,
    playerTag: boardTag(gameId, player),
  };
}

async function whyRefused(attemptId: string, index: number): Promise<GameError> {
  const [row] = await db()
    .select({
      completed: sql<boolean>`${gameAttempts.completedAt} is not null`,
      late: sql<boolean>`${gameAttempts.deadline} <= now()`,
      answered: sql<boolean>`${gameAttempts.answers} @> ${JSON.stringify([{ index }])}::jsonb`,
    })
    .from(gameAttempts)
    .where(eq(gameAttempts.id, attemptId));
  if (row?.answered) return new GameError("already_answered", "That question has already been answered.");
  if (row?.late && !row.completed) return new GameError("time_up", "Time's up! Try this level again.");
  return new GameError("attempt_not_found", "This level is already finished. Please start the next one.");
}

async function saveProgress(executor: Executor, player: Player, gameId: GameId, progress: Progress) {
  await executor
    .insert(gameProgress)
    .values({ gameId, ...playerColumns(player), ...progress })
    .onConflictDoUpdate({
      target: conflictTarget(gameProgress, player),
      set: { level: progress.level, score: progress.score, updatedAt: sql`now()` },
    });
}

/** "Play Again From Start": level 1, score 0, and any running attempt closed. */
export async function resetProgress(player: Player, gameId: GameId): Promise<void> {
  requireGame(gameId);
  await db().transaction(async (tx) => {
    await saveProgress(tx, player, gameId, START_PROGRESS);
    await tx
      .update(gameAttempts)
      .set({ deadline: sql`now()` })
      .where(and(ownedBy(gameAttempts, player), eq(gameAttempts.gameId, gameId), isNull(gameAttempts.completedAt)));
  });
}

/** A new name also renames the player's existing board rows, so the board and the highlight agree. */
export async function renamePlayer(player: Player & { kind: "anon" }, name: string): Promise<void> {
  const renamed = await db()
    .update(gameLeaderboard)
    .set({ playerName: name })
    .where(ownedBy(gameLeaderboard, player))
    .returning({ gameId: gameLeaderboard.gameId });
  for (const row of renamed) noteLeaderboardChange(row.gameId);
}

/**
 * A game's top 10, the same for every visitor (each row carries its player's board tag), kept in memory until one
 * of its rows changes. Throws when the database fails; see `loadLeaderboard` for the page's forgiving read.
 */
export async function readLeaderboard(gameId: GameId): Promise<LeaderboardView> {
  requireGame(gameId);
  return cachedLeaderboard(gameId, async () => {
    const rows = await db()
      .select({
        name: gameLeaderboard.playerName,
        score: gameLeaderboard.score,
        userId: gameLeaderboard.userId,
        anonPlayerId: gameLeaderboard.anonPlayerId,
      })
      .from(gameLeaderboard)
      .where(eq(gameLeaderboard.gameId, gameId))
      .orderBy(desc(gameLeaderboard.score), gameLeaderboard.updatedAt)
      .limit(LEADERBOARD_SIZE);
    return {
      gameId,
      entries: rows.map((row, i) => ({
        rank: i + 1,
        name: row.name,
        score: row.score,
        playerTag: boardTag(gameId, row),
      })),
    };
  });
}

/** The board for the Fun Zone page: a failed read shows an empty board and is logged. */
export async function loadLeaderboard(gameId: GameId): Promise<LeaderboardView> {
  try {
    return await readLeaderboard(gameId);
  } catch (error) {
    logger.error({ err: error, gameId }, "Failed to load the leaderboard");
    return { gameId, entries: [] };
  }
}
