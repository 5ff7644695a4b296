ALTER TABLE "trial_bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_canceller_known" CHECK ("trial_bookings"."cancelled_by" is null or "trial_bookings"."cancelled_by" in ('parent', 'office'));--> statement-breakpoint
-- Until now only parents cancelled bookings (from their link): every cancelled booking is theirs.
UPDATE "trial_bookings" SET "cancelled_by" = 'parent' WHERE "status" = 'cancelled';
