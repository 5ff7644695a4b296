CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_mails_sent" (
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"mail" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_mails_sent_lead_kind_lead_id_mail_pk" PRIMARY KEY("lead_kind","lead_id","mail"),
	CONSTRAINT "lead_mails_sent_kind_known" CHECK ("lead_mails_sent"."lead_kind" in ('messages', 'demos', 'trials', 'applications')),
	CONSTRAINT "lead_mails_sent_mail_known" CHECK ("lead_mails_sent"."mail" in ('staff-alert', 'confirmation'))
);
