ALTER TABLE "stats" ADD COLUMN "label_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stats" ADD COLUMN "label_mr" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The built-in labels' Hindi and Marathi, where the English is still the built-in one (db/seed/content.ts).
UPDATE "stats" SET "label_hi" = 'पार्टनर स्कूल', "label_mr" = 'पार्टनर शाळा' WHERE "key" = 'schools' AND "label" = 'Partner Schools';--> statement-breakpoint
UPDATE "stats" SET "label_hi" = 'ट्रेनिंग पाए टीचर', "label_mr" = 'प्रशिक्षित शिक्षक' WHERE "key" = 'teachers' AND "label" = 'Teachers Trained';--> statement-breakpoint
UPDATE "stats" SET "label_hi" = 'बच्चे', "label_mr" = 'मुले' WHERE "key" = 'students' AND "label" = 'Students';--> statement-breakpoint
UPDATE "stats" SET "label_hi" = 'साल का अनुभव', "label_mr" = 'वर्षांचा अनुभव' WHERE "key" = 'years' AND "label" = 'Years of Experience';
