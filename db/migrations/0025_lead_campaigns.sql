ALTER TABLE "lead_daily_totals" ADD COLUMN "campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_daily_totals" DROP CONSTRAINT "lead_daily_totals_day_kind_status_program_source_pk";--> statement-breakpoint
ALTER TABLE "lead_daily_totals" ADD CONSTRAINT "lead_daily_totals_day_kind_status_program_source_campaign_pk" PRIMARY KEY("day","kind","status","program","source","campaign");--> statement-breakpoint
CREATE INDEX "contact_messages_campaign_idx" ON "contact_messages" USING btree ("utm_campaign","created_at" DESC NULLS LAST) WHERE "contact_messages"."utm_campaign" is not null;--> statement-breakpoint
CREATE INDEX "demo_requests_campaign_idx" ON "demo_requests" USING btree ("utm_campaign","created_at" DESC NULLS LAST) WHERE "demo_requests"."utm_campaign" is not null;--> statement-breakpoint
CREATE INDEX "job_applications_campaign_idx" ON "job_applications" USING btree ("utm_campaign","created_at" DESC NULLS LAST) WHERE "job_applications"."utm_campaign" is not null;--> statement-breakpoint
CREATE INDEX "trial_class_requests_campaign_idx" ON "trial_class_requests" USING btree ("utm_campaign","created_at" DESC NULLS LAST) WHERE "trial_class_requests"."utm_campaign" is not null;--> statement-breakpoint
-- The daily totals by campaign too. The upsert now takes its keys in one order (ORDER BY), so two statements that
-- touch the same days lock their totals rows in the same order and cannot deadlock each other.
CREATE OR REPLACE FUNCTION "count_lead_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text := format(
    '(created_at AT TIME ZONE ''Asia/Kolkata'')::date AS day, status, %s AS program, '
      || 'coalesce(utm_source, referrer_host, '''') AS source, coalesce(utm_campaign, '''') AS campaign',
    TG_ARGV[1]);
  changes text;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS delta FROM new_rows', keys)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS delta FROM old_rows', keys)
    ELSE format('SELECT %1$s, -1 AS delta FROM old_rows UNION ALL SELECT %1$s, 1 FROM new_rows', keys)
  END;
  EXECUTE format(
    'INSERT INTO lead_daily_totals (day, kind, status, program, source, campaign, leads) '
      || 'SELECT day, %L, status, program, source, campaign, sum(delta) FROM (%s) AS change '
      || 'GROUP BY day, status, program, source, campaign HAVING sum(delta) <> 0 '
      || 'ORDER BY day, status, program, source, campaign '
      || 'ON CONFLICT (day, kind, status, program, source, campaign) '
      || 'DO UPDATE SET leads = lead_daily_totals.leads + excluded.leads',
    TG_ARGV[0], changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Counted again from the leads, now by campaign as well.
DELETE FROM "lead_daily_totals";
--> statement-breakpoint
INSERT INTO "lead_daily_totals" ("day", "kind", "status", "program", "source", "campaign", "leads")
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, kind, status, program, source, campaign, count(*)
FROM (
  SELECT 'messages' AS kind, created_at, status, '' AS program, coalesce(utm_source, referrer_host, '') AS source,
    coalesce(utm_campaign, '') AS campaign FROM "contact_messages"
  UNION ALL SELECT 'demos', created_at, status, course_name, coalesce(utm_source, referrer_host, ''),
    coalesce(utm_campaign, '') FROM "demo_requests"
  UNION ALL SELECT 'trials', created_at, status, course_name, coalesce(utm_source, referrer_host, ''),
    coalesce(utm_campaign, '') FROM "trial_class_requests"
  UNION ALL SELECT 'applications', created_at, status, '', coalesce(utm_source, referrer_host, ''),
    coalesce(utm_campaign, '') FROM "job_applications"
) AS lead
GROUP BY 1, 2, 3, 4, 5, 6;
