CREATE TABLE "lead_contact_waits" (
	"level" smallint NOT NULL,
	"block" integer NOT NULL,
	"owner_id" uuid,
	"wait_bucket" integer,
	"shard" smallint DEFAULT 0 NOT NULL,
	"leads" integer NOT NULL,
	CONSTRAINT "lead_contact_waits_key" UNIQUE NULLS NOT DISTINCT("level","block","owner_id","wait_bucket","shard")
);
--> statement-breakpoint
CREATE INDEX "lead_contact_waits_block_idx" ON "lead_contact_waits" USING btree ("level","block","owner_id","wait_bucket","leads");--> statement-breakpoint
-- The India week (Monday to Sunday) a moment falls in, counted from Monday 2000-01-03. Floor division, so the
-- weeks before then are numbered -1, -2… and `>>` (an arithmetic shift) still gives their aligned blocks.
CREATE FUNCTION "lead_week"("at" timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor((("at" AT TIME ZONE 'Asia/Kolkata')::date - date '2000-01-03') / 7.0)::integer
$$;
--> statement-breakpoint
-- A lead's wait for its first contact, rounded as the dashboard says it (spokenDuration in history.ts): whole
-- minutes under an hour (1–60, at least 1), tenths of an hour under 48 hours (1000 + tenths), tenths of a day from
-- then on (10000 + tenths). Null: not contacted yet. first-contact.ts turns a bucket back into hours. Written with
-- immutable operators only (no timestamptz + interval) so Postgres inlines it into a query.
CREATE FUNCTION "lead_wait_bucket"("created_at" timestamptz, "first_contact_at" timestamptz) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN "first_contact_at" IS NULL THEN NULL
    WHEN "first_contact_at" - "created_at" < interval '1 hour'
      THEN greatest(1, round(extract(epoch FROM "first_contact_at" - "created_at") / 60))::integer
    WHEN "first_contact_at" - "created_at" < interval '48 hours'
      THEN 1000 + round(extract(epoch FROM "first_contact_at" - "created_at") / 360)::integer
    ELSE 10000 + round(extract(epoch FROM "first_contact_at" - "created_at") / 8640)::integer
  END
$$;
--> statement-breakpoint
-- Per statement, as count_lead_days is: a statement's rows leave their old (week, owner, wait) and join their new
-- ones, added up per key (changes that move nothing, a status or a follow-up, cancel out and write nothing), then
-- added once per key to the week's block at every level, in the connection's shard.
CREATE FUNCTION "count_lead_contact_waits"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text := 'lead_week(created_at) AS week, owner_id, lead_wait_bucket(created_at, first_contact_at) AS wait_bucket';
  changes text;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS delta FROM new_rows', keys)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS delta FROM old_rows', keys)
    ELSE format('SELECT %1$s, -1 AS delta FROM old_rows UNION ALL SELECT %1$s, 1 FROM new_rows', keys)
  END;
  EXECUTE format(
    'INSERT INTO lead_contact_waits (level, block, owner_id, wait_bucket, shard, leads) '
      || 'SELECT level, week >> level, owner_id, wait_bucket, %s, sum(delta) FROM ('
      || 'SELECT week, owner_id, wait_bucket, sum(delta) AS delta FROM (%s) AS change '
      || 'GROUP BY week, owner_id, wait_bucket HAVING sum(delta) <> 0'
      || ') AS by_week CROSS JOIN generate_series(0, 5) AS level '
      || 'GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4 '
      || 'ON CONFLICT (level, block, owner_id, wait_bucket, shard) '
      || 'DO UPDATE SET leads = lead_contact_waits.leads + excluded.leads',
    pg_backend_pid() % 16, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_waits_insert" AFTER INSERT ON "contact_messages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_contact_waits"();
--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_waits_update" AFTER UPDATE ON "contact_messages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_contact_waits"();
--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_waits_delete" AFTER DELETE ON "contact_messages" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_contact_waits"();
--> statement-breakpoint
CREATE TRIGGER "demo_requests_count_waits_insert" AFTER INSERT ON "demo_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_contact_waits"();
--> statement-breakpoint
CREATE TRIGGER "demo_requests_count_waits_update" AFTER UPDATE ON "demo_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_contact_waits"();
--> statement-breakpoint
CREATE TRIGGER "demo_requests_count_waits_delete" AFTER DELETE ON "demo_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_contact_waits"();
--> statement-breakpoint
CREATE TRIGGER "trial_class_requests_count_waits_insert" AFTER INSERT ON "trial_class_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_contact_waits"();
--> statement-breakpoint
CREATE TRIGGER "trial_class_requests_count_waits_update" AFTER UPDATE ON "trial_class_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_contact_waits"();
--> statement-breakpoint
CREATE TRIGGER "trial_class_requests_count_waits_delete" AFTER DELETE ON "trial_class_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_contact_waits"();
--> statement-breakpoint
INSERT INTO "lead_contact_waits" ("level", "block", "owner_id", "wait_bucket", "shard", "leads")
SELECT level, week >> level, owner_id, wait_bucket, 0, sum(leads)
FROM (
  SELECT lead_week(created_at) AS week, owner_id, lead_wait_bucket(created_at, first_contact_at) AS wait_bucket,
    count(*) AS leads
  FROM (
    SELECT created_at, owner_id, first_contact_at FROM "contact_messages"
    UNION ALL SELECT created_at, owner_id, first_contact_at FROM "demo_requests"
    UNION ALL SELECT created_at, owner_id, first_contact_at FROM "trial_class_requests"
  ) AS lead
  GROUP BY 1, 2, 3
) AS by_week CROSS JOIN generate_series(0, 5) AS level
GROUP BY 1, 2, 3, 4;
