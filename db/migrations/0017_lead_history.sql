CREATE TABLE "lead_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"type" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_kind_known" CHECK ("lead_events"."lead_kind" in ('messages', 'demos', 'trials', 'applications')),
	CONSTRAINT "lead_events_type_known" CHECK ("lead_events"."type" in ('opened', 'marked-unread', 'status', 'owner', 'follow-up', 'whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_kind","lead_id","created_at");--> statement-breakpoint
-- A lead's history goes with it, as its notes do: the lead tables' delete triggers call this function.
CREATE OR REPLACE FUNCTION "delete_lead_notes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "lead_notes" WHERE "lead_kind" = TG_ARGV[0] AND "lead_id" = OLD."id";
  DELETE FROM "lead_events" WHERE "lead_kind" = TG_ARGV[0] AND "lead_id" = OLD."id";
  RETURN OLD;
END
$$;
