-- Trigram indexes for the inbox's search by part of a name, e-mail, phone or text. pg_trgm ships with
-- PostgreSQL and is a trusted extension: the database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"author_id" uuid,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_notes_kind_known" CHECK ("lead_notes"."lead_kind" in ('messages', 'demos', 'trials', 'applications'))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trial_class_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "trial_class_requests" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "trial_class_requests" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "trial_class_requests" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_kind","lead_id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD CONSTRAINT "demo_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_class_requests" ADD CONSTRAINT "trial_class_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin ((lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || coalesce(subject, '') || ' ' || coalesce(message, ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demo_requests_created_at_idx" ON "demo_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "demo_requests_search_idx" ON "demo_requests" USING gin ((lower(coalesce(contact_person, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || coalesce(school_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(course_name, '') || ' ' || coalesce(message, ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_applications_search_idx" ON "job_applications" USING gin ((lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || coalesce(job_title, '') || ' ' || coalesce(cover_note, '') || ' ' || coalesce(cv_file_name, ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trial_class_requests_created_at_idx" ON "trial_class_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trial_class_requests_search_idx" ON "trial_class_requests" USING gin ((lower(coalesce(parent_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || coalesce(child_name, '') || ' ' || coalesce(course_name, '') || ' ' || coalesce(preferred_slot, ''))) gin_trgm_ops);--> statement-breakpoint
-- Leads received before the pipeline: handled_at meant "dealt with, take it off my open list", with no
-- record of how it ended. Such a lead becomes "closed" (done, no outcome claimed: not "enrolled", which would
-- count as a sale, nor "contacted", which would put every old lead back in front of staff as work to do), and
-- it was evidently read, at the latest when it was handled. A lead not yet handled stays "new" and unread.
UPDATE "contact_messages" SET "status" = 'closed', "read_at" = "handled_at" WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
UPDATE "demo_requests" SET "status" = 'closed', "read_at" = "handled_at" WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
UPDATE "job_applications" SET "status" = 'closed', "read_at" = "handled_at" WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
UPDATE "trial_class_requests" SET "status" = 'closed', "read_at" = "handled_at" WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "handled_at";--> statement-breakpoint
ALTER TABLE "demo_requests" DROP COLUMN "handled_at";--> statement-breakpoint
ALTER TABLE "job_applications" DROP COLUMN "handled_at";--> statement-breakpoint
ALTER TABLE "trial_class_requests" DROP COLUMN "handled_at";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_known" CHECK ("contact_messages"."status" in ('new', 'contacted', 'demo_booked', 'enrolled', 'closed'));--> statement-breakpoint
ALTER TABLE "demo_requests" ADD CONSTRAINT "demo_requests_status_known" CHECK ("demo_requests"."status" in ('new', 'contacted', 'demo_booked', 'enrolled', 'closed'));--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_status_known" CHECK ("job_applications"."status" in ('new', 'contacted', 'demo_booked', 'enrolled', 'closed'));--> statement-breakpoint
ALTER TABLE "trial_class_requests" ADD CONSTRAINT "trial_class_requests_status_known" CHECK ("trial_class_requests"."status" in ('new', 'contacted', 'demo_booked', 'enrolled', 'closed'));--> statement-breakpoint
-- A note names its lead by kind and id (four tables, so no foreign key): deleting a lead, on request or by the
-- retention clean-up, deletes its notes in the same statement.
CREATE FUNCTION "delete_lead_notes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "lead_notes" WHERE "lead_kind" = TG_ARGV[0] AND "lead_id" = OLD."id";
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "contact_messages_delete_notes" AFTER DELETE ON "contact_messages" FOR EACH ROW EXECUTE FUNCTION "delete_lead_notes"('messages');--> statement-breakpoint
CREATE TRIGGER "demo_requests_delete_notes" AFTER DELETE ON "demo_requests" FOR EACH ROW EXECUTE FUNCTION "delete_lead_notes"('demos');--> statement-breakpoint
CREATE TRIGGER "trial_class_requests_delete_notes" AFTER DELETE ON "trial_class_requests" FOR EACH ROW EXECUTE FUNCTION "delete_lead_notes"('trials');--> statement-breakpoint
CREATE TRIGGER "job_applications_delete_notes" AFTER DELETE ON "job_applications" FOR EACH ROW EXECUTE FUNCTION "delete_lead_notes"('applications');
