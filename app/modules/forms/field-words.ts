import type { Language } from "#app/modules/i18n/languages.ts";

/*
 * How a public form's field errors are worded in each language. `what` names the field as the sentence needs it,
 * in the same language ("your full name", "अपना पूरा नाम", "तुमचे पूर्ण नाव"). Kept apart from the interface's
 * i18next messages because the browser loads these with the form schemas, to check a field as it is left: a
 * few hundred bytes, without i18next. Digits stay Latin in every language (docs/glossary.md), grouped the Indian
 * way: 1,00,000.
 */

export type FieldWords = {
  /** A required field left empty. */
  enter: (what: string) => string;
  /** A text over its limit; `max` is already formatted. */
  keepUnder: (what: string, max: string) => string;
  /** The visitor's own address, as `emailAddress` names it by default. */
  yourEmail: string;
  invalidEmail: string;
  emailTooLong: string;
  /** A phone number, as `phoneNumber` names it by default. */
  aPhone: string;
  phoneHint: string;
};

export const fieldWords: Record<Language, FieldWords> = {
  en: {
    enter: (what) => `Please enter ${what}.`,
    keepUnder: (what, max) => `Please keep ${what} under ${max} characters.`,
    yourEmail: "your e-mail address",
    invalidEmail: "Please enter a valid e-mail address.",
    emailTooLong: "That e-mail address is too long.",
    aPhone: "a phone number",
    phoneHint: "Please enter a phone number of 7 to 20 digits, e.g. +91 98765 43210.",
  },
  hi: {
    enter: (what) => `कृपया ${what} लिखें।`,
    keepUnder: (what, max) => `कृपया ${what} ${max} अक्षरों से छोटा रखें।`,
    yourEmail: "अपना ई-मेल पता",
    invalidEmail: "कृपया सही ई-मेल पता लिखें।",
    emailTooLong: "यह ई-मेल पता बहुत लंबा है।",
    aPhone: "फ़ोन नंबर",
    phoneHint: "कृपया 7 से 20 अंकों का फ़ोन नंबर लिखें, जैसे +91 98765 43210।",
  },
  mr: {
    enter: (what) => `कृपया ${what} लिहा.`,
    keepUnder: (what, max) => `कृपया ${what} ${max} अक्षरांपेक्षा कमी ठेवा.`,
    yourEmail: "तुमचा ई-मेल पत्ता",
    invalidEmail: "कृपया योग्य ई-मेल पत्ता लिहा.",
    emailTooLong: "हा ई-मेल पत्ता खूप मोठा आहे.",
    aPhone: "फोन नंबर",
    phoneHint: "कृपया 7 ते 20 अंकांचा फोन नंबर लिहा, उदा. +91 98765 43210.",
  },
};

/** A count as a message says it: Indian grouping, Latin digits, in every language. */
export function formatCount(value: number): string {
  return value.toLocaleString("en-IN");
}
