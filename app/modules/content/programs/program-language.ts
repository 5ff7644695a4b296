import type { Language } from "#app/modules/i18n/languages.ts";
import { defaultLanguage } from "#app/modules/i18n/languages.ts";
import { isWritten } from "#app/modules/i18n/content-language.ts";

/** The languages a course's texts are translated into, beside the English in its own columns. */
export const programTranslationLanguages = ["hi", "mr"] as const;
export type ProgramTranslationLanguage = (typeof programTranslationLanguages)[number];

/** A course's texts a parent reads, in Hindi or Marathi. Any left empty shows the English. */
export type ProgramTranslation = {
  title: string;
  ageRange: string;
  shortDescription: string;
  fullDescription: string;
  features: string[];
  learningOutcomes: string[];
  benefits: string[];
  progressNote: string;
};

export type ProgramTranslations = Partial<Record<ProgramTranslationLanguage, ProgramTranslation>>;

export const translatedProgramFields = [
  "title",
  "ageRange",
  "shortDescription",
  "fullDescription",
  "features",
  "learningOutcomes",
  "benefits",
  "progressNote",
] as const satisfies readonly (keyof ProgramTranslation)[];

type TranslatedField = (typeof translatedProgramFields)[number];

function isTranslationLanguage(language: Language): language is ProgramTranslationLanguage {
  return (programTranslationLanguages as readonly Language[]).includes(language);
}

/**
 * A course in the page's language, field by field: each text staff translated, else its English. `englishIn`
 * names the texts shown in English on a Hindi or Marathi page, so the page marks them (`lang="en"`).
 */
export function programIn<
  Program extends Partial<Pick<ProgramTranslation, TranslatedField>> & { translations: ProgramTranslations },
>(
  program: Program,
  language: Language,
): Omit<Program, "translations"> & { englishIn: Partial<Record<TranslatedField, typeof defaultLanguage>> } {
  // The other languages' texts stay on the server: a page sends only what it shows.
  const { translations, ...english } = program;
  if (!isTranslationLanguage(language)) return { ...english, englishIn: {} };
  const translation = translations[language];
  const shown = { ...english };
  const englishIn: Partial<Record<TranslatedField, typeof defaultLanguage>> = {};
  for (const field of translatedProgramFields) {
    // A reader that selected only some texts (a course card) gets only those.
    if (!(field in english)) continue;
    const value = translation?.[field];
    if (isWritten(value)) Object.assign(shown, { [field]: value });
    else if (isWritten(english[field])) englishIn[field] = defaultLanguage;
  }
  return { ...shown, englishIn };
}

/** The texts without which a course's page in a language is mostly English. */
const requiredForAPage = ["title", "shortDescription", "fullDescription"] as const satisfies readonly TranslatedField[];

/** The languages a course still lacks some text in, for the back office's list. */
export function untranslatedLanguages(translations: ProgramTranslations): ProgramTranslationLanguage[] {
  return programTranslationLanguages.filter((language) => {
    const translation = translations[language];
    return requiredForAPage.some((field) => !isWritten(translation?.[field]));
  });
}
