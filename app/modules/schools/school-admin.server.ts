import { asc, desc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { caseStudies, credentials, partnerSchools, programs, results, schoolPricing } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { updateIfUnchanged } from "#app/modules/content/shared/versioned-rows.server.ts";

/*
 * The back office's reads and writes of the For Schools content. Every edit names the version it was opened at,
 * so a second editor never silently overwrites the first (updateIfUnchanged).
 */

type Edit<Fields> = Fields & { id: number; version: number };

async function removeRow(table: PgTable & { id: PgColumn }, id: number): Promise<boolean> {
  const plain: PgTable = table;
  const deleted = await db().delete(plain).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}

/** The pricing model's text and version (the row the migration made; version 1 with no text if it is gone). */
export async function getSchoolPricingForAdmin() {
  const [row] = await db().select({ text: schoolPricing.text, version: schoolPricing.version }).from(schoolPricing);
  return row ?? { text: "", version: 1 };
}

export async function saveSchoolPricing({ text, version }: { text: string; version: number }) {
  await db().insert(schoolPricing).values({ id: 1, text: "" }).onConflictDoNothing();
  return updateIfUnchanged(schoolPricing, { id: 1, version }, { text });
}

type PartnerFields = { name: string; town: string; sinceYear: number; quote: string };

export const partnerSchoolRows = {
  list: () => db().select().from(partnerSchools).orderBy(asc(partnerSchools.sinceYear), asc(partnerSchools.id)),
  add: async (fields: PartnerFields) => void (await db().insert(partnerSchools).values(fields)),
  update: ({ id, version, ...fields }: Edit<PartnerFields>) =>
    updateIfUnchanged(partnerSchools, { id, version }, fields),
  remove: (id: number) => removeRow(partnerSchools, id),
};

type CaseStudyFields = { school: string; course: string; work: string; result: string; link: string };

export const caseStudyRows = {
  list: () => db().select().from(caseStudies).orderBy(asc(caseStudies.createdAt), asc(caseStudies.id)),
  add: async (fields: CaseStudyFields) => void (await db().insert(caseStudies).values(fields)),
  update: ({ id, version, ...fields }: Edit<CaseStudyFields>) =>
    updateIfUnchanged(caseStudies, { id, version }, fields),
  remove: (id: number) => removeRow(caseStudies, id),
};

type CredentialFields = {
  title: string;
  kind: "certification" | "alignment";
  issuer: string;
  number: string;
  validUntil: string | null;
  evidenceUrl: string;
  mapping: string;
};

export const credentialRows = {
  list: () => db().select().from(credentials).orderBy(asc(credentials.sortOrder), asc(credentials.id)),
  add: async (fields: CredentialFields) => void (await db().insert(credentials).values(fields)),
  update: ({ id, version, ...fields }: Edit<CredentialFields>) =>
    updateIfUnchanged(credentials, { id, version }, fields),
  remove: (id: number) => removeRow(credentials, id),
};

type ResultFields = {
  title: string;
  programId: string;
  kind: "competition" | "levels";
  achievedOn: string;
  description: string;
  figure: string;
};

export const resultRows = {
  list: () => db().select().from(results).orderBy(desc(results.achievedOn), desc(results.id)),
  add: async (fields: ResultFields) => void (await db().insert(results).values(fields)),
  update: ({ id, version, ...fields }: Edit<ResultFields>) => updateIfUnchanged(results, { id, version }, fields),
  remove: (id: number) => removeRow(results, id),
};

/** Every course, published or not, for a result's course to be chosen from. */
export async function listCourseOptions() {
  const rows = await db()
    .select({ value: programs.id, label: programs.title })
    .from(programs)
    .orderBy(asc(programs.sortOrder), asc(programs.title));
  return rows;
}
