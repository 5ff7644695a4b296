CREATE TABLE "trial_class_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_name" text NOT NULL,
	"child_age" integer NOT NULL,
	"course_name" text NOT NULL,
	"preferred_slot" text NOT NULL,
	"parent_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"submission_id" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_class_requests_submission_id_unique" UNIQUE("submission_id")
);
