import { defaultLanguage, type Language } from "./languages.ts";

/** Content as a page shows it: in the page's language, or in English where staff have not translated it yet. */
export type ContentIn<Content> = Content & {
  /** The language the content is written in; a page marks English shown on a Hindi or Marathi page (`lang`). */
  lang: Language;
};

/**
 * Content stored with its translations beside the English (`questionHi`, `answerMr`…), in the page's language: the
 * translation when staff have written one, else the English, which says so in `lang`.
 */
export function contentIn<Content extends object>(
  language: Language,
  english: Content,
  translations: Partial<Record<Language, Content | null>>,
): ContentIn<Content> {
  const translated = language === defaultLanguage ? null : translations[language];
  return translated ? { ...translated, lang: language } : { ...english, lang: defaultLanguage };
}

/** Whether staff wrote a text (or a list): blank is not written, and the page then shows the English. */
export function isWritten(value: string | readonly string[] | undefined): boolean {
  return value !== undefined && (typeof value === "string" ? value.trim() !== "" : value.length > 0);
}

/** The `lang` attribute content needs on a page: only where it differs from the page's own. */
export function langWhereDiffers(content: Language, page: Language): Language | undefined {
  return content === page ? undefined : content;
}
