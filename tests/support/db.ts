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

/**
 * Forgets the queued jobs of these queues. Lead and booking ids start again at 1 after `truncateAll`, so a job an
 * earlier file left for "trial lead 1" would otherwise count as this file's. pg-boss makes its tables with the
 * first job any test queues, so there may be none yet.
 */
export async function forgetQueuedJobs(...queues: string[]): Promise<void> {
  const [tables] = (await db().execute<{ job: string | null }>(sql`select to_regclass('pgboss.job')::text as job`))
    .rows;
  if (!tables?.job) return;
  await db().execute(
    sql`delete from pgboss.job where name in (${sql.join(
      queues.map((queue) => sql`${queue}`),
      sql`, `,
    )})`,
  );
}
