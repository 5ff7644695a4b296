-- Any write to content that public pages show raises content_version.version, in the same
-- transaction, so cached pages on every instance are known to be stale at once.
INSERT INTO "content_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "content_version" ("id", "version") VALUES (1, 1)
  ON CONFLICT ("id") DO UPDATE SET "version" = "content_version"."version" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['site_content', 'stats', 'programs', 'testimonials', 'faqs', 'blog_posts', 'job_openings', 'brochures']
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()',
      t || '_bumps_content_version', t
    );
  END LOOP;
END;
$$;
