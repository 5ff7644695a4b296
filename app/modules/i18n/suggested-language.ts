/**
 * Of the languages an English page offers, the one the browser asks for first (its Accept-Language, as
 * `navigator.languages` gives it: "mr-IN", "hi", "en-GB"), or null when it asks for English, or for none offered,
 * before them. Only English pages offer (see `LanguageSuggestion`). Imports nothing: it runs in every English
 * page's script, whose budget is a few KB.
 */
export function suggestedLanguage(preferred: readonly string[], offered: readonly string[]): string | null {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split("-")[0] ?? "";
    if (language === "en") return null;
    if (offered.includes(language)) return language;
  }
  return null;
}

/** Where the browser keeps that the visitor answered the offer (followed it, said no, or chose a language). */
export const SUGGESTION_ANSWERED_KEY = "language-suggestion-answered";
