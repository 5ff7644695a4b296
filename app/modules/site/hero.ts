import { contentIn, isWritten, type ContentIn } from "#app/modules/i18n/content-language.ts";
import type { Language } from "#app/modules/i18n/languages.ts";

export type HeroTexts = { title: string; subtitle: string };

/** The hero in English, with the Hindi and Marathi staff wrote beside it ("" where they have not yet). */
export type HeroContent = HeroTexts & { hi: HeroTexts; mr: HeroTexts };

/** Where each language's hero is stored (site_content); English keeps the keys it always had. */
export const heroKeys = {
  en: { title: "hero_title", subtitle: "hero_subtitle" },
  hi: { title: "hero_title_hi", subtitle: "hero_subtitle_hi" },
  mr: { title: "hero_title_mr", subtitle: "hero_subtitle_mr" },
} as const satisfies Record<Language, Record<keyof HeroTexts, string>>;

/** The hero in the page's language: staff's translation when they wrote both its title and subtitle, else English. */
export function heroIn(hero: HeroContent, language: Language): ContentIn<HeroTexts> {
  const pair = ({ title, subtitle }: HeroTexts) =>
    isWritten(title) && isWritten(subtitle) ? { title, subtitle } : null;
  return contentIn(language, { title: hero.title, subtitle: hero.subtitle }, { hi: pair(hero.hi), mr: pair(hero.mr) });
}
