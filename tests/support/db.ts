import { sql } from "drizzle-orm";
import { db } from "#app/server/db.server.ts";

/** Empties every application table (the migrations live in another schema), for a test that needs a blank slate. */
export async function truncateAll(): Promise<void> {
  const rows = (
    await db().execute<{ tablename: string }>(
      // content_version is kept: it only ever rises, as the page cache expects.
      sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'content_version'`,
    )
  ).rows;
  const names = rows.map((row) => `"${row.tablename}"`).join(", ");
  if (names) await db().execute(sql.raw(`truncate ${names} restart identity cascade`));
}
