import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

const migrationsFolder = path.join(import.meta.dirname, "migrations");

/** Applies the committed SQL migrations; safe to run on every start and from several instances. */
export async function runMigrations(databaseUrl: string, folder = migrationsFolder): Promise<void> {
  // One connection, so the advisory lock and the migrations share a session.
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    // An advisory lock keeps two instances starting together from migrating at once.
    await client.query("select pg_advisory_lock(727274)");
    await migrate(drizzle(client), { migrationsFolder: folder });
    await client.query("select pg_advisory_unlock(727274)");
  } finally {
    await client.end();
  }
}
