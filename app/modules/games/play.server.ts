import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { getUser } from "#app/modules/accounts/guards.server.ts";
import { db, type Executor, type Transaction } from "#app/server/db.server.ts";
import { noteLeaderboardChange } from "#app/server/change-feed.server.ts";
import { env } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { gameAttempts, gameProgress, type AttemptAnswer, type AttemptOutcome, type GameId } from "#db/schema/games.ts";
import { findGame } from "./content/index.ts";
import type { Game, Level, Question, RandomIndex } from "./content/types.ts";
import { seeded, unpredictable } from "./draws.server.ts";
import { placeOnBoards } from "./boards.server.ts";
import { boardTag, playerView, readPlayer, type Player } from "./player.server.ts";
import {
  POINTS_PER_QUESTION,
  type AnswerResult,
  type ApiError,
  type AttemptView,
  type GameState,
  type LevelResult,
  runTimeLimit,
} from "./protocol.ts";
import {
  DEADLINE_GRACE_SECONDS,
  displayAnswer,
  displayGiven,
  drawQuestions,
  feedbackMs,
  isCorrectAnswer,
  levelIntro,
  publicQuestion,
  questionKey,
  readingTimeMs,
  RECENT_RUNS_WITHOUT_REPEATS,
  winMessage,
} from "./rules.ts";

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };
type Attempt = typeof gameAttempts.$inferSelect;
type Progress = { level: number; score: number };
/** A passed level's points, and the network it was played from (a board keeps two places per network). */
type Pass = { earned: number; networkKey: string };

const START_PROGRESS: Progress = { level: 1, score: 0 };
/** A run is worth resuming only with the grace and a couple of seconds still left to play. */
const RESUME_MARGIN_SECONDS = DEADLINE_GRACE_SECONDS + 2;
/** What is kept of a typed answer for the run's review. */
const GIVEN_ANSWER_MAX = 200;

export class GameError extends Error {
  readonly code: ApiError["error"];
  readonly status: number;
  readonly retryAfterMs: number | undefined;
  constructor(code: ApiError["error"], message: string, status = 409, retryAfterMs?: number) {
    super(message);
    this.code = code;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
  toJSON(): ApiError {
    return this.retryAfterMs === undefined
      ? { error: this.code, message: this.message }
      : { error: this.code, message: this.message, retryAfterMs: this.retryAfterMs };
  }
}

function requireGame(gameId: GameId): Game {
  const game = findGame(gameId);
  if (!game) throw new GameError("bad_request", "There is no such game.", 404);
  return game;
}

const levelOf = (game: Game, level: number): Level | undefined =>
  game.levels.find((candidate) => candidate.level === level);

const ofPlayerGame = (table: typeof gameAttempts | typeof gameProgress, playerId: string, gameId: GameId) =>
  and(eq(table.playerId, playerId), eq(table.gameId, gameId));

async function readProgress(executor: Executor, playerId: string, gameId: GameId): Promise<Progress | undefined> {
  const [row] = await executor
    .select({ level: gameProgress.level, score: gameProgress.score })
    .from(gameProgress)
    .where(ofPlayerGame(gameProgress, playerId, gameId));
  return row;
}

/**
 * Every write to one player's game (start, answer, reset) first takes the lock of their progress row, so they
 * run one after another in one order: no deadlock, and each sees what the one before it wrote.
 */
async function lockProgress(tx: Transaction, playerId: string, gameId: GameId): Promise<Progress | undefined> {
  const [row] = await tx
    .select({ level: gameProgress.level, score: gameProgress.score })
    .from(gameProgress)
    .where(ofPlayerGame(gameProgress, playerId, gameId))
    .for("update");
  return row;
}

async function lockOrCreateProgress(tx: Transaction, playerId: string, gameId: GameId): Promise<Progress> {
  await tx.insert(gameProgress).values({ playerId, gameId }).onConflictDoNothing();
  return (await lockProgress(tx, playerId, gameId)) ?? START_PROGRESS;
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

/** The source of a new run's questions: unpredictable, or with a seed, this player's n-th start of the level. */
async function questionDraw(tx: Transaction, playerId: string, gameId: GameId, level: number): Promise<RandomIndex> {
  const seed = drawSeed();
  if (seed === undefined) return unpredictable;
  const [starts] = await tx
    .select({ count: count() })
    .from(gameAttempts)
    .where(and(ofPlayerGame(gameAttempts, playerId, gameId), eq(gameAttempts.level, level)));
  return seeded(seed, { purpose: "questions", gameId, level, attempt: (starts?.count ?? 0) + 1 });
}

/** The questions of the player's last runs of this level, which a new run avoids while it can. */
async function recentQuestionKeys(tx: Transaction, playerId: string, gameId: GameId, level: number) {
  const runs = await tx
    .select({ questions: gameAttempts.questions })
    .from(gameAttempts)
    .where(and(ofPlayerGame(gameAttempts, playerId, gameId), eq(gameAttempts.level, level)))
    .orderBy(desc(gameAttempts.startedAt))
    .limit(RECENT_RUNS_WITHOUT_REPEATS);
  return new Set(runs.flatMap((run) => run.questions.map(questionKey)));
}

/** The source of the order a reorder question's items show in, each time the run is shown. */
function itemsDraw(game: Game, attempt: Attempt, index: number): RandomIndex {
  const seed = drawSeed();
  if (seed === undefined) return unpredictable;
  return seeded(seed, {
    purpose: "items",
    gameId: game.id,
    level: attempt.level,
    questionKeys: attempt.questions.map(questionKey),
    index,
  });
}

function attemptView(game: Game, attempt: Attempt): AttemptView {
  const level = levelOf(game, attempt.level) as Level;
  // Runs from before a child could choose more time have no limit of their own: the level's.
  const endsAt = attempt.startedAt.getTime() + (attempt.timeLimit ?? level.timeLimit) * 1000;
  return {
    attemptId: attempt.id,
    level: attempt.level,
    deadline: attempt.deadline.toISOString(),
    secondsLeft: Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)),
    questions: attempt.questions.map((question, index) =>
      publicQuestion(question, index, itemsDraw(game, attempt, index)),
    ),
    answered: attempt.answers.map(({ index, correct }) => ({ index, correct })),
    score: attempt.score,
  };
}

/** The player's open run of a game, if any, and whether enough of its time is left to resume it. */
async function findOpenRun(executor: Executor, playerId: string, gameId: GameId) {
  const [run] = await executor
    .select({
      attempt: gameAttempts,
      resumable: sql<boolean>`${gameAttempts.deadline} > now() + make_interval(secs => ${RESUME_MARGIN_SECONDS})`,
      late: sql<boolean>`${gameAttempts.deadline} <= now()`,
    })
    .from(gameAttempts)
    .where(and(ofPlayerGame(gameAttempts, playerId, gameId), isNull(gameAttempts.endedAt)));
  return run;
}

async function endRun(tx: Transaction, attemptId: string, outcome: AttemptOutcome): Promise<void> {
  await tx
    .update(gameAttempts)
    .set({
      outcome,
      // A run that ran out of time ended at its deadline, whenever that is noticed.
      endedAt: outcome === "timed_out" ? sql`least(${gameAttempts.deadline}, now())` : sql`now()`,
    })
    .where(and(eq(gameAttempts.id, attemptId), isNull(gameAttempts.endedAt)));
}

/** One game as this request's player sees it (the game API's answer); a failed read falls back to level 1, score 0. */
export async function loadGameState(
  { request, context }: LoaderArgs,
  gameId: GameId,
  knownPlayer?: Player | null,
): Promise<GameState> {
  // A player created by this very request is not in its cookie yet.
  return gameStateOf(gameId, knownPlayer ?? (() => readPlayer(request, getUser(context))));
}

/**
 * One game as `player` sees it; null is a visitor who has not played, which is what the Fun Zone page shows
 * everyone (the game's island then asks for the player's own state). A player still to be read is read here, so
 * a failed read falls back to level 1 as a failed read of the progress does.
 */
export async function gameStateOf(
  gameId: GameId,
  playerOrRead: Player | null | (() => Promise<Player | null>),
): Promise<GameState> {
  const game = requireGame(gameId);
  let player: Player | null = null;
  let progress = START_PROGRESS;
  let openAttempt: AttemptView | null = null;
  try {
    player = typeof playerOrRead === "function" ? await playerOrRead() : playerOrRead;
    if (player) {
      progress = (await readProgress(db(), player.id, gameId)) ?? START_PROGRESS;
      const run = await findOpenRun(db(), player.id, gameId);
      openAttempt = run?.resumable && run.attempt.level === progress.level ? attemptView(game, run.attempt) : null;
    }
  } catch (error) {
    logger.error({ err: error, gameId }, "Failed to load game progress");
  }
  const next = levelOf(game, progress.level);
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

/**
 * Starts the player's current level, or hands back the run still going (a reload or a second tab): a player has
 * at most one open run of a game (a unique index holds it), so two starts at once give one run.
 */
export async function startLevel(
  player: Player,
  gameId: GameId,
  { moreTime = false }: { moreTime?: boolean } = {},
): Promise<AttemptView> {
  const game = requireGame(gameId);
  const attempt = await db().transaction(async (tx) => {
    const progress = await lockOrCreateProgress(tx, player.id, gameId);
    const level = levelOf(game, progress.level);
    if (!level) throw new GameError("no_level", winMessage);
    const open = await findOpenRun(tx, player.id, gameId);
    if (open?.resumable && open.attempt.level === level.level) return open.attempt;
    if (open) await endRun(tx, open.attempt.id, open.late ? "timed_out" : "abandoned");

    const recent = await recentQuestionKeys(tx, player.id, gameId, level.level);
    const questions = drawQuestions(level, await questionDraw(tx, player.id, gameId, level.level), recent);
    const firstReading = readingTimeMs(questions[0] as Question);
    const timeLimit = runTimeLimit(level.timeLimit, moreTime);
    const [created] = await tx
      .insert(gameAttempts)
      .values({
        gameId,
        playerId: player.id,
        level: level.level,
        questions,
        scoreAtStart: progress.score,
        score: progress.score,
        timeLimit,
        deadline: sql`now() + make_interval(secs => ${timeLimit + DEADLINE_GRACE_SECONDS})`,
        nextAnswerAt: sql`clock_timestamp() + make_interval(secs => ${firstReading / 1000})`,
      })
      .returning();
    return created as Attempt;
  });
  return attemptView(game, attempt);
}

/** The run to answer, locked, with the database's own clock read against its deadline and pace. */
async function lockRun(tx: Transaction, player: Player, gameId: GameId, attemptId: string) {
  const [run] = await tx
    .select({
      attempt: gameAttempts,
      late: sql<boolean>`${gameAttempts.deadline} <= clock_timestamp()`,
      earlyByMs: sql<number>`ceil(extract(epoch from ${gameAttempts.nextAnswerAt} - clock_timestamp()) * 1000)::int`,
    })
    .from(gameAttempts)
    .where(and(eq(gameAttempts.id, attemptId), ofPlayerGame(gameAttempts, player.id, gameId)))
    .for("update");
  return run;
}

const takeYourTime = "Take your time! Read the question carefully, then answer.";

/** Why an answer to a run that has ended (or was never this player's) is not taken. */
function endedRunError(attempt: Attempt, index: number): GameError {
  if (attempt.answers.some((answer) => answer.index === index)) {
    return new GameError("already_answered", "That question has already been answered.");
  }
  if (attempt.outcome === "timed_out") return new GameError("time_up", "Time's up! Try this level again.");
  return new GameError("attempt_not_found", "This level is already finished. Please start the next one.");
}

function levelResult(attempt: Attempt, answers: AttemptAnswer[], passMark: number): LevelResult {
  const correctCount = answers.filter((answer) => answer.correct).length;
  return {
    passed: correctCount >= passMark,
    correctCount,
    questionCount: attempt.questions.length,
    passMark,
    review: attempt.questions.map((question, index) => {
      const answer = answers.find((candidate) => candidate.index === index);
      return {
        question: question.question,
        given: answer ? displayGiven(question, answer.given) : "",
        correctAnswer: displayAnswer(question),
        correct: answer?.correct ?? false,
      };
    }),
  };
}

/**
 * Writes a passed level: the player moves to the next level with the level's points added, and both boards keep
 * the new total if it is higher (under the boards' rules: `placeOnBoards`). Only a run of the level the player is
 * on counts, so progress never moves back.
 */
async function recordPass(tx: Transaction, player: Player, gameId: GameId, attempt: Attempt, pass: Pass) {
  const [moved] = await tx
    .update(gameProgress)
    .set({ level: attempt.level + 1, score: sql`${gameProgress.score} + ${pass.earned}`, updatedAt: sql`now()` })
    .where(and(ofPlayerGame(gameProgress, player.id, gameId), eq(gameProgress.level, attempt.level)))
    .returning({ score: gameProgress.score });
  if (!moved || moved.score <= 0) return moved?.score;
  await placeOnBoards(tx, { gameId, playerId: player.id, score: moved.score, networkKey: pass.networkKey });
  return moved.score;
}

/**
 * Checks one answer. Answers are taken one at a time and in order, each no sooner than its question's reading
 * time after it appeared, and before the run's deadline; all of it is decided under the run's row lock, on the
 * database's clock. The last answer ends the run: passed with at least PASS_MARK right (progress and board are
 * written in the same transaction), otherwise failed, and the level can be played again.
 */
export async function answerQuestion(
  player: Player,
  gameId: GameId,
  input: { attemptId: string; index: number; answer: string },
  from: { networkKey: string },
): Promise<AnswerResult> {
  const game = requireGame(gameId);
  const outcome = await db().transaction(async (tx) => {
    const progress = await lockProgress(tx, player.id, gameId);
    const run = await lockRun(tx, player, gameId, input.attemptId);
    if (!run || !progress) {
      return new GameError("attempt_not_found", "That game could not be found. Please start the level again.", 404);
    }
    const { attempt } = run;
    if (attempt.endedAt) return endedRunError(attempt, input.index);
    const question = attempt.questions[input.index];
    if (!question) return new GameError("bad_request", "There is no such question in this level.", 400);
    if (attempt.answers.some((answer) => answer.index === input.index)) return endedRunError(attempt, input.index);
    if (run.late) {
      await endRun(tx, attempt.id, "timed_out");
      return new GameError("time_up", "Time's up! Try this level again.");
    }
    if (input.index !== attempt.answers.length) {
      return new GameError("bad_request", "Please answer the questions in order.", 409);
    }
    if (run.earlyByMs > 0) return new GameError("too_soon", takeYourTime, 429, run.earlyByMs);

    const correct = isCorrectAnswer(question, input.answer);
    const points = correct ? POINTS_PER_QUESTION : 0;
    const answers = [
      ...attempt.answers,
      { index: input.index, correct, given: input.answer.slice(0, GIVEN_ANSWER_MAX) },
    ];
    const score = attempt.score + points;
    const next = attempt.questions[input.index + 1];
    const level = levelOf(game, attempt.level) as Level;
    if (next) {
      const pauseMs = feedbackMs(correct) + readingTimeMs(next);
      await tx
        .update(gameAttempts)
        .set({ answers, score, nextAnswerAt: sql`clock_timestamp() + make_interval(secs => ${pauseMs / 1000})` })
        .where(eq(gameAttempts.id, attempt.id));
      return { correct, question, points, score, result: null, level: attempt.level };
    }
    const result = levelResult(attempt, answers, levelIntro(level).passMark);
    await tx
      .update(gameAttempts)
      .set({ answers, score, endedAt: sql`now()`, outcome: result.passed ? "passed" : "failed" })
      .where(eq(gameAttempts.id, attempt.id));
    const total = result.passed
      ? ((await recordPass(tx, player, gameId, attempt, {
          earned: score - attempt.scoreAtStart,
          networkKey: from.networkKey,
        })) ?? progress.score)
      : progress.score;
    return { correct, question, points, score: total, result, level: attempt.level };
  });
  if (outcome instanceof GameError) throw outcome;

  if (outcome.result?.passed) noteLeaderboardChange(gameId);
  const following = outcome.result?.passed ? levelOf(game, outcome.level + 1) : undefined;
  return {
    correct: outcome.correct,
    correctAnswer: displayAnswer(outcome.question),
    pointsAwarded: outcome.points,
    score: outcome.score,
    levelResult: outcome.result,
    nextLevel: following ? levelIntro(following) : null,
    playerTag: boardTag(gameId, player.id),
  };
}

/**
 * "Play Again From Start": level 1, score 0, and the running run ended. A player with nothing to reset (no
 * progress, or already at the start with no run going) writes nothing.
 */
export async function resetProgress(player: Player, gameId: GameId): Promise<void> {
  requireGame(gameId);
  await db().transaction(async (tx) => {
    const progress = await lockProgress(tx, player.id, gameId);
    if (!progress) return;
    const open = await findOpenRun(tx, player.id, gameId);
    if (open) await endRun(tx, open.attempt.id, open.late ? "timed_out" : "abandoned");
    if (progress.level === START_PROGRESS.level && progress.score === START_PROGRESS.score) return;
    await tx
      .update(gameProgress)
      .set({ ...START_PROGRESS, updatedAt: sql`now()` })
      .where(ofPlayerGame(gameProgress, player.id, gameId));
  });
}
