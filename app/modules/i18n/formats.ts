import { formatDate } from "#app/modules/content/shared/format.ts";
import { defaultLanguage, languageTags, type Language } from "./languages.ts";

/**
 * The locale a language's dates and numbers are written in: the language as spoken in India, with Latin digits
 * (docs/glossary.md: "5–14 साल", never "५–१४"), so a date or a phone number reads alike on every page.
 */
export function formatLocale(language: Language): string {
  return `${languageTags[language]}-u-nu-latn`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` per language and kind of date, made once: building one costs far more than using it,
 * and a page of class times uses the same few over and over.
 */
export function cachedFormat(
  language: Language,
  kind: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocale(language), options);
    formats.set(key, format);
  }
  return format;
}

const utcDay = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;

/**
 * A day the database keeps as "2026-11-28", with its weekday, as a family reads it: "Sat, 28 Nov 2026",
 * "शनिवार, 28 नवंबर 2026", "शनिवार, 28 नोव्हेंबर, 2026". Months are written out in Hindi and Marathi, whose
 * short forms ("नव॰") read as clipped words.
 */
export function dayIn(isoDay: string, language: Language): string {
  if (language === defaultLanguage) return formatDate(isoDay, "weekday");
  const format = cachedFormat(language, "utc-weekday-day", { weekday: "long", ...utcDay });
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}

/** A day without its weekday, as a sentence names it: "5 December 2026", "5 दिसंबर 2026", "5 डिसेंबर, 2026". */
export function dateIn(isoDay: string, language: Language): string {
  if (language === defaultLanguage) return formatDate(isoDay, "long");
  return cachedFormat(language, "utc-day", utcDay).format(new Date(`${isoDay}T00:00:00Z`));
}
