-- Fun Zone players get a row of their own: one id for the signed-in and the anonymous, the board name kept here
-- (unique by its key), and the boards, progress and runs keyed by that id.
CREATE TABLE "game_blocked_names" (
	"name_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"blocked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"name_chosen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_players_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "game_players_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
ALTER TABLE "game_blocked_names" ADD CONSTRAINT "game_blocked_names_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_players_last_seen_idx" ON "game_players" USING btree ("last_seen_at");--> statement-breakpoint
-- Everyone who has progress or a board row becomes a player. No name shown until now was checked by today's rule
-- (a signed-in player's e-mail address could be on a board), so each gets a generated, kid-safe one: a friendly
-- word pair chosen from the player's id, numbered within the pair so that every name is unique.
-- The key is nameKey's for these names: of plain lower-case letters and digits it maps only m, i, 0 and 1
-- (tests/unit/board-name.test.ts holds that to be so).
WITH "everyone" AS (
	SELECT "user_id", "anon_player_id" FROM "game_progress"
	UNION SELECT "user_id", "anon_player_id" FROM "game_leaderboard"
), "named" AS (
	SELECT
		"user_id",
		"anon_player_id",
		(ARRAY['Happy','Brave','Clever','Sunny','Gentle','Lucky','Speedy','Bright'])[1 + abs(hashtext(coalesce("user_id", "anon_player_id")::text)) % 8]
			|| ' ' ||
		(ARRAY['Panda','Otter','Parrot','Tiger','Dolphin','Koala','Peacock','Rabbit'])[1 + abs(hashtext(coalesce("user_id", "anon_player_id")::text || '#')) % 8]
			AS "pair"
	FROM "everyone"
), "numbered" AS (
	SELECT *, "pair" || ' ' || row_number() OVER (PARTITION BY "pair" ORDER BY coalesce("user_id", "anon_player_id")) AS "name"
	FROM "named"
)
INSERT INTO "game_players" ("id", "user_id", "name", "name_key")
SELECT
	coalesce("anon_player_id", gen_random_uuid()),
	"user_id",
	"name",
	translate(replace(lower(replace("name", ' ', '')), 'm', 'rn'), 'i01', 'lol')
FROM "numbered";
--> statement-breakpoint
ALTER TABLE "game_leaderboard" ADD COLUMN "player_id" uuid;--> statement-breakpoint
ALTER TABLE "game_progress" ADD COLUMN "player_id" uuid;--> statement-breakpoint
UPDATE "game_leaderboard" AS "row" SET "player_id" = "player"."id" FROM "game_players" AS "player"
	WHERE "player"."id" = "row"."anon_player_id" OR "player"."user_id" = "row"."user_id";--> statement-breakpoint
UPDATE "game_progress" AS "row" SET "player_id" = "player"."id" FROM "game_players" AS "player"
	WHERE "player"."id" = "row"."anon_player_id" OR "player"."user_id" = "row"."user_id";--> statement-breakpoint
-- A score of 0 never belonged on a board.
DELETE FROM "game_leaderboard" WHERE "score" <= 0;--> statement-breakpoint
ALTER TABLE "game_leaderboard" ALTER COLUMN "player_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "game_progress" ALTER COLUMN "player_id" SET NOT NULL;--> statement-breakpoint
-- Runs held the ids of written questions that no longer exist (math and abacus are now made from templates), so
-- they go; a level that was being played starts again.
DELETE FROM "game_attempts";--> statement-breakpoint
ALTER TABLE "game_leaderboard" DROP CONSTRAINT "game_leaderboard_user_game";--> statement-breakpoint
ALTER TABLE "game_leaderboard" DROP CONSTRAINT "game_leaderboard_anon_game";--> statement-breakpoint
ALTER TABLE "game_progress" DROP CONSTRAINT "game_progress_user_game";--> statement-breakpoint
ALTER TABLE "game_progress" DROP CONSTRAINT "game_progress_anon_game";--> statement-breakpoint
ALTER TABLE "game_attempts" DROP CONSTRAINT "game_attempts_one_player";--> statement-breakpoint
ALTER TABLE "game_leaderboard" DROP CONSTRAINT "game_leaderboard_one_player";--> statement-breakpoint
ALTER TABLE "game_progress" DROP CONSTRAINT "game_progress_one_player";--> statement-breakpoint
ALTER TABLE "game_attempts" DROP CONSTRAINT "game_attempts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "game_leaderboard" DROP CONSTRAINT "game_leaderboard_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "game_progress" DROP CONSTRAINT "game_progress_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "game_attempts" ADD COLUMN "player_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "game_attempts" ADD COLUMN "questions" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "game_attempts" ADD COLUMN "next_answer_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "game_attempts" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_attempts" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "game_leaderboard" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_leaderboard" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "game_attempts" ADD CONSTRAINT "game_attempts_player_id_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_leaderboard" ADD CONSTRAINT "game_leaderboard_player_id_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_leaderboard" ADD CONSTRAINT "game_leaderboard_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_progress" ADD CONSTRAINT "game_progress_player_id_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_attempts_one_open_run" ON "game_attempts" USING btree ("player_id","game_id") WHERE "game_attempts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "game_attempts_player_history_idx" ON "game_attempts" USING btree ("player_id","game_id","level","started_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "game_attempts" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "game_attempts" DROP COLUMN "anon_player_id";--> statement-breakpoint
ALTER TABLE "game_attempts" DROP COLUMN "question_ids";--> statement-breakpoint
ALTER TABLE "game_attempts" DROP COLUMN "completed_at";--> statement-breakpoint
ALTER TABLE "game_leaderboard" DROP COLUMN "player_name";--> statement-breakpoint
ALTER TABLE "game_leaderboard" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "game_leaderboard" DROP COLUMN "anon_player_id";--> statement-breakpoint
ALTER TABLE "game_progress" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "game_progress" DROP COLUMN "anon_player_id";--> statement-breakpoint
ALTER TABLE "game_leaderboard" ADD CONSTRAINT "game_leaderboard_player_game" UNIQUE("player_id","game_id");--> statement-breakpoint
ALTER TABLE "game_progress" ADD CONSTRAINT "game_progress_player_game" UNIQUE("player_id","game_id");--> statement-breakpoint
ALTER TABLE "game_attempts" ADD CONSTRAINT "game_attempts_outcome_known" CHECK ("game_attempts"."outcome" in ('passed', 'failed', 'timed_out', 'abandoned'));--> statement-breakpoint
ALTER TABLE "game_attempts" ADD CONSTRAINT "game_attempts_ended_with_outcome" CHECK (("game_attempts"."ended_at" is null) = ("game_attempts"."outcome" is null));--> statement-breakpoint
ALTER TABLE "game_leaderboard" ADD CONSTRAINT "game_leaderboard_score_positive" CHECK ("game_leaderboard"."score" > 0);--> statement-breakpoint
-- The board shows each row's player's name: a new name announces every game the player is on, as a board row's
-- own change does.
CREATE OR REPLACE FUNCTION announce_player_rename() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE board_game text;
BEGIN
  FOR board_game IN SELECT "game_id" FROM "game_leaderboard" WHERE "player_id" = NEW."id" LOOP
    PERFORM pg_notify('leaderboard', board_game);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "game_players_rename_announces_change" AFTER UPDATE OF "name" ON "game_players"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION announce_player_rename();
