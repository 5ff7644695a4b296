import { translator } from "./i18n.ts";
import { pathInLanguage, type Language } from "./languages.ts";

/** The link a form's privacy note gives: the privacy notice, in the page's language. */
export function privacyNoticeLink(language: Language): { href: string; text: string } {
  return { href: pathInLanguage("/privacy", language), text: translator(language)("privacy.howWeLookAfterData") };
}
