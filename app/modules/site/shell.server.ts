import { asc, eq, inArray } from "drizzle-orm";
import { programs, siteContent, stats } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { cachedContent } from "#app/server/hot-cache.server.ts";
import { addressLine, socialLinks } from "./company-details.ts";
import { getCompanyDetails } from "./company.server.ts";
import { heroKeys, type HeroContent } from "./hero.ts";
import type { ProgramTranslations } from "#app/modules/content/programs/program-language.ts";
import type { Language } from "#app/modules/i18n/languages.ts";

export type ShellData = {
  logoUrl: string | null;
  /** Each course's title with its translations, for the footer to show in the page's language. */
  programLinks: { id: string; title: string; translations: ProgramTranslations }[];
  contact: FooterContact;
};

/** The contact details the footer shows. */
export type FooterContact = {
  address: string;
  email: string;
  phone: string;
  socials: ReturnType<typeof socialLinks>;
};

/**
 * What the header and footer need on every public page: the logo, the program links and how to reach us. These
 * reads, like the other public content reads, are kept in memory until content changes
 * (`#app/server/hot-cache.server.ts`); callers must not modify what they get.
 */
export async function getShellData(): Promise<ShellData> {
  return cachedContent("shell", async () => {
    const [logoRows, programRows, details] = await Promise.all([
      db().select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, "site_logo")),
      db()
        .select({ id: programs.id, title: programs.title, translations: programs.translations })
        .from(programs)
        .where(eq(programs.isPublished, true))
        .orderBy(asc(programs.sortOrder), asc(programs.title)),
      getCompanyDetails(),
    ]);
    const logoKey = logoRows[0]?.value;
    return {
      logoUrl: logoKey ? `/media/${logoKey}` : null,
      programLinks: programRows,
      contact: {
        address: addressLine(details),
        email: details.emails.general,
        phone: details.phones.general,
        socials: socialLinks(details),
      },
    };
  });
}

/** The home page's hero, in English and in the Hindi and Marathi staff wrote beside it ("" where not yet). */
export async function getHeroContent(): Promise<HeroContent> {
  return cachedContent("hero", async () => {
    const rows = await db()
      .select({ key: siteContent.key, value: siteContent.value })
      .from(siteContent)
      .where(
        inArray(
          siteContent.key,
          Object.values(heroKeys).flatMap((keys) => [keys.title, keys.subtitle]),
        ),
      );
    const byKey = new Map(rows.map((row) => [row.key, row.value]));
    const texts = (language: Language) => ({
      title: byKey.get(heroKeys[language].title) ?? "",
      subtitle: byKey.get(heroKeys[language].subtitle) ?? "",
    });
    return { ...texts("en"), hi: texts("hi"), mr: texts("mr") };
  });
}

export async function getStats() {
  return cachedContent("stats", () =>
    db()
      .select({
        id: stats.id,
        key: stats.key,
        icon: stats.icon,
        value: stats.value,
        label: stats.label,
        labelHi: stats.labelHi,
        labelMr: stats.labelMr,
      })
      .from(stats)
      .orderBy(asc(stats.sortOrder), asc(stats.id)),
  );
}
