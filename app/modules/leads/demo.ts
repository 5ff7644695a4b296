import { z } from "zod";
import { fieldsIn } from "#app/modules/forms/fields.ts";
import type { Language } from "#app/modules/i18n/languages.ts";

export const MULTIPLE_COURSES = "Multiple Courses";

/** Today's date in India (yyyy-mm-dd), where the demos take place. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}

/** How the demo form's errors read in each language (the field names, and the errors of its own fields). */
const words: Record<
  Language,
  {
    contactPerson: string;
    schoolName: string;
    location: string;
    chooseCourse: string;
    chooseDate: string;
    laterDate: string;
    aNumber: string;
    wholeNumber: string;
    atLeastOne: string;
    tooMany: string;
    messageTooLong: string;
  }
> = {
  en: {
    contactPerson: "the contact person's name",
    schoolName: "the school's name",
    location: "the school's location",
    chooseCourse: "Please choose a course.",
    chooseDate: "Please choose a date.",
    laterDate: "Please choose today or a later date.",
    aNumber: "Please enter a number.",
    wholeNumber: "Please enter a whole number.",
    atLeastOne: "Please enter at least 1.",
    tooMany: "For more than 5,000 students, please tell us in the additional information.",
    messageTooLong: "Please keep this under 3,000 characters.",
  },
  hi: {
    contactPerson: "संपर्क व्यक्ति का नाम",
    schoolName: "स्कूल का नाम",
    location: "स्कूल की जगह",
    chooseCourse: "कृपया कोर्स चुनें।",
    chooseDate: "कृपया तारीख़ चुनें।",
    laterDate: "कृपया आज की या उसके बाद की तारीख़ चुनें।",
    aNumber: "कृपया संख्या लिखें।",
    wholeNumber: "कृपया पूरी संख्या लिखें।",
    atLeastOne: "कृपया कम से कम 1 लिखें।",
    tooMany: "5,000 से ज़्यादा विद्यार्थियों के लिए, कृपया यह बात “और कोई जानकारी” में लिखें।",
    messageTooLong: "कृपया इसे 3,000 अक्षरों से छोटा रखें।",
  },
  mr: {
    contactPerson: "संपर्क व्यक्तीचे नाव",
    schoolName: "शाळेचे नाव",
    location: "शाळेचे ठिकाण",
    chooseCourse: "कृपया कोर्स निवडा.",
    chooseDate: "कृपया तारीख निवडा.",
    laterDate: "कृपया आजची किंवा नंतरची तारीख निवडा.",
    aNumber: "कृपया संख्या लिहा.",
    wholeNumber: "कृपया पूर्ण संख्या लिहा.",
    atLeastOne: "कृपया किमान 1 लिहा.",
    tooMany: "5,000 पेक्षा जास्त विद्यार्थ्यांसाठी, कृपया हे “आणखी माहिती”मध्ये लिहा.",
    messageTooLong: "कृपया हे 3,000 अक्षरांपेक्षा कमी ठेवा.",
  },
};

/**
 * The schema depends on the course list (program titles from the database plus "Multiple Courses"); its errors
 * are worded in the page's language.
 */
export function demoRequestSchema(courses: string[], language: Language = "en") {
  const { requiredText, emailAddress, phoneNumber } = fieldsIn(language);
  const say = words[language];
  return z.object({
    contactPerson: requiredText(say.contactPerson, 100),
    schoolName: requiredText(say.schoolName, 150),
    location: requiredText(say.location, 150),
    email: emailAddress(),
    phone: phoneNumber(),
    courseName: z.enum(courses as [string, ...string[]], { error: say.chooseCourse }),
    preferredDate: z.iso
      .date({ error: say.chooseDate })
      .refine((value) => value >= todayInIndia(), { error: say.laterDate }),
    numberOfStudents: z.coerce
      .number({ error: say.aNumber })
      .int({ error: say.wholeNumber })
      .min(1, { error: say.atLeastOne })
      .max(5000, { error: say.tooMany })
      .optional(),
    message: z.string().trim().max(3000, { error: say.messageTooLong }).optional(),
  });
}

/** A request as stored: the form's answers and the submission id the server made for them (`submissionIdFor`). */
export type DemoRequestInput = z.output<ReturnType<typeof demoRequestSchema>> & { submissionId: string };
