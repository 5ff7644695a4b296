import { defaultLanguage, languageNamesInEnglish, type Language } from "#app/modules/i18n/languages.ts";

/**
 * "Prefers Marathi" for a lead sent from the Marathi site, so staff call or write back in it; null for one sent
 * from the English site, which says nothing beyond what the desk assumes.
 */
export function languagePreference(language: Language): string | null {
  return language === defaultLanguage ? null : `Prefers ${languageNamesInEnglish[language]}`;
}

/** Where a lead came from and, when not English, the language it prefers: "google / cpc · prefers Marathi". */
export function sourceWithLanguage(source: string, language: Language): string {
  const preference = languagePreference(language);
  return preference ? `${source} · ${preference.toLowerCase()}` : source;
}
