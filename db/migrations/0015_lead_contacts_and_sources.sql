ALTER TABLE "contact_messages" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "trial_class_requests" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "trial_class_requests" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "trial_class_requests" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "trial_class_requests" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "trial_class_requests" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "trial_class_requests" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "trial_class_requests" ADD COLUMN "referrer_host" text;--> statement-breakpoint
CREATE INDEX "contact_messages_phone_e164_idx" ON "contact_messages" USING btree ("phone_e164");--> statement-breakpoint
CREATE INDEX "contact_messages_email_key_idx" ON "contact_messages" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "demo_requests_phone_e164_idx" ON "demo_requests" USING btree ("phone_e164");--> statement-breakpoint
CREATE INDEX "demo_requests_email_key_idx" ON "demo_requests" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "job_applications_phone_e164_idx" ON "job_applications" USING btree ("phone_e164");--> statement-breakpoint
CREATE INDEX "job_applications_email_key_idx" ON "job_applications" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "trial_class_requests_phone_e164_idx" ON "trial_class_requests" USING btree ("phone_e164");--> statement-breakpoint
CREATE INDEX "trial_class_requests_email_key_idx" ON "trial_class_requests" USING btree ("email_key");--> statement-breakpoint
-- Leads stored before this get the same keys the app now writes with libphonenumber (numbers without a country
-- code read as Indian), close enough for the numbers the forms accept: + and digits, or 10 digits, or 0 and 10.
CREATE FUNCTION pg_temp.phone_key(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN phone IS NULL OR regexp_replace(phone, '\D', '', 'g') = '' THEN NULL
    WHEN btrim(phone) LIKE '+%' THEN '+' || regexp_replace(phone, '\D', '', 'g')
    WHEN length(regexp_replace(phone, '\D', '', 'g')) = 10 THEN '+91' || regexp_replace(phone, '\D', '', 'g')
    WHEN regexp_replace(phone, '\D', '', 'g') ~ '^0\d{10}$' THEN '+91' || substr(regexp_replace(phone, '\D', '', 'g'), 2)
    WHEN regexp_replace(phone, '\D', '', 'g') ~ '^91\d{10}$' THEN '+' || regexp_replace(phone, '\D', '', 'g')
    ELSE NULL
  END
$$;
--> statement-breakpoint
UPDATE "contact_messages" SET "phone_e164" = pg_temp.phone_key("phone"), "email_key" = lower(btrim("email"));
--> statement-breakpoint
UPDATE "demo_requests" SET "phone_e164" = pg_temp.phone_key("phone"), "email_key" = lower(btrim("email"));
--> statement-breakpoint
UPDATE "trial_class_requests" SET "phone_e164" = pg_temp.phone_key("phone"), "email_key" = lower(btrim("email"));
--> statement-breakpoint
UPDATE "job_applications" SET "phone_e164" = pg_temp.phone_key("phone"), "email_key" = lower(btrim("email"));
