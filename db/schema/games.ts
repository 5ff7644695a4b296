import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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
 * board look the same. Until a player picks a name they have a generated one ("Clever Otter 42").
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
    /** False while the name is a generated one. */
    nameChosen: boolean("name_chosen").notNull().default(false),
    createdAt: timestamps.createdAt,
    /** Anonymous players not seen for 30 days and with no board entry are deleted by the retention job. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("game_players_last_seen_idx").on(t.lastSeenAt)],
);

/** Names the back office has taken off the boards for good: no player may choose one with the same key. */
export const gameBlockedNames = pgTable("game_blocked_names", {
  nameKey: text("name_key").primaryKey(),
  name: text("name").notNull(),
  blockedBy: uuid("blocked_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamps.createdAt,
});

const playerId = () =>
  uuid("player_id")
    .notNull()
    .references(() => gamePlayers.id, { onDelete: "cascade" });

/** A player's best total score on one game's board; the name shown is the player's, read with the board. */
export const gameLeaderboard = pgTable(
  "game_leaderboard",
  {
    id: serial("id").primaryKey(),
    score: integer("score").notNull(),
    gameId: text("game_id").$type<GameId>().notNull(),
    playerId: playerId(),
    /** Set while the back office keeps this entry off the board. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: uuid("hidden_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    unique("game_leaderboard_player_game").on(t.playerId, t.gameId),
    index("game_leaderboard_game_score_idx").on(t.gameId, t.score.desc()),
    check("game_leaderboard_score_positive", sql`${t.score} > 0`),
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
