ALTER TABLE "contact_messages" ADD COLUMN "follow_up_time" time;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "follow_up_time" time;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "follow_up_time" time;--> statement-breakpoint
ALTER TABLE "trial_class_requests" ADD COLUMN "follow_up_time" time;