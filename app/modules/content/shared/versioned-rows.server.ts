import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { db } from "#app/server/db.server.ts";

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * Saves an edit only if nobody else saved the row since it was opened (same version); otherwise says whether
 * another edit landed first or the row is gone, so a second editor never silently overwrites the first.
 */
export async function updateIfUnchanged<Table extends VersionedTable>(
  table: Table,
  { id, version }: { id: number; version: number },
  values: PgUpdateSetSource<Table>,
): Promise<"updated" | "conflict" | "missing"> {
  const updated = await db()
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` })
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning({ id: table.id });
  if (updated.length > 0) return "updated";
  // Widened to any table: Drizzle cannot tell a generic table apart from a subquery here.
  const plain: PgTable = table;
  const [exists] = await db().select({ id: table.id }).from(plain).where(eq(table.id, id));
  return exists ? "conflict" : "missing";
}
