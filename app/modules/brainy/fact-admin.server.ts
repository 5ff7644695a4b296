import { asc, eq, sql } from "drizzle-orm";
import { brainyFacts, programs } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { updateIfUnchanged } from "#app/modules/content/shared/versioned-rows.server.ts";
import type { BrainyFactInput } from "./fact-admin.ts";
import { unknownPlaceholders } from "./fact-placeholders.ts";

export async function listBrainyFactsForAdmin() {
  return db()
    .select({
      id: brainyFacts.id,
      title: brainyFacts.title,
      body: brainyFacts.body,
      titleHi: brainyFacts.titleHi,
      bodyHi: brainyFacts.bodyHi,
      titleMr: brainyFacts.titleMr,
      bodyMr: brainyFacts.bodyMr,
      keywords: brainyFacts.keywords,
      url: brainyFacts.url,
      linkLabel: brainyFacts.linkLabel,
      linkLabelHi: brainyFacts.linkLabelHi,
      linkLabelMr: brainyFacts.linkLabelMr,
      version: brainyFacts.version,
    })
    .from(brainyFacts)
    .orderBy(asc(brainyFacts.sortOrder), asc(brainyFacts.id));
}

/** The placeholders of a card's texts that Brainy could not fill, so the card is refused with them named. */
export async function placeholdersNotKnown(
  fact: Pick<BrainyFactInput, "body" | "bodyHi" | "bodyMr">,
): Promise<string[]> {
  const ids = (await db().select({ id: programs.id }).from(programs)).map((row) => row.id);
  return unknownPlaceholders(`${fact.body} ${fact.bodyHi} ${fact.bodyMr}`, ids);
}

/** A new card goes last. */
export async function addBrainyFact(input: BrainyFactInput) {
  await db()
    .insert(brainyFacts)
    .values({ ...input, sortOrder: sql`(select coalesce(max(${brainyFacts.sortOrder}), -1) + 1 from ${brainyFacts})` });
}

/** Saves an edit only if nobody else saved this card since it was opened (same version). */
export async function updateBrainyFact({ id, version, ...texts }: BrainyFactInput & { id: number; version: number }) {
  return updateIfUnchanged(brainyFacts, { id, version }, texts);
}

export async function deleteBrainyFact(id: number): Promise<boolean> {
  const deleted = await db().delete(brainyFacts).where(eq(brainyFacts.id, id)).returning({ id: brainyFacts.id });
  return deleted.length > 0;
}

/** The fact cards as the back office's page changes them. */
export const factRows = { add: addBrainyFact, update: updateBrainyFact, remove: deleteBrainyFact };
