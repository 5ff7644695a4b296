CREATE TABLE "game_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" uuid,
	"user_id" uuid,
	"browser_key" uuid,
	"name" text NOT NULL,
	"hidden_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_weekly_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"game_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"network_key" text NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"week_start" date NOT NULL,
	CONSTRAINT "game_weekly_scores_player_game_week" UNIQUE("player_id","game_id","week_start"),
	CONSTRAINT "game_weekly_scores_score_positive" CHECK ("game_weekly_scores"."score" > 0)
);
--> statement-breakpoint
ALTER TABLE "game_leaderboard" DROP CONSTRAINT "game_leaderboard_hidden_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "game_leaderboard_game_score_idx";--> statement-breakpoint
-- Rows from before the network rule each count as a network of their own, so none is pushed off a board.
ALTER TABLE "game_leaderboard" ADD COLUMN "network_key" text;--> statement-breakpoint
UPDATE "game_leaderboard" SET "network_key" = 'before-networks:' || "id";--> statement-breakpoint
ALTER TABLE "game_leaderboard" ALTER COLUMN "network_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "game_leaderboard" ADD COLUMN "reached_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "game_leaderboard" SET "reached_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "game_players" ADD COLUMN "given_name_key" text;--> statement-breakpoint
ALTER TABLE "game_players" ADD COLUMN "private_name" text;--> statement-breakpoint
ALTER TABLE "game_players" ADD COLUMN "name_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_players" ADD COLUMN "browser_key" uuid;--> statement-breakpoint
ALTER TABLE "game_holds" ADD CONSTRAINT "game_holds_player_id_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_holds" ADD CONSTRAINT "game_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_holds" ADD CONSTRAINT "game_holds_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_weekly_scores" ADD CONSTRAINT "game_weekly_scores_player_id_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_holds_player_idx" ON "game_holds" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "game_holds_user_idx" ON "game_holds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_holds_browser_idx" ON "game_holds" USING btree ("browser_key");--> statement-breakpoint
CREATE INDEX "game_weekly_scores_rank_idx" ON "game_weekly_scores" USING btree ("game_id","week_start","score" DESC NULLS LAST,"reached_at","id");--> statement-breakpoint
CREATE INDEX "game_weekly_scores_network_idx" ON "game_weekly_scores" USING btree ("game_id","week_start","network_key");--> statement-breakpoint
CREATE INDEX "game_leaderboard_rank_idx" ON "game_leaderboard" USING btree ("game_id","score" DESC NULLS LAST,"reached_at","id");--> statement-breakpoint
CREATE INDEX "game_leaderboard_network_idx" ON "game_leaderboard" USING btree ("game_id","network_key");--> statement-breakpoint
CREATE INDEX "game_players_given_name_idx" ON "game_players" USING btree ("given_name_key");--> statement-breakpoint
CREATE INDEX "game_players_browser_idx" ON "game_players" USING btree ("browser_key");--> statement-breakpoint
-- An entry staff hid becomes a hold on its player: hiding now takes the person off every board.
INSERT INTO "game_holds" ("player_id", "user_id", "name", "hidden_by", "created_at")
SELECT DISTINCT ON ("board"."player_id") "board"."player_id", "player"."user_id", "player"."name", "board"."hidden_by", "board"."hidden_at"
FROM "game_leaderboard" AS "board" JOIN "game_players" AS "player" ON "player"."id" = "board"."player_id"
WHERE "board"."hidden_at" IS NOT NULL
ORDER BY "board"."player_id", "board"."hidden_at";--> statement-breakpoint
ALTER TABLE "game_leaderboard" DROP COLUMN "hidden_at";--> statement-breakpoint
ALTER TABLE "game_leaderboard" DROP COLUMN "hidden_by";--> statement-breakpoint
-- Every question is now worth 10 points, so equal play earns an equal score. Boards and progress are worked out
-- again from the passed runs: a run earns 10 for each right answer, a level-1 pass starts a new climb (the game
-- was started again), and a player's board score is the best total of any climb, reached when that run ended.
CREATE TEMPORARY TABLE "fair_totals" ON COMMIT DROP AS
WITH "passed" AS (
  SELECT "player_id", "game_id", "level", "started_at", coalesce("ended_at", "started_at") AS "ended_at",
    10 * (SELECT count(*) FROM jsonb_array_elements("answers") AS "answer" WHERE ("answer"->>'correct')::boolean) AS "earned"
  FROM "game_attempts" WHERE "outcome" = 'passed'
), "climbs" AS (
  SELECT *, count(*) FILTER (WHERE "level" = 1) OVER (PARTITION BY "player_id", "game_id" ORDER BY "started_at") AS "climb"
  FROM "passed"
)
SELECT "player_id", "game_id", "started_at", "ended_at",
  sum("earned") OVER (PARTITION BY "player_id", "game_id", "climb" ORDER BY "started_at") AS "total"
FROM "climbs";--> statement-breakpoint
UPDATE "game_leaderboard" AS "board" SET "score" = "best"."total", "reached_at" = "best"."ended_at"
FROM (
  SELECT DISTINCT ON ("player_id", "game_id") "player_id", "game_id", "total", "ended_at"
  FROM "fair_totals" WHERE "total" > 0 ORDER BY "player_id", "game_id", "total" DESC, "ended_at"
) AS "best"
WHERE "board"."player_id" = "best"."player_id" AND "board"."game_id" = "best"."game_id";--> statement-breakpoint
UPDATE "game_progress" AS "progress" SET "score" = CASE WHEN "progress"."level" = 1 THEN 0 ELSE "latest"."total" END
FROM (
  SELECT DISTINCT ON ("player_id", "game_id") "player_id", "game_id", "total"
  FROM "fair_totals" ORDER BY "player_id", "game_id", "started_at" DESC
) AS "latest"
WHERE "progress"."player_id" = "latest"."player_id" AND "progress"."game_id" = "latest"."game_id";--> statement-breakpoint
-- Scores with no runs behind them (runs deleted by an older clean-up) are held to what five questions a level allow.
UPDATE "game_leaderboard" AS "board" SET "score" = least("board"."score", 50 * CASE "board"."game_id"
  WHEN 'math' THEN 3 WHEN 'english' THEN 2 WHEN 'words' THEN 2 ELSE 1 END)
WHERE NOT EXISTS (SELECT 1 FROM "fair_totals" AS "run" WHERE "run"."player_id" = "board"."player_id" AND "run"."game_id" = "board"."game_id");--> statement-breakpoint
UPDATE "game_progress" AS "progress" SET "score" = least("progress"."score", 50 * ("progress"."level" - 1))
WHERE NOT EXISTS (SELECT 1 FROM "fair_totals" AS "run" WHERE "run"."player_id" = "progress"."player_id" AND "run"."game_id" = "progress"."game_id");--> statement-breakpoint
-- The weekly board announces its changes as the all-time board does.
CREATE TRIGGER "game_weekly_scores_announces_change" AFTER INSERT OR UPDATE OR DELETE ON "game_weekly_scores"
FOR EACH ROW EXECUTE FUNCTION announce_leaderboard_change();--> statement-breakpoint
CREATE TRIGGER "game_weekly_scores_truncate_announces_change" AFTER TRUNCATE ON "game_weekly_scores"
FOR EACH STATEMENT EXECUTE FUNCTION announce_leaderboard_change();--> statement-breakpoint
-- A new name announces every game whose boards show the player, this week's included.
CREATE OR REPLACE FUNCTION announce_player_rename() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE board_game text;
BEGIN
  FOR board_game IN
    SELECT "game_id" FROM "game_leaderboard" WHERE "player_id" = NEW."id"
    UNION SELECT "game_id" FROM "game_weekly_scores" WHERE "player_id" = NEW."id"
  LOOP
    PERFORM pg_notify('leaderboard', board_game);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- What staff do to the boards (hide a person, give a name, take a name off the list, clear a board) shows on every
-- public surface at once: every board is announced as changed, and so is the content every kept page is drawn
-- from (the Fun Zone page keeps its board for seconds otherwise).
CREATE OR REPLACE FUNCTION announce_board_moderation() RETURNS void LANGUAGE plpgsql AS $$
DECLARE new_version integer;
BEGIN
  INSERT INTO "content_version" ("id", "version") VALUES (1, 1)
  ON CONFLICT ("id") DO UPDATE SET "version" = "content_version"."version" + 1
  RETURNING "version" INTO new_version;
  PERFORM pg_notify('content_version', new_version::text);
  PERFORM pg_notify('leaderboard', '*');
END;
$$;