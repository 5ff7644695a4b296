import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Question } from "#app/modules/games/content/types.ts";
import { timestamps } from "./columns.ts";
import { users } from "./accounts.ts";

export const gameIds = ["math", "english", "words", "abacus", "coding"] as const;
export type GameId = (typeof gameIds)[number];

/**
 * Everyone who plays: a signed-in visitor (by user id, on every device) or an anonymous one, whose id is kept in
 * a signed cookie. A player's board name lives here, never in the cookie, so a changed name cannot come back
 * from an old cookie, and is unique by its key (case and look-alike letters ignored), so no two rows on any
 * board look the same. The board name is only ever a first name from the allow-list (with one initial) or a
 * generated one ("Clever Otter 42"); anything else a child typed is kept as their private name, shown only to them.
 */
export const gamePlayers = pgTable(
  "game_players",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull().unique(),
    /** False while the name is a generated one the player did not pick. */
    nameChosen: boolean("name_chosen").notNull().default(false),
    /** The key of the allow-listed first name in `name`; null for a generated name. */
    givenNameKey: text("given_name_key"),
    /** What the child typed that may not go on a board (a nickname, a full name): shown to them alone. */
    privateName: text("private_name"),
    /** Set when staff gave the player a new name: the player keeps it and cannot choose another. */
    nameLockedAt: timestamp("name_locked_at", { withTimezone: true }),
    /** The browser the player was made in (its own long-lived cookie), so staff can hide a person, not a cookie. */
    browserKey: uuid("browser_key"),
    createdAt: timestamps.createdAt,
    /** Anonymous players not seen for 30 days and with no board entry are deleted by the retention job. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("game_players_last_seen_idx").on(t.lastSeenAt),
    index("game_players_given_name_idx").on(t.givenNameKey),
    index("game_players_browser_idx").on(t.browserKey),
  ],
);

/**
 * First names staff took off the allow-list (a name that is unkind in a language the list's sources missed): no
 * player may use one, with or without an initial. Rows from before the allow-list hold whole names and match
 * nothing now.
 */
export const gameBlockedNames = pgTable("game_blocked_names", {
  nameKey: text("name_key").primaryKey(),
  name: text("name").notNull(),
  blockedBy: uuid("blocked_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamps.createdAt,
});

/**
 * A person staff took off the boards, until they undo it: the player, their account and every player made in
 * the same browser. A player is hidden while any hold names them, their account or their browser.
 */
export const gameHolds = pgTable(
  "game_holds",
  {
    id: serial("id").primaryKey(),
    playerId: uuid("player_id").references(() => gamePlayers.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    browserKey: uuid("browser_key"),
    /** The board name the player had when hidden, for staff's list. */
    name: text("name").notNull(),
    hiddenBy: uuid("hidden_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("game_holds_player_idx").on(t.playerId),
    index("game_holds_user_idx").on(t.userId),
    index("game_holds_browser_idx").on(t.browserKey),
  ],
);

const playerId = () =>
  uuid("player_id")
    .notNull()
    .references(() => gamePlayers.id, { onDelete: "cascade" });

/**
 * Columns both boards share. `networkKey` is a keyed hash of the network a score came from (an IPv4 address or
 * an IPv6 /64), never the address: a board keeps at most two rows per network. `reachedAt` is when the row
 * reached its score, so of two equal scores the earlier one ranks first.
 */
const boardColumns = () => ({
  id: serial("id").primaryKey(),
  score: integer("score").notNull(),
  gameId: text("game_id").$type<GameId>().notNull(),
  playerId: playerId(),
  networkKey: text("network_key").notNull(),
  reachedAt: timestamp("reached_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A player's best total score on one game's all-time board; the name shown is the player's, read with the board. */
export const gameLeaderboard = pgTable(
  "game_leaderboard",
  {
    ...boardColumns(),
    ...timestamps,
  },
  (t) => [
    unique("game_leaderboard_player_game").on(t.playerId, t.gameId),
    index("game_leaderboard_rank_idx").on(t.gameId, t.score.desc(), t.reachedAt, t.id),
    index("game_leaderboard_network_idx").on(t.gameId, t.networkKey),
    check("game_leaderboard_score_positive", sql`${t.score} > 0`),
  ],
);

/** The best total score a player reached on one game in one week (Monday to Sunday, India time). */
export const gameWeeklyScores = pgTable(
  "game_weekly_scores",
  {
    ...boardColumns(),
    /** The Monday the week starts on, in India. */
    weekStart: date("week_start").notNull(),
  },
  (t) => [
    unique("game_weekly_scores_player_game_week").on(t.playerId, t.gameId, t.weekStart),
    index("game_weekly_scores_rank_idx").on(t.gameId, t.weekStart, t.score.desc(), t.reachedAt, t.id),
    index("game_weekly_scores_network_idx").on(t.gameId, t.weekStart, t.networkKey),
    check("game_weekly_scores_score_positive", sql`${t.score} > 0`),
  ],
);

export const gameProgress = pgTable(
  "game_progress",
  {
    id: serial("id").primaryKey(),
    gameId: text("game_id").$type<GameId>().notNull(),
    playerId: playerId(),
    level: integer("level").notNull().default(1),
    score: integer("score").notNull().default(0),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [unique("game_progress_player_game").on(t.playerId, t.gameId)],
);

export const attemptOutcomes = ["passed", "failed", "timed_out", "abandoned"] as const;
export type AttemptOutcome = (typeof attemptOutcomes)[number];

/** One answer of a run: which question, what was typed or chosen, whether it was right. */
export type AttemptAnswer = { index: number; correct: boolean; given: string };

/**
 * One run of a level: the server holds its questions (answers included), the deadline, the running score and
 * the earliest moment the next answer may come (a child's reading pace). A player has at most one open run of
 * a game; runs are kept as the player's history ("My progress") and to avoid repeating recent questions.
 */
export const gameAttempts = pgTable(
  "game_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gameId: text("game_id").$type<GameId>().notNull(),
    playerId: playerId(),
    level: integer("level").notNull(),
    questions: jsonb("questions").$type<Question[]>().notNull(),
    answers: jsonb("answers").$type<AttemptAnswer[]>().notNull().default([]),
    scoreAtStart: integer("score_at_start").notNull(),
    score: integer("score").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    /**
     * The seconds this run gives: the level's, or twice them when the child asked for more time. Null for runs
     * from before the choice existed, which had the level's.
     */
    timeLimit: integer("time_limit"),
    /** No answer is taken before this: the question's reading time after it appeared. */
    nextAnswerAt: timestamp("next_answer_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    outcome: text("outcome").$type<AttemptOutcome>(),
  },
  (t) => [
    uniqueIndex("game_attempts_one_open_run")
      .on(t.playerId, t.gameId)
      .where(sql`${t.endedAt} is null`),
    index("game_attempts_player_history_idx").on(t.playerId, t.gameId, t.level, t.startedAt.desc()),
    check("game_attempts_outcome_known", sql`${t.outcome} in ('passed', 'failed', 'timed_out', 'abandoned')`),
    check("game_attempts_ended_with_outcome", sql`(${t.endedAt} is null) = (${t.outcome} is null)`),
  ],
);
