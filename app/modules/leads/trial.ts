import { z } from "zod";
import { fieldsIn } from "#app/modules/forms/fields.ts";
import type { Language } from "#app/modules/i18n/languages.ts";

/** The course choice for a parent who would like our advice. */
export const UNSURE_COURSE = "Not sure yet – please advise";

export const TRIAL_MIN_AGE = 4;
export const TRIAL_MAX_AGE = 14;
export const trialAges = Array.from({ length: TRIAL_MAX_AGE - TRIAL_MIN_AGE + 1 }, (_, i) => String(TRIAL_MIN_AGE + i));

/** When a trial class can take place: after school on weekdays, or on Saturday while the office is open. */
export const trialSlots = [
  "Weekday afternoon (3 – 5 PM)",
  "Weekday evening (5 – 7 PM)",
  "Saturday morning (10 AM – 12 PM)",
  "Saturday afternoon (12 – 2 PM)",
] as const;
export type TrialSlot = (typeof trialSlots)[number];

/**
 * The times as a parent reads them in each language. The stored value stays the English one (`trialSlots`), which
 * staff read in the back office; only the label the form shows is translated.
 */
export const trialSlotLabels: Record<Language, Record<TrialSlot, string>> = {
  en: Object.fromEntries(trialSlots.map((slot) => [slot, slot])) as Record<TrialSlot, string>,
  hi: {
    "Weekday afternoon (3 – 5 PM)": "सोमवार–शुक्रवार, दोपहर 3 – 5 बजे",
    "Weekday evening (5 – 7 PM)": "सोमवार–शुक्रवार, शाम 5 – 7 बजे",
    "Saturday morning (10 AM – 12 PM)": "शनिवार, सुबह 10 – दोपहर 12 बजे",
    "Saturday afternoon (12 – 2 PM)": "शनिवार, दोपहर 12 – 2 बजे",
  },
  mr: {
    "Weekday afternoon (3 – 5 PM)": "सोमवार–शुक्रवार, दुपारी 3 – 5",
    "Weekday evening (5 – 7 PM)": "सोमवार–शुक्रवार, संध्याकाळी 5 – 7",
    "Saturday morning (10 AM – 12 PM)": "शनिवार, सकाळी 10 – दुपारी 12",
    "Saturday afternoon (12 – 2 PM)": "शनिवार, दुपारी 12 – 2",
  },
};

/** A stored preferred time as the page's language says it (anything unknown as it was stored). */
export function trialSlotLabel(slot: string, language: Language): string {
  return (trialSlotLabels[language] as Record<string, string>)[slot] ?? slot;
}

/** The "not sure" course choice as the page's language says it; its stored value stays `UNSURE_COURSE`. */
export const unsureCourseLabels: Record<Language, string> = {
  en: UNSURE_COURSE,
  hi: "अभी तय नहीं – कृपया सलाह दें",
  mr: "अजून ठरले नाही – कृपया सल्ला द्या",
};

/** How the trial forms' errors name their fields and say what is missing, in each language. */
export const trialWords: Record<
  Language,
  {
    childName: string;
    parentName: string;
    chooseAge: string;
    agesWeTeach: (min: number, max: number) => string;
    chooseCourse: string;
    chooseSlot: string;
    consent: string;
  }
> = {
  en: {
    childName: "your child's name",
    parentName: "your name",
    chooseAge: "Please choose your child's age.",
    agesWeTeach: (min, max) => `Our courses are for children aged ${min} to ${max}.`,
    chooseCourse: "Please choose a course.",
    chooseSlot: "Please choose a preferred time.",
    consent: "Please confirm that you are the child's parent or guardian and agree to us using these details.",
  },
  hi: {
    childName: "अपने बच्चे का नाम",
    parentName: "अपना नाम",
    chooseAge: "कृपया अपने बच्चे की उम्र चुनें।",
    agesWeTeach: (min, max) => `हमारे कोर्स ${min} से ${max} साल के बच्चों के लिए हैं।`,
    chooseCourse: "कृपया कोर्स चुनें।",
    chooseSlot: "कृपया अपनी पसंद का समय चुनें।",
    consent: "कृपया पुष्टि करें कि आप इस बच्चे के माता-पिता या अभिभावक हैं और हमें यह जानकारी इस्तेमाल करने की सहमति देते हैं।",
  },
  mr: {
    childName: "तुमच्या मुलाचे नाव",
    parentName: "तुमचे नाव",
    chooseAge: "कृपया तुमच्या मुलाचे वय निवडा.",
    agesWeTeach: (min, max) => `आमचे कोर्स ${min} ते ${max} वर्षे वयाच्या मुलांसाठी आहेत.`,
    chooseCourse: "कृपया कोर्स निवडा.",
    chooseSlot: "कृपया तुमच्या सोयीची वेळ निवडा.",
    consent: "कृपया खात्री करा की तुम्ही या मुलाचे पालक आहात आणि ही माहिती वापरण्यास तुमची संमती आहे.",
  },
};

/** The confirmation's "Book for another child": the form again, with the parent's details kept. */
export const ANOTHER_CHILD = "another-child";

const keptDetail = (max: number) => z.string().trim().max(max).catch("");

/** The parent's details a "Book for another child" post carries back into a new form; anything odd is dropped. */
export const anotherChildSchema = z.object({
  intent: z.literal(ANOTHER_CHILD),
  parentName: keptDetail(100),
  phone: keptDetail(30),
  email: keptDetail(254),
});
export type ParentDetails = Omit<z.output<typeof anotherChildSchema>, "intent">;

/**
 * A parent's trial class request, its errors worded in the page's language. The course list comes from the
 * database (published programs plus "not sure"), so the schema is built from it, on the server and in the browser
 * alike.
 */
export function trialRequestSchema(courses: string[], language: Language = "en") {
  const { requiredText, emailAddress, phoneNumber } = fieldsIn(language);
  const words = trialWords[language];
  const ages = words.agesWeTeach(TRIAL_MIN_AGE, TRIAL_MAX_AGE);
  return z.object({
    childName: requiredText(words.childName, 100),
    childAge: z.coerce
      .number({ error: words.chooseAge })
      .int({ error: words.chooseAge })
      .min(TRIAL_MIN_AGE, { error: ages })
      .max(TRIAL_MAX_AGE, { error: ages }),
    courseName: z.enum(courses as [string, ...string[]], { error: words.chooseCourse }),
    preferredSlot: z.enum(trialSlots, { error: words.chooseSlot }),
    parentName: requiredText(words.parentName, 100),
    phone: phoneNumber(),
    email: emailAddress(),
    // India's DPDP Act: a child's details are processed only with a parent's or guardian's consent.
    guardianConsent: z.literal("on", { error: words.consent }),
  });
}

/** A request as stored: the form's answers and the submission id the server made for them (`submissionIdFor`). */
export type TrialRequestInput = z.output<ReturnType<typeof trialRequestSchema>> & { submissionId: string };
