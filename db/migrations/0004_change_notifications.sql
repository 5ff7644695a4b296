-- Every app instance keeps what public pages show in memory and learns of changes by LISTEN. The content
-- triggers now also announce the new version; NOTIFY is delivered at commit, so no instance hears of a
-- change it could not yet read.
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE new_version integer;
BEGIN
  INSERT INTO "content_version" ("id", "version") VALUES (1, 1)
  ON CONFLICT ("id") DO UPDATE SET "version" = "content_version"."version" + 1
  RETURNING "version" INTO new_version;
  PERFORM pg_notify('content_version', new_version::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A leaderboard row that changes announces its game (several in one transaction are sent once).
CREATE OR REPLACE FUNCTION announce_leaderboard_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('leaderboard', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('leaderboard', OLD.game_id);
  ELSE
    PERFORM pg_notify('leaderboard', NEW.game_id);
    IF TG_OP = 'UPDATE' AND OLD.game_id IS DISTINCT FROM NEW.game_id THEN
      PERFORM pg_notify('leaderboard', OLD.game_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "game_leaderboard_announces_change" AFTER INSERT OR UPDATE OR DELETE ON "game_leaderboard"
FOR EACH ROW EXECUTE FUNCTION announce_leaderboard_change();
--> statement-breakpoint
CREATE TRIGGER "game_leaderboard_truncate_announces_change" AFTER TRUNCATE ON "game_leaderboard"
FOR EACH STATEMENT EXECUTE FUNCTION announce_leaderboard_change();
