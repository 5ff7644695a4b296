-- The reset links become one table of mailed links, by purpose (reset, sign-in, confirming the address), and
-- accounts learn whether their address is confirmed.
ALTER TABLE "password_reset_tokens" RENAME TO "account_tokens";--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "password_reset_tokens_token_hash_unique";--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "password_reset_tokens_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "password_reset_tokens_user_id_idx";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "purpose" text DEFAULT 'password-reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_id_idx" ON "account_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash");--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_known" CHECK ("account_tokens"."purpose" in ('password-reset', 'sign-in', 'verify-email'));--> statement-breakpoint
-- Staff and admins came in by an invitation link or the start's own ADMIN_EMAIL: their addresses count as
-- confirmed. Visitors' accounts confirm theirs with the next link they use (sign-in, reset or verification).
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "role" IN ('staff', 'admin');
