ALTER TABLE "programs" ADD COLUMN "levels" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "months_per_level" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "class_minutes" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "classes_per_week" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "batch_size" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "online_timings" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "school_timings" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "office_timings" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "certificate" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "fees" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "progress_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The built-in courses get the facts a new install seeds (db/seed/course-facts.ts); staff edit them from here.
UPDATE "programs" SET "levels" = 8, "months_per_level" = 3, "class_minutes" = 60, "classes_per_week" = 2, "batch_size" = 12,
  "online_timings" = 'Tuesdays and Thursdays 5–6 PM, or Saturdays and Sundays 10–11 AM.',
  "school_timings" = 'In school hours or after school, as each partner school plans it.',
  "office_timings" = 'Saturdays 10–11 AM or 12 noon–1 PM at our Mira Road office.',
  "certificate" = 'A SkillSprouts level certificate after each level''s assessment, with the child''s speed and accuracy.',
  "fees" = 'Paid per level (every three months), with the workbooks (and the abacus kit in the first level) included. Fees depend on the mode and the city, so we tell you the fee for your child''s batch before you enrol, usually at the free trial class. The trial class is free.',
  "progress_note" = 'With two classes a week and ten minutes of practice a day, most children add and subtract two-digit numbers on the abacus by the end of the first level (about three months), and start doing it in their heads in the second.'
WHERE "id" = 'abacus';--> statement-breakpoint
UPDATE "programs" SET "levels" = 4, "months_per_level" = 3, "class_minutes" = 60, "classes_per_week" = 2, "batch_size" = 15,
  "online_timings" = 'Mondays and Wednesdays 6–7 PM, or Saturdays and Sundays 4–5 PM.',
  "school_timings" = 'In school hours or after school, as each partner school plans it.',
  "office_timings" = '',
  "certificate" = 'A SkillSprouts certificate after each level''s test, listing the techniques the child has mastered.',
  "fees" = 'Paid per level (every three months), with the workbooks included. Fees depend on the mode and the city, so we tell you the fee for your child''s batch before you enrol, usually at the free trial class. The trial class is free.',
  "progress_note" = 'Most children use their first shortcuts, such as multiplying by 11 or squaring numbers that end in 5, in their school homework within the first month; each level takes about three months.'
WHERE "id" = 'vedic-maths';--> statement-breakpoint
UPDATE "programs" SET "levels" = 6, "months_per_level" = 4, "class_minutes" = 45, "classes_per_week" = 2, "batch_size" = 10,
  "online_timings" = 'Tuesdays and Fridays 4–4:45 PM, or Saturdays 11–11:45 AM.',
  "school_timings" = 'In school hours or after school, as each partner school plans it.',
  "office_timings" = 'Saturdays 10–10:45 AM or 11–11:45 AM at our Mira Road office.',
  "certificate" = 'A SkillSprouts certificate at the end of each level, after a speaking and listening assessment with a short report for parents.',
  "fees" = 'Paid per level (every four months), with the workbooks included. Fees depend on the mode and the city, so we tell you the fee for your child''s batch before you enrol, usually at the free trial class. The trial class is free.',
  "progress_note" = 'Shy children usually start speaking up in class within the first few weeks; reading and speaking are assessed at the end of each four-month level, and parents get a short report.'
WHERE "id" = 'communicative-english';--> statement-breakpoint
UPDATE "programs" SET "levels" = 6, "months_per_level" = 3, "class_minutes" = 90, "classes_per_week" = 1, "batch_size" = 8,
  "online_timings" = 'Saturdays or Sundays 11 AM–12:30 PM. Your child needs a laptop or computer.',
  "school_timings" = 'In school hours or after school, as each partner school plans it.',
  "office_timings" = '',
  "certificate" = 'A SkillSprouts certificate for each level, awarded for the level''s final project.',
  "fees" = 'Paid per level (every three months), with the workbooks included. Fees depend on the mode and the city, so we tell you the fee for your child''s batch before you enrol, usually at the free trial class. The trial class is free.',
  "progress_note" = 'Children finish their first animated story or game within the first month, and every level ends with a project they can show the family.'
WHERE "id" = 'coding';
--> statement-breakpoint
-- Brainy's built-in cards about timings, classes, length, certificates and fees now say the courses' facts;
-- a card staff have already rewritten is left as they wrote it.
UPDATE "brainy_facts" SET "body" = 'Class timings by course. {course_timings} For the free trial class you can choose a preferred time: weekday afternoon (3–5 PM), weekday evening (5–7 PM), Saturday morning (10 AM–12 PM) or Saturday afternoon (12–2 PM).', "body_hi" = 'हर कोर्स की क्लास का समय (ऑनलाइन, स्कूल में या ऑफ़िस में) उसके कोर्स पेज पर "एक नज़र में" बॉक्स में लिखा है। फ्री ट्रायल क्लास के लिए आप पसंदीदा समय चुन सकते हैं: हफ़्ते के दिनों में दोपहर (3–5 PM) या शाम (5–7 PM), शनिवार सुबह (10 AM–12 PM) या शनिवार दोपहर (12–2 PM)।'
WHERE "body" = 'Regular batch timings aren''t listed on the website; our team shares them for your child''s course. For the free trial class you can choose a preferred time: weekday afternoon (3–5 PM), weekday evening (5–7 PM), Saturday morning (10 AM–12 PM) or Saturday afternoon (12–2 PM).' AND "body_hi" = 'नियमित बैच का समय वेबसाइट पर नहीं दिया गया है; आपके बच्चे के कोर्स के लिए हमारी टीम बताएगी। फ्री ट्रायल क्लास के लिए आप पसंदीदा समय चुन सकते हैं: हफ़्ते के दिनों में दोपहर (3–5 PM) या शाम (5–7 PM), शनिवार सुबह (10 AM–12 PM) या शनिवार दोपहर (12–2 PM)।';--> statement-breakpoint
UPDATE "brainy_facts" SET "body" = 'Yes, our courses are taught in live online batches as well as in partner schools, and some at our office. {course_timings}', "body_hi" = 'हाँ, हमारे सभी कोर्स लाइव ऑनलाइन बैच में भी पढ़ाए जाते हैं, और पार्टनर स्कूलों में भी; कुछ कोर्स हमारे ऑफ़िस में भी। हर कोर्स के ऑनलाइन बैच का समय उसके कोर्स पेज पर "एक नज़र में" बॉक्स में लिखा है।'
WHERE "body" = 'Yes, our programs are taught online as well as in partner schools; Vedic Maths, for example, runs live online batches. Tell us the course you''re interested in and our team will share the online options.' AND "body_hi" = 'हाँ, हमारे प्रोग्राम पार्टनर स्कूलों के साथ-साथ ऑनलाइन भी पढ़ाए जाते हैं; जैसे वैदिक मैथ्स (Vedic Maths) के लाइव ऑनलाइन बैच होते हैं। जिस कोर्स में आपकी रुचि है, बताइए, हमारी टीम ऑनलाइन विकल्प बताएगी।';--> statement-breakpoint
UPDATE "brainy_facts" SET "body" = '{course_classes} In partner schools, our programs usually run as one or two regular periods a week within school hours, or as after-school clubs, planned around the school''s timetable.', "body_hi" = 'ऑनलाइन और ऑफ़िस की क्लास ज़्यादातर हफ़्ते में दो बार होती हैं (कोडिंग हफ़्ते में एक बार, 90 मिनट); हर कोर्स की क्लास की लंबाई उसके कोर्स पेज पर लिखी है। पार्टनर स्कूलों में हमारे प्रोग्राम आम तौर पर स्कूल के समय में हफ़्ते में एक या दो पीरियड के रूप में, या स्कूल के बाद क्लब के रूप में चलते हैं।'
WHERE "body" = 'In partner schools, our programs usually run as one or two regular periods a week within school hours, or as after-school or co-curricular clubs, planned around the school''s timetable. For classes outside school, our team will tell you the schedule for your child''s course.' AND "body_hi" = 'पार्टनर स्कूलों में हमारे प्रोग्राम आम तौर पर स्कूल के समय में हफ़्ते में एक या दो नियमित पीरियड के रूप में, या स्कूल के बाद या को-करिकुलर क्लब के रूप में चलते हैं, स्कूल के टाइमटेबल के हिसाब से। स्कूल के बाहर की क्लास के लिए हमारी टीम आपके बच्चे के कोर्स का शेड्यूल बताएगी।';--> statement-breakpoint
UPDATE "brainy_facts" SET "body" = 'Each course moves through levels, with an assessment at the end of each. {course_length} Each course page says what most children can do after the first level.', "body_hi" = 'हर कोर्स लेवल-दर-लेवल आगे बढ़ता है, और हर लेवल के अंत में असेसमेंट होता है। अबेकस (Abacus) में 8 लेवल हैं, हर लेवल लगभग 3 महीने का; बाकी कोर्स के लेवल और महीने उनके कोर्स पेज पर लिखे हैं, साथ में यह भी कि पहले लेवल के बाद ज़्यादातर बच्चे क्या कर पाते हैं।'
WHERE "body" = 'Each course moves through levels, and the website doesn''t give a fixed length. Our course pages say that with regular practice, most students become confident in the core skills within three months; level assessments and progress reports show how your child is doing.' AND "body_hi" = 'हर कोर्स लेवल-दर-लेवल आगे बढ़ता है, और वेबसाइट पर कोई तय अवधि नहीं दी गई है। हमारे कोर्स पेज के अनुसार, नियमित अभ्यास से ज़्यादातर बच्चे तीन महीनों में मुख्य कौशल में आत्मविश्वासी हो जाते हैं; लेवल असेसमेंट और प्रोग्रेस रिपोर्ट से पता चलता है कि आपका बच्चा कैसा कर रहा है।';--> statement-breakpoint
UPDATE "brainy_facts" SET "body" = 'Yes. {course_certificate}', "body_hi" = 'हाँ। हर कोर्स में हर लेवल पूरा होने पर SkillSprouts का सर्टिफ़िकेट मिलता है: अबेकस (Abacus) में लेवल के असेसमेंट के बाद, बच्चे की स्पीड और सटीकता के साथ; बाकी कोर्स में क्या देखकर सर्टिफ़िकेट मिलता है, वह उनके कोर्स पेज पर लिखा है।'
WHERE "body" = 'Yes, every course page lists Certification among its course highlights. In Abacus, each level ends with an assessment, and children receive a certificate when they clear it.' AND "body_hi" = 'हाँ, हर कोर्स पेज पर कोर्स की खास बातों में सर्टिफ़िकेशन (Certification) लिखा है। अबेकस (Abacus) में हर लेवल के अंत में एक असेसमेंट होता है, और उसे पास करने पर बच्चों को सर्टिफ़िकेट मिलता है।';--> statement-breakpoint
UPDATE "brainy_facts" SET "body" = 'Fees are paid per level, with the workbooks included, and depend on the mode (online, at our office or in a school) and the city, so we tell you the fee for your child''s batch before you enrol, usually at the free trial class, which is free. Send us a message to ask sooner.', "body_hi" = 'फ़ीस हर लेवल की होती है, वर्कबुक साथ में; यह क्लास के तरीके (ऑनलाइन, ऑफ़िस या स्कूल) और शहर पर निर्भर करती है, इसलिए आपके बच्चे के बैच की फ़ीस हम दाखिले से पहले बताते हैं, आम तौर पर फ्री ट्रायल क्लास पर। पहले जानना हो तो हमें मैसेज भेजें।'
WHERE "body" = 'Our fees aren''t listed on the website; our team shares them on request, for the course and level that suit your child or school. Send us a message, or book a free trial class and ask then.' AND "body_hi" = 'हमारी फ़ीस वेबसाइट पर नहीं दी गई है; आपके बच्चे या स्कूल के लिए सही कोर्स और लेवल के हिसाब से हमारी टीम फ़ीस बताती है। हमें मैसेज भेजें, या फ्री ट्रायल क्लास बुक करके पूछ लें।';
