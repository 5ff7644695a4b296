import { asc, eq, isNotNull } from "drizzle-orm";
import { companyProfile, stats } from "#db/schema.ts";
import { seedCompanyDetails, seedFigures } from "#db/seed/company.ts";
import { db } from "#app/server/db.server.ts";
import { cachedContent } from "#app/server/hot-cache.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { CompanyDetailsSchema, type CompanyDetails } from "./company-details.ts";
import { figureKeys, type CompanyFigures } from "./figures.ts";

/**
 * The company's contact details, as staff last saved them in Edit Site Content: the one read every page,
 * brochure and Brainy use. The built-in details stand in only if the row is missing or unreadable. Kept in
 * memory until content changes, like the other public reads; callers must not modify what they get.
 */
export function getCompanyDetails(): Promise<CompanyDetails> {
  return cachedContent("company-details", readCompanyDetails);
}

async function readCompanyDetails(): Promise<CompanyDetails> {
  const [row] = await db()
    .select({ details: companyProfile.details })
    .from(companyProfile)
    .where(eq(companyProfile.id, 1));
  if (!row) return seedCompanyDetails;
  const parsed = CompanyDetailsSchema.safeParse(row.details);
  if (parsed.success) return parsed.data;
  logger.error({ issues: parsed.error.issues }, "the stored company details do not pass their checks");
  return seedCompanyDetails;
}

/**
 * The office's phone number, for pages that must show it even while the database is away (the "back in a
 * moment" page): the last one read, else the built-in one.
 */
export async function officePhone(): Promise<string> {
  try {
    return (await getCompanyDetails()).phones.general;
  } catch {
    return seedCompanyDetails.phones.general;
  }
}

/** The headline figures by key ("schools": "200+"), as edited in Edit Site Content. */
export function getCompanyFigures(): Promise<CompanyFigures> {
  return cachedContent("company-figures", readCompanyFigures);
}

async function readCompanyFigures(): Promise<CompanyFigures> {
  const rows = await db()
    .select({ key: stats.key, value: stats.value })
    .from(stats)
    .where(isNotNull(stats.key))
    .orderBy(asc(stats.id));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(figureKeys.map((key) => [key, stored.get(key) ?? seedFigures[key]])) as CompanyFigures;
}
