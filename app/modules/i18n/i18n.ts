import { createInstance, type InitOptions, type TFunction } from "i18next";
import { defaultLanguage, languages, type Language } from "./languages.ts";
import { en } from "./messages/en.ts";
import { hi } from "./messages/hi.ts";
import { mr } from "./messages/mr.ts";

export const resources = {
  en: { translation: en },
  hi: { translation: hi },
  mr: { translation: mr },
} satisfies Record<Language, { translation: unknown }>;

/**
 * One set of options for every i18next instance: the messages are bundled, so an instance is ready as soon as it
 * is made (no loading, no waiting). React escapes what it renders, so i18next does not escape a second time.
 */
export const i18nextOptions = {
  resources,
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  defaultNS: "translation",
  interpolation: { escapeValue: false },
  initAsync: false,
} satisfies InitOptions;

const instance = createInstance(i18nextOptions);
void instance.init();

/**
 * The interface's words in one language. Pages sent without the framework are templates without hooks: they take
 * the page's language from their loader and translate with this (the framework's pages may use the same).
 */
export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}
