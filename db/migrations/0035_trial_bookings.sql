CREATE TABLE "trial_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"session_id" integer NOT NULL,
	"lead_id" integer,
	"child_name" text NOT NULL,
	"child_age" integer NOT NULL,
	"parent_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"phone_e164" text,
	"email_key" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_bookings_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "trial_bookings_status_known" CHECK ("trial_bookings"."status" in ('booked', 'cancelled', 'attended', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "trial_closures" (
	"day" date PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_patterns" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"minutes" integer NOT NULL,
	"mode" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"teacher_name" text DEFAULT '' NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_patterns_weekday_known" CHECK ("trial_patterns"."weekday" between 1 and 7),
	CONSTRAINT "trial_patterns_mode_known" CHECK ("trial_patterns"."mode" in ('online', 'office', 'school')),
	CONSTRAINT "trial_patterns_capacity_positive" CHECK ("trial_patterns"."capacity" > 0),
	CONSTRAINT "trial_patterns_minutes_positive" CHECK ("trial_patterns"."minutes" > 0),
	CONSTRAINT "trial_patterns_address_where_needed" CHECK ("trial_patterns"."mode" = 'online' or "trial_patterns"."address" <> '')
);
--> statement-breakpoint
CREATE TABLE "trial_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"pattern_id" integer,
	"course_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"mode" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"teacher_name" text DEFAULT '' NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_sessions_pattern_start" UNIQUE("pattern_id","starts_at"),
	CONSTRAINT "trial_sessions_status_known" CHECK ("trial_sessions"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "trial_sessions_mode_known" CHECK ("trial_sessions"."mode" in ('online', 'office', 'school')),
	CONSTRAINT "trial_sessions_seats" CHECK ("trial_sessions"."booked" between 0 and "trial_sessions"."capacity")
);
--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_session_id_trial_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."trial_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_lead_id_trial_class_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."trial_class_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_sessions" ADD CONSTRAINT "trial_sessions_pattern_id_trial_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."trial_patterns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trial_bookings_session_idx" ON "trial_bookings" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "trial_bookings_phone_idx" ON "trial_bookings" USING btree ("phone_e164") WHERE "trial_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "trial_bookings_email_idx" ON "trial_bookings" USING btree ("email_key") WHERE "trial_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "trial_sessions_open_idx" ON "trial_sessions" USING btree ("course_id","starts_at") WHERE "trial_sessions"."status" = 'scheduled';--> statement-breakpoint
-- Built-in weekly trial classes for every course, at the times the trial form offers (weekday afternoon and
-- evening online, Saturday morning at the office, Saturday afternoon online), so booking works from the start.
INSERT INTO "trial_patterns" ("course_id", "weekday", "start_time", "minutes", "mode", "address", "capacity")
SELECT course.id, slot.weekday, slot.start_time::time, 45, slot.mode, slot.address, 6
FROM (VALUES ('abacus'), ('vedic-maths'), ('communicative-english'), ('coding')) AS course(id)
CROSS JOIN (VALUES
  (3, '16:00', 'online', ''),
  (4, '17:30', 'online', ''),
  (6, '10:30', 'office', 'SkillSprouts office, Mira Road, Mumbai, Maharashtra'),
  (6, '12:30', 'online', '')
) AS slot(weekday, start_time, mode, address);
