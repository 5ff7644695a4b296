CREATE TABLE "lead_daily_totals" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"program" text NOT NULL,
	"source" text NOT NULL,
	"leads" integer NOT NULL,
	CONSTRAINT "lead_daily_totals_day_kind_status_program_source_pk" PRIMARY KEY("day","kind","status","program","source")
);
--> statement-breakpoint
DROP INDEX "contact_messages_created_at_idx";--> statement-breakpoint
DROP INDEX "demo_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "job_applications_created_at_idx";--> statement-breakpoint
DROP INDEX "trial_class_requests_created_at_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trial_class_requests" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_messages_desk_idx" ON "contact_messages" USING btree ("created_at","id","status","owner_id","follow_up_on","utm_source","referrer_host","read_at","first_contact_at");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at","owner_id","utm_source","referrer_host");--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_follow_up_idx" ON "contact_messages" USING btree ("follow_up_on","created_at" DESC NULLS LAST) WHERE "contact_messages"."status" in ('new', 'contacted', 'demo_booked');--> statement-breakpoint
CREATE INDEX "demo_requests_desk_idx" ON "demo_requests" USING btree ("created_at","id","status","owner_id","follow_up_on","utm_source","referrer_host","read_at","first_contact_at");--> statement-breakpoint
CREATE INDEX "demo_requests_status_idx" ON "demo_requests" USING btree ("status","created_at","owner_id","utm_source","referrer_host");--> statement-breakpoint
CREATE INDEX "demo_requests_unread_idx" ON "demo_requests" USING btree ("created_at") WHERE "demo_requests"."read_at" is null;--> statement-breakpoint
CREATE INDEX "demo_requests_follow_up_idx" ON "demo_requests" USING btree ("follow_up_on","created_at" DESC NULLS LAST) WHERE "demo_requests"."status" in ('new', 'contacted', 'demo_booked');--> statement-breakpoint
CREATE INDEX "job_applications_desk_idx" ON "job_applications" USING btree ("created_at","id","status","owner_id","follow_up_on","utm_source","referrer_host","read_at","first_contact_at");--> statement-breakpoint
CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status","created_at","owner_id","utm_source","referrer_host");--> statement-breakpoint
CREATE INDEX "job_applications_unread_idx" ON "job_applications" USING btree ("created_at") WHERE "job_applications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "job_applications_follow_up_idx" ON "job_applications" USING btree ("follow_up_on","created_at" DESC NULLS LAST) WHERE "job_applications"."status" in ('new', 'contacted', 'demo_booked');--> statement-breakpoint
CREATE INDEX "trial_class_requests_desk_idx" ON "trial_class_requests" USING btree ("created_at","id","status","owner_id","follow_up_on","utm_source","referrer_host","read_at","first_contact_at");--> statement-breakpoint
CREATE INDEX "trial_class_requests_status_idx" ON "trial_class_requests" USING btree ("status","created_at","owner_id","utm_source","referrer_host");--> statement-breakpoint
CREATE INDEX "trial_class_requests_unread_idx" ON "trial_class_requests" USING btree ("created_at") WHERE "trial_class_requests"."read_at" is null;--> statement-breakpoint
CREATE INDEX "trial_class_requests_follow_up_idx" ON "trial_class_requests" USING btree ("follow_up_on","created_at" DESC NULLS LAST) WHERE "trial_class_requests"."status" in ('new', 'contacted', 'demo_booked');--> statement-breakpoint
-- The daily totals follow every lead: a statement's rows leave their old day/status/program/source and join their
-- new ones, added up per key first (one upsert per key, not per row: a bulk insert of a day's leads would
-- otherwise update one totals row thousands of times in one transaction). Its arguments: the kind, and the
-- table's program column ('' where it has none).
CREATE FUNCTION "count_lead_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text := format(
    '(created_at AT TIME ZONE ''Asia/Kolkata'')::date AS day, status, %s AS program, '
      || 'coalesce(utm_source, referrer_host, '''') AS source', TG_ARGV[1]);
  changes text;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS delta FROM new_rows', keys)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS delta FROM old_rows', keys)
    ELSE format('SELECT %1$s, -1 AS delta FROM old_rows UNION ALL SELECT %1$s, 1 FROM new_rows', keys)
  END;
  EXECUTE format(
    'INSERT INTO lead_daily_totals (day, kind, status, program, source, leads) '
      || 'SELECT day, %L, status, program, source, sum(delta) FROM (%s) AS change '
      || 'GROUP BY day, status, program, source HAVING sum(delta) <> 0 '
      || 'ON CONFLICT (day, kind, status, program, source) '
      || 'DO UPDATE SET leads = lead_daily_totals.leads + excluded.leads',
    TG_ARGV[0], changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_days_insert" AFTER INSERT ON "contact_messages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_days"('messages', '''''');
--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_days_update" AFTER UPDATE ON "contact_messages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_days"('messages', '''''');
--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_days_delete" AFTER DELETE ON "contact_messages" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_days"('messages', '''''');
--> statement-breakpoint
CREATE TRIGGER "demo_requests_count_days_insert" AFTER INSERT ON "demo_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_days"('demos', 'course_name');
--> statement-breakpoint
CREATE TRIGGER "demo_requests_count_days_update" AFTER UPDATE ON "demo_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_days"('demos', 'course_name');
--> statement-breakpoint
CREATE TRIGGER "demo_requests_count_days_delete" AFTER DELETE ON "demo_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_days"('demos', 'course_name');
--> statement-breakpoint
CREATE TRIGGER "trial_class_requests_count_days_insert" AFTER INSERT ON "trial_class_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_days"('trials', 'course_name');
--> statement-breakpoint
CREATE TRIGGER "trial_class_requests_count_days_update" AFTER UPDATE ON "trial_class_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_days"('trials', 'course_name');
--> statement-breakpoint
CREATE TRIGGER "trial_class_requests_count_days_delete" AFTER DELETE ON "trial_class_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_days"('trials', 'course_name');
--> statement-breakpoint
CREATE TRIGGER "job_applications_count_days_insert" AFTER INSERT ON "job_applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_days"('applications', '''''');
--> statement-breakpoint
CREATE TRIGGER "job_applications_count_days_update" AFTER UPDATE ON "job_applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_days"('applications', '''''');
--> statement-breakpoint
CREATE TRIGGER "job_applications_count_days_delete" AFTER DELETE ON "job_applications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_days"('applications', '''''');
--> statement-breakpoint
INSERT INTO "lead_daily_totals" ("day", "kind", "status", "program", "source", "leads")
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, kind, status, program, source, count(*)
FROM (
  SELECT 'messages' AS kind, created_at, status, '' AS program, coalesce(utm_source, referrer_host, '') AS source FROM "contact_messages"
  UNION ALL SELECT 'demos', created_at, status, course_name, coalesce(utm_source, referrer_host, '') FROM "demo_requests"
  UNION ALL SELECT 'trials', created_at, status, course_name, coalesce(utm_source, referrer_host, '') FROM "trial_class_requests"
  UNION ALL SELECT 'applications', created_at, status, '', coalesce(utm_source, referrer_host, '') FROM "job_applications"
) AS lead
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- First contact, as history.ts's isFirstContact has it: the first WhatsApp message, or the first move on from New.
-- Per statement, as the daily totals are: a statement's events are added up per lead, one update each.
CREATE FUNCTION "note_first_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
BEGIN
  FOREACH kind IN ARRAY ARRAY['messages', 'demos', 'trials', 'applications'] LOOP
    EXECUTE format(
      'UPDATE %I AS lead SET first_contact_at = contact.at FROM ('
        || 'SELECT lead_id, min(created_at) AS at FROM new_events WHERE lead_kind = %L '
        || 'AND (type = ''whatsapp'' OR (type = ''status'' AND from_value = ''new'')) GROUP BY lead_id'
        || ') AS contact WHERE lead.id = contact.lead_id '
        || 'AND (lead.first_contact_at IS NULL OR lead.first_contact_at > contact.at)',
      CASE kind WHEN 'messages' THEN 'contact_messages' WHEN 'demos' THEN 'demo_requests'
        WHEN 'trials' THEN 'trial_class_requests' ELSE 'job_applications' END,
      kind);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lead_events_first_contact" AFTER INSERT ON "lead_events" REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION "note_first_contact"();--> statement-breakpoint
DO $$
DECLARE
  lead record;
BEGIN
  FOR lead IN SELECT * FROM (VALUES ('messages', 'contact_messages'), ('demos', 'demo_requests'),
    ('trials', 'trial_class_requests'), ('applications', 'job_applications')) AS kinds (kind, tab)
  LOOP
    EXECUTE format(
      'UPDATE %I AS lead SET first_contact_at = contact.at FROM ('
        || 'SELECT lead_id, min(created_at) AS at FROM lead_events WHERE lead_kind = %L '
        || 'AND (type = ''whatsapp'' OR (type = ''status'' AND from_value = ''new'')) GROUP BY lead_id'
        || ') AS contact WHERE lead.id = contact.lead_id', lead.tab, lead.kind);
  END LOOP;
END $$;
