CREATE TABLE "leaders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "program_id" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Leaders are public content: an edit must refresh the kept pages (About Us) like every other.
CREATE TRIGGER "leaders_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leaders"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
-- Installs made before this migration: the built-in testimonials that speak of one course name it, as a new
-- install's seed does (db/seed/content.ts), but only where staff have not rewritten the quote. A course staff
-- deleted is left out (the subquery gives null).
UPDATE "testimonials" SET "program_id" = (SELECT "id" FROM "programs" WHERE "id" = 'abacus')
WHERE "program_id" IS NULL AND "name" = 'Rajesh Iyer' AND "quote" = 'Aarav used to dread maths homework. After a year of abacus classes he solves sums in his head and actually asks for more practice.';--> statement-breakpoint
UPDATE "testimonials" SET "program_id" = (SELECT "id" FROM "programs" WHERE "id" = 'communicative-english')
WHERE "program_id" IS NULL AND "name" = 'Farzana Shaikh' AND "quote" = 'The Communicative English teacher training gave me practical activities I use every single day. Even my quietest students now volunteer for role-plays and show-and-tell.';--> statement-breakpoint
UPDATE "testimonials" SET "program_id" = (SELECT "id" FROM "programs" WHERE "id" = 'coding')
WHERE "program_id" IS NULL AND "name" = 'Pooja Mehta' AND "quote" = 'Ishaan started with block coding and has now built his own small website about cricket. I love that the classes taught him to think step by step and not just play on the computer.';
--> statement-breakpoint
-- The built-in leaders, the people the blog's bylines name, for installs already seeded; a new install is seeded
-- after its migrations and gets them from the seed.
INSERT INTO "leaders" ("name", "role", "bio", "sort_order")
SELECT "name", "role", "bio", "sort_order" FROM (VALUES
  ('Meera Kulkarni', 'Head of Abacus Training', 'Leads the Abacus program and trains the instructors who teach it, from the first bead movements to mental arithmetic. She has watched children who counted on their fingers learn to solve sums in their heads.', 1),
  ('Arvind Joshi', 'Senior Vedic Maths Trainer', 'Teaches the sutras of Vedic Maths and shapes its levels, showing children the fastest way to the answer and a quick way to check it.', 2),
  ('Priya Nair', 'Curriculum Head – Communicative English', 'Designs the Communicative English curriculum around speaking, listening and activity-based practice, so that children who know English also use it with confidence.', 3),
  ('Karan Malhotra', 'Coding Program Lead', 'Leads the Coding program from block coding to Python, websites and a first look at AI, with computational thinking at its heart.', 4)
) AS "built_in" ("name", "role", "bio", "sort_order")
WHERE EXISTS (SELECT 1 FROM "site_content" WHERE "key" = 'seeded_at');
--> statement-breakpoint
-- Brainy's card on who leads no longer promises names "coming soon": About Us now gives them. A card staff have
-- rewritten is left as they wrote it.
UPDATE "brainy_facts" SET "body" = 'A small team of educators leads SkillSprouts: the heads of our courses, who train our instructors and write for our blog. Our About page introduces each of them with their role.', "body_hi" = 'शिक्षकों की एक छोटी टीम स्किलस्प्राउट्स (SkillSprouts) का नेतृत्व करती है: हमारे कोर्स के प्रमुख, जो हमारे इंस्ट्रक्टरों को ट्रेनिंग देते हैं और हमारे ब्लॉग पर लिखते हैं। हमारे About पेज पर हर एक का परिचय उनकी भूमिका के साथ है।'
WHERE "body" = 'A small team of educators leads SkillSprouts: our Founder & Director, Head of Curriculum, Head of Teacher Training and Head of School Partnerships. Their names and full biographies are coming soon on our About page.' AND "body_hi" = 'शिक्षकों की एक छोटी टीम स्किलस्प्राउट्स (SkillSprouts) का नेतृत्व करती है: फ़ाउंडर और डायरेक्टर, हेड ऑफ़ करिकुलम, हेड ऑफ़ टीचर ट्रेनिंग और हेड ऑफ़ स्कूल पार्टनरशिप्स। उनके नाम और पूरा परिचय जल्द ही हमारे About पेज पर आएगा।';
