import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";
import { users } from "./accounts.ts";

export const gameIds = ["math", "english", "words", "abacus", "coding"] as const;
export type GameId = (typeof gameIds)[number];

/** Exactly one of user_id (signed in) and anon_player_id (anonymous, from a signed cookie) is set. */
const playerColumns = {
  userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
  anonPlayerId: uuid("anon_player_id"),
};
const onePlayer = (name: string, t: { userId: unknown; anonPlayerId: unknown }) =>
  check(name, sql`(${t.userId} is null) <> (${t.anonPlayerId} is null)`);

export const gameLeaderboard = pgTable(
  "game_leaderboard",
  {
    id: serial("id").primaryKey(),
    playerName: text("player_name").notNull(),
    score: integer("score").notNull(),
    gameId: text("game_id").$type<GameId>().notNull(),
    ...playerColumns,
    ...timestamps,
  },
  (t) => [
    unique("game_leaderboard_user_game").on(t.userId, t.gameId),
    unique("game_leaderboard_anon_game").on(t.anonPlayerId, t.gameId),
    index("game_leaderboard_game_score_idx").on(t.gameId, t.score.desc()),
    onePlayer("game_leaderboard_one_player", t),
  ],
);

export const gameProgress = pgTable(
  "game_progress",
  {
    id: serial("id").primaryKey(),
    gameId: text("game_id").$type<GameId>().notNull(),
    ...playerColumns,
    level: integer("level").notNull().default(1),
    score: integer("score").notNull().default(0),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    unique("game_progress_user_game").on(t.userId, t.gameId),
    unique("game_progress_anon_game").on(t.anonPlayerId, t.gameId),
    onePlayer("game_progress_one_player", t),
  ],
);

/** One started level: the server holds the questions, the deadline and the running score. */
export const gameAttempts = pgTable(
  "game_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gameId: text("game_id").$type<GameId>().notNull(),
    ...playerColumns,
    level: integer("level").notNull(),
    questionIds: jsonb("question_ids").$type<string[]>().notNull(),
    /** Index of each answered question, with whether it was right. */
    answers: jsonb("answers").$type<{ index: number; correct: boolean }[]>().notNull().default([]),
    scoreAtStart: integer("score_at_start").notNull(),
    score: integer("score").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [onePlayer("game_attempts_one_player", t)],
);
