/*
 * What the game API and the game island say to each other. The server owns answers, deadlines and scores; the
 * browser only ever sees questions it has not answered yet without their answers.
 *
 * Endpoints (resource route `/fun-zone/api/:gameId`):
 * - GET                                   -> GameState
 * - POST { intent: "start" }              -> AttemptView (starts the player's current level, or resumes the open run)
 * - POST { intent: "answer", attemptId, index, answer } -> AnswerResult (questions in order, at a reading pace)
 * - POST { intent: "reset" }              -> GameState (level 1, score 0)
 * - POST { intent: "name", name }         -> NameReply (the player's board name, checked by the one name rule)
 * - GET  `/fun-zone/api/:gameId/leaderboard` -> LeaderboardView (this week's board and the all-time one)
 * Errors come back as ApiError with a 4xx status.
 */
import type { QuestionType } from "./content/types.ts";
import type { GameId } from "#db/schema/games.ts";

export type { GameId };

/** The abacus picture without giving the answer away: "set" questions only say how many rods to show. */
export type PublicAbacus = { mode: "read"; rods: number[] } | { mode: "set"; rodCount: number };

export type PublicQuestion = {
  index: number;
  type: QuestionType;
  question: string;
  /** Multiple choice: the options. Drag and drop: the items, shuffled on every start. */
  options?: string[];
  points: number;
  abacus?: PublicAbacus;
};

/**
 * A child may choose twice a level's clock before starting it (WCAG 2.2.1, timing adjustable): the score counts
 * right answers only, so more time changes nothing but the time.
 */
export const MORE_TIME_FACTOR = 2;
export const runTimeLimit = (levelTimeLimit: number, moreTime: boolean) =>
  moreTime ? levelTimeLimit * MORE_TIME_FACTOR : levelTimeLimit;

export type LevelIntro = {
  level: number;
  title: string;
  description: string;
  /** Seconds. */
  timeLimit: number;
  questionCount: number;
  /** Right answers needed to pass. */
  passMark: number;
};

export type PlayerView = {
  /**
   * The name this player has on the boards: a first name from the allow-list, or generated ("Clever Otter 42").
   * Never an e-mail address or an account's full name. Null for a visitor who has not played yet.
   */
  name: string | null;
  /** Whether the player chose the name (a generated one is offered to change before the first level). */
  nameChosen: boolean;
  /** A name the player typed that may not go on a board: shown to them alone ("Playing as Golu"). */
  privateName: string | null;
  /** Staff gave this player their board name; it cannot be changed. */
  nameLocked: boolean;
  signedIn: boolean;
  /** The tag of this player's row on this game's board (see LeaderboardEntry); null before their first game. */
  boardTag: string | null;
};

export type AttemptView = {
  attemptId: string;
  level: number;
  /** ISO time after which answers are refused (includes a small grace for the network). */
  deadline: string;
  /** Seconds left of the level's time limit when this view was made (no grace). */
  secondsLeft: number;
  questions: PublicQuestion[];
  answered: { index: number; correct: boolean }[];
  /** Total score including this attempt's points so far. */
  score: number;
};

export type GameState = {
  gameId: GameId;
  title: string;
  levelCount: number;
  progress: { level: number; score: number };
  /** The intro of the level to play next; null when every level is done. */
  nextLevel: LevelIntro | null;
  /** An attempt still running (for example after a reload), to resume. */
  openAttempt: AttemptView | null;
  player: PlayerView;
};

/** A question of a finished run, to learn from: what was asked, what was given and what was right. */
export type ReviewItem = { question: string; given: string; correctAnswer: string; correct: boolean };

/** How a run ended on its last answer. */
export type LevelResult = {
  /** Passed: progress and leaderboard are already written. Not passed: the level can be played again. */
  passed: boolean;
  correctCount: number;
  questionCount: number;
  passMark: number;
  /** Every question of the run with its right answer; shown when the level was not passed. */
  review: ReviewItem[];
};

export type AnswerResult = {
  correct: boolean;
  /** The expected answer, shown after a wrong answer (and confirmed after a right one). */
  correctAnswer: string;
  pointsAwarded: number;
  /** The total score: after a level not passed, the score it started from. */
  score: number;
  /** Set on the level's last answer. */
  levelResult: LevelResult | null;
  /** After a passed level: the next level's intro, or null when it was the last level. */
  nextLevel: LevelIntro | null;
  /** The answering player's board tag, so the board can mark their row once the level has put them on it. */
  playerTag: string;
};

/**
 * A row of a game's board. The board is the same for everyone (and served as stored bytes); `playerTag` is an
 * opaque tag of the row's player in this game, which only that player is told (`PlayerView.boardTag`), so the
 * browser marks "you" without the board being made per player.
 */
export type LeaderboardEntry = { rank: number; name: string; score: number; playerTag: string };

/** "This week" (Monday to Sunday, India time; shown first, so new children can get on a board) and "All time". */
export const boardPeriods = ["week", "all-time"] as const;
export type BoardPeriod = (typeof boardPeriods)[number];

/** A game's two boards, the same for everyone. `weekStartsOn` is the Monday of this week (YYYY-MM-DD). */
export type LeaderboardView = {
  gameId: GameId;
  weekStartsOn: string;
  boards: Record<BoardPeriod, LeaderboardEntry[]>;
};

/**
 * What naming oneself did: `saved` put the name on the boards; `kept-private` kept a name that may not go on a
 * board for the player alone (the boards show their generated name, and `suggestions` offers board names);
 * `kept` changed nothing (an empty name keeps the one the player has).
 */
export type NameReply = { player: PlayerView; outcome: "saved" | "kept-private" | "kept"; suggestions: string[] };

export type ApiErrorCode =
  | "time_up"
  | "already_answered"
  | "too_soon"
  | "attempt_not_found"
  | "no_level"
  | "bad_request"
  | "invalid_name"
  | "rate_limited";
/**
 * `retryAfterMs`: with "too_soon", when the answer will be taken. `suggestions`: with "invalid_name", board names
 * that are free to take.
 */
export type ApiError = { error: ApiErrorCode; message: string; retryAfterMs?: number; suggestions?: string[] };

export const gameApiPath = (gameId: string) => `/fun-zone/api/${gameId}`;
export const leaderboardPath = (gameId: string) => `/fun-zone/api/${gameId}/leaderboard`;

/** Every question of every level is worth the same, so equal play earns an equal score. */
export const POINTS_PER_QUESTION = 10;

export const boardNameMaxLength = 24;
export const progressPath = "/fun-zone/progress";
