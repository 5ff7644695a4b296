-- A feed post added, edited or removed by staff shows on /feeds at once, as every other content edit does. A
-- post's view count is not content: counting a view (UPDATE of "views" alone) leaves the version where it is, so
-- the kept page is not thrown away on every visit (it is drawn again within a minute for the counts).
CREATE TRIGGER "feeds_bumps_content_version" AFTER INSERT OR DELETE OR TRUNCATE ON "feeds"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "feeds_content_bumps_content_version"
  AFTER UPDATE OF "school_name", "student_name", "class_name", "description", "media_type", "media_key",
    "media_content_type", "alt", "created_at" ON "feeds"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
