CREATE TABLE "case_studies" (
	"id" serial PRIMARY KEY NOT NULL,
	"school" text NOT NULL,
	"course" text NOT NULL,
	"work" text NOT NULL,
	"result" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"valid_until" date,
	"evidence_url" text DEFAULT '' NOT NULL,
	"mapping" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credentials_kind" CHECK ("credentials"."kind" in ('certification', 'alignment'))
);
--> statement-breakpoint
CREATE TABLE "partner_schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"town" text NOT NULL,
	"since_year" integer NOT NULL,
	"quote" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"program_id" text NOT NULL,
	"kind" text NOT NULL,
	"achieved_on" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"figure" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "results_kind" CHECK ("results"."kind" in ('competition', 'levels'))
);
--> statement-breakpoint
CREATE TABLE "school_pricing" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_pricing_single_row" CHECK ("school_pricing"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The public pages read these tables, so an edit in them must throw away the kept pages as every content edit does.
CREATE TRIGGER "school_pricing_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "school_pricing"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "partner_schools_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_schools"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "case_studies_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "case_studies"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "credentials_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "credentials"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "results_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "results"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
-- Built-in content for existing installs, as a new install seeds it (db/seed/school-proof.ts): the pricing policy,
-- and the two claims the pages used to print, without evidence, so they stay hidden until staff add it.
INSERT INTO "school_pricing" ("id", "text") VALUES (1, 'Per student per month, billed each term. Includes a trained teacher, the learning material, assessments and certificates. Minimum batch of 15 students.') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "credentials" ("title", "kind", "sort_order") VALUES ('ISO 9001:2015', 'certification', 1), ('NEP 2020 and NCF', 'alignment', 2);
--> statement-breakpoint
-- Brainy's card on certifications now says only the claims shown with their evidence ({credentials}); a card
-- staff have already rewritten is left as they wrote it.
UPDATE "brainy_facts" SET "title" = 'Certifications and alignment (ISO, NEP 2020, NCF)', "title_hi" = 'प्रमाणन और मान्यता (ISO, NEP 2020, NCF)', "body" = '{credentials}', "body_hi" = 'हमारे प्रमाणन (certification) और NEP/NCF जैसे ढाँचों से जुड़ाव हम वेबसाइट पर तभी बताते हैं जब उनका सबूत साथ दिखा सकें; जो दिखाए गए हैं, वे सबूत के साथ हमारे Certifications पेज पर हैं।', "url" = '/credentials', "link_label" = 'See our certifications', "link_label_hi" = 'हमारे प्रमाणन देखें',
  "keywords" = 'nep ncf iso aligned alignment curriculum certification ' || "keywords"
WHERE "body" = 'Yes, our programs are aligned with NEP 2020 and the NCF, with skill-based, experiential learning, and SkillSprouts is ISO 9001:2015 certified, with quality-managed processes from curriculum design to classroom delivery.' AND "body_hi" = 'हाँ, हमारे प्रोग्राम NEP 2020 और NCF के अनुरूप हैं, कौशल-आधारित और अनुभव से सीखने वाली पढ़ाई के साथ, और स्किलस्प्राउट्स (SkillSprouts) ISO 9001:2015 प्रमाणित है: पाठ्यक्रम बनाने से लेकर क्लास में पढ़ाने तक हमारी प्रक्रियाएँ गुणवत्ता मानकों के अनुसार चलती हैं।';
