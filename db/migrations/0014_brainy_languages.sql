-- Brainy in two languages: Hindi beside the English of each FAQ, Brainy's fact cards as editable content (they
-- were fixed in code), and off-topic questions kept apart from real content gaps.
CREATE TABLE "brainy_facts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_hi" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"body_hi" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"link_label" text NOT NULL,
	"link_label_hi" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_gaps" ADD COLUMN "kind" text DEFAULT 'gap' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_gaps" ADD CONSTRAINT "chat_gaps_kind" CHECK ("chat_gaps"."kind" in ('gap', 'off_topic'));--> statement-breakpoint
CREATE TRIGGER "brainy_facts_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brainy_facts"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();