ALTER TABLE "lead_daily_totals" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_daily_totals" DROP CONSTRAINT "lead_daily_totals_day_kind_status_program_source_campaign_pk";--> statement-breakpoint
ALTER TABLE "lead_daily_totals" ADD CONSTRAINT "lead_daily_totals_day_kind_status_program_source_campaign_shard_pk" PRIMARY KEY("day","kind","status","program","source","campaign","shard");--> statement-breakpoint
-- A transaction adds to the shard of its connection (process id mod 16), so forms stored at the same moment on
-- different connections do not queue on one totals row's lock until each commits. Readers sum over the shards.
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
    'INSERT INTO lead_daily_totals (day, kind, status, program, source, campaign, shard, leads) '
      || 'SELECT day, %L, status, program, source, campaign, %s, sum(delta) FROM (%s) AS change '
      || 'GROUP BY day, status, program, source, campaign HAVING sum(delta) <> 0 '
      || 'ORDER BY day, status, program, source, campaign '
      || 'ON CONFLICT (day, kind, status, program, source, campaign, shard) '
      || 'DO UPDATE SET leads = lead_daily_totals.leads + excluded.leads',
    TG_ARGV[0], pg_backend_pid() % 16, changes);
  RETURN NULL;
END $$;
