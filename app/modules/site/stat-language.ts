import { contentIn, isWritten, langWhereDiffers } from "#app/modules/i18n/content-language.ts";
import type { Language } from "#app/modules/i18n/languages.ts";

type StoredStat = { label: string; labelHi: string; labelMr: string };

/**
 * A company figure as a page shows it: its label in the page's language where staff wrote one, else the English
 * (`lang` then marks it). The other languages' labels stay on the server.
 */
export function statIn<Stat extends StoredStat>(
  stat: Stat,
  language: Language,
): Omit<Stat, "labelHi" | "labelMr"> & { lang: Language | undefined } {
  const { labelHi, labelMr, ...rest } = stat;
  const written = (label: string) => (isWritten(label) ? { label } : null);
  const shown = contentIn(language, { label: stat.label }, { hi: written(labelHi), mr: written(labelMr) });
  return { ...rest, label: shown.label, lang: langWhereDiffers(shown.lang, language) };
}
