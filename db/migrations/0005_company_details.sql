CREATE TABLE "company_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"details" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_profile_single_row" CHECK ("company_profile"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "stats" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "stats" ADD CONSTRAINT "stats_key_unique" UNIQUE("key");--> statement-breakpoint
-- The contact details that were in the code until now, for every database: a new one and one in use.
INSERT INTO "company_profile" ("id", "details") VALUES (1, '{"phones":{"general":"+91 22 4000 1234","schools":"+91 22 4000 5678"},"emails":{"general":"hello@skillsprouts.in","partners":"partners@skillsprouts.in","careers":"careers@skillsprouts.in"},"address":{"street":"","locality":"Mira Road","city":"Mumbai","region":"Maharashtra","postalCode":"","country":"India"},"officeHours":[{"days":"Monday – Friday","hours":"9:00 AM – 6:00 PM"},{"days":"Saturday","hours":"10:00 AM – 2:00 PM"},{"days":"Sunday","hours":"Closed"}],"map":{"latitude":19.2813,"longitude":72.8557,"note":"The marker shows Mira Road approximately, not our exact door."},"socials":{"facebook":"https://www.facebook.com/skillsprouts","twitter":"https://twitter.com/skillsprouts","instagram":"https://www.instagram.com/skillsprouts","linkedin":"https://www.linkedin.com/company/skillsprouts","youtube":"https://www.youtube.com/@skillsprouts"}}'::jsonb) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- The four built-in figures get their key, so texts can quote them (one row per icon, the first by order).
UPDATE "stats" SET "key" = "keyed"."key"
FROM (
  SELECT DISTINCT ON ("icon") "id",
    CASE "icon" WHEN 'School' THEN 'schools' WHEN 'GraduationCap' THEN 'teachers' WHEN 'Users' THEN 'students' WHEN 'Award' THEN 'years' END AS "key"
  FROM "stats" ORDER BY "icon", "sort_order", "id"
) AS "keyed"
WHERE "stats"."id" = "keyed"."id" AND "keyed"."key" IS NOT NULL AND "stats"."key" IS NULL;
--> statement-breakpoint
-- The built-in hero text quotes the figures instead of repeating them; a text staff have rewritten is left alone.
UPDATE "site_content"
SET "value" = 'Abacus, Vedic Maths, Communicative English and Coding programs for children aged 4 to 14, trusted by {schools} partner schools for over {years} years. Joyful, NEP 2020-aligned learning that builds confidence for school and for life.'
WHERE "key" = 'hero_subtitle'
  AND "value" = 'Abacus, Vedic Maths, Communicative English and Coding programs for children aged 4 to 14, trusted by 200+ partner schools for over 17 years. Joyful, NEP 2020-aligned learning that builds confidence for school and for life.';
--> statement-breakpoint
-- Public pages show the contact details, so a change to them makes cached pages stale at once (see 0002).
CREATE TRIGGER "company_profile_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_profile"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
