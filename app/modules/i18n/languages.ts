/**
 * The site's languages. English lives at today's addresses; every other language has its pages under its own
 * first path segment (`/hi/about-us`, `/mr/about-us`), so a shared or stored page is always in one language and
 * the address alone says which.
 */
export const languages = ["en", "hi", "mr"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

/** The languages with an address prefix of their own. */
export const prefixedLanguages = languages.filter((language) => language !== defaultLanguage);

/** `<html lang>` and `hreflang`: the language as spoken in India. */
export const languageTags: Record<Language, string> = { en: "en-IN", hi: "hi-IN", mr: "mr-IN" };

/** Each language in its own script, as the switcher shows it. */
export const languageNames: Record<Language, string> = { en: "English", hi: "हिन्दी", mr: "मराठी" };

/** Each language's name in English, for the back office ("prefers Marathi"). */
export const languageNamesInEnglish: Record<Language, string> = { en: "English", hi: "Hindi", mr: "Marathi" };

export function isLanguage(value: string | undefined | null): value is Language {
  return value !== undefined && value !== null && (languages as readonly string[]).includes(value);
}

/** The language of a page's address: its first segment when that names a language, English otherwise. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1];
  return isLanguage(first) && first !== defaultLanguage ? first : defaultLanguage;
}

/** The address without its language segment: the page itself, the same in every language. */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === defaultLanguage) return pathname;
  const rest = pathname.slice(language.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * The same page in another language. Takes a site path (which may carry a query or a fragment) in any language;
 * anything that is not a path on this site (`https://…`, `mailto:…`, `//host`) is returned as it is.
 */
export function pathInLanguage(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? "" : path.slice(split);
  const page = pathWithoutLanguage(pathname);
  if (language === defaultLanguage) return `${page}${rest}`;
  return `/${language}${page === "/" ? "" : page}${rest}`;
}
