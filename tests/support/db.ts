import { sql } from "drizzle-orm";
import { db } from "#app/server/db.server.ts";

/** Empties every application table (keeps the migrations table), for a test that needs a blank slate. */
export async function truncateAll(): Promise<void> {
  const rows = await db().execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const names = rows.map((row) => `"${row.tablename}"`).join(", ");
  if (names) await db().execute(sql.raw(`truncate ${names} restart identity cascade`));
}
