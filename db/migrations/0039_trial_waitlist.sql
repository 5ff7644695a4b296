CREATE TABLE "trial_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"submission_id" uuid NOT NULL,
	"child_name" text NOT NULL,
	"child_age" integer NOT NULL,
	"parent_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"phone_e164" text,
	"email_key" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_waitlist_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "trial_waitlist_status_known" CHECK ("trial_waitlist"."status" in ('waiting', 'booked', 'left'))
);
--> statement-breakpoint
ALTER TABLE "trial_waitlist" ADD CONSTRAINT "trial_waitlist_session_id_trial_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."trial_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trial_waitlist_session_idx" ON "trial_waitlist" USING btree ("session_id","created_at") WHERE "trial_waitlist"."status" = 'waiting';