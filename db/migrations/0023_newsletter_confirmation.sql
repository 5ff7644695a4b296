ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Addresses added before confirmation existed were given by their owners on the site's own form: kept as confirmed.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at";
