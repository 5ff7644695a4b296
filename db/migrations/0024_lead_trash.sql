CREATE TABLE "lead_trash" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"name" text NOT NULL,
	"lead" jsonb NOT NULL,
	"notes" jsonb NOT NULL,
	"events" jsonb NOT NULL,
	"deleted_by_id" uuid,
	"deleted_by" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_trash_lead_key" UNIQUE("lead_kind","lead_id"),
	CONSTRAINT "lead_trash_kind_known" CHECK ("lead_trash"."lead_kind" in ('messages', 'demos', 'trials', 'applications'))
);
--> statement-breakpoint
ALTER TABLE "lead_trash" ADD CONSTRAINT "lead_trash_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_trash_deleted_at_idx" ON "lead_trash" USING btree ("deleted_at");