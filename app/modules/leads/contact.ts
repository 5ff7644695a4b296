import { z } from "zod";
import { fieldsIn } from "#app/modules/forms/fields.ts";
import type { Language } from "#app/modules/i18n/languages.ts";

/** How the contact form's errors name its fields, in each language. */
const fieldNames: Record<Language, { name: string; subject: string; message: string }> = {
  en: { name: "your full name", subject: "a subject", message: "your message" },
  hi: { name: "अपना पूरा नाम", subject: "विषय", message: "अपना संदेश" },
  mr: { name: "तुमचे पूर्ण नाव", subject: "विषय", message: "तुमचा संदेश" },
};

/** The contact form, its errors worded in the page's language. */
export function contactSchema(language: Language) {
  const { requiredText, emailAddress, optionalPhoneNumber } = fieldsIn(language);
  const names = fieldNames[language];
  return z.object({
    name: requiredText(names.name, 100),
    email: emailAddress(),
    phone: optionalPhoneNumber,
    subject: requiredText(names.subject, 150),
    message: requiredText(names.message, 5000),
  });
}

export const ContactSchema = contactSchema("en");
