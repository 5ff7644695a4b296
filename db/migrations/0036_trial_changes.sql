ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_type_known";--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD COLUMN "reminded_day_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD COLUMN "reminded_hours_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trial_sessions" ADD COLUMN "meeting_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_type_known" CHECK ("lead_events"."type" in ('opened', 'marked-unread', 'status', 'owner', 'follow-up', 'whatsapp', 'email', 'trial-moved', 'trial-cancelled'));