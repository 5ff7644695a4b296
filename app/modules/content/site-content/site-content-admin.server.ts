import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { companyProfile, siteContent, stats } from "#db/schema.ts";
import { seedCompanyDetails } from "#db/seed/company.ts";
import { db } from "#app/server/db.server.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import type { CompanyDetails } from "#app/modules/site/company-details.ts";
import type { SiteContentSchema } from "./site-content-admin.ts";
import { heroKeys } from "#app/modules/site/hero.ts";

export type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** Another save of Edit Site Content landed since this one's page was opened. */
export class SiteContentConflict extends Error {}

/** The contact details and the version Edit Site Content opens at (0 while no row exists). */
export async function getCompanyDetailsForEditing(): Promise<{ details: CompanyDetails; version: number }> {
  const [[row], details] = await Promise.all([
    db().select({ version: companyProfile.version }).from(companyProfile).where(eq(companyProfile.id, 1)),
    getCompanyDetails(),
  ]);
  return { details: row ? details : seedCompanyDetails, version: row?.version ?? 0 };
}

/**
 * Hero texts, company figures, contact details and (through `also`, e.g. the logo) more in one transaction, only
 * over the version the page was opened at: the public pages never show half an edit, and a second tab's save is
 * refused (SiteContentConflict) instead of silently overwriting the first.
 */
export async function saveSiteContent(
  input: z.output<typeof SiteContentSchema>,
  also?: (tx: Transaction) => Promise<void>,
): Promise<void> {
  await db().transaction(async (tx) => {
    const [claimed] = await tx
      .insert(companyProfile)
      .values({ id: 1, details: input.company })
      .onConflictDoUpdate({
        target: companyProfile.id,
        set: { details: input.company, version: sql`${companyProfile.version} + 1` },
        setWhere: eq(companyProfile.version, input.version),
      })
      .returning({ version: companyProfile.version });
    if (!claimed) throw new SiteContentConflict();
    for (const [key, value] of [
      [heroKeys.en.title, input.heroTitle],
      [heroKeys.en.subtitle, input.heroSubtitle],
      [heroKeys.hi.title, input.heroTitleHi],
      [heroKeys.hi.subtitle, input.heroSubtitleHi],
      [heroKeys.mr.title, input.heroTitleMr],
      [heroKeys.mr.subtitle, input.heroSubtitleMr],
    ] as const) {
      await tx
        .insert(siteContent)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteContent.key, set: { value } });
    }
    for (const stat of input.stats) {
      const { id, ...texts } = stat;
      await tx.update(stats).set(texts).where(eq(stats.id, id));
    }
    await also?.(tx);
  });
}
