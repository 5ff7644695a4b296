import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

const migrationsFolder = path.join(import.meta.dirname, "migrations");

/** Applies the committed SQL migrations; safe to run on every start and from several instances. */
export async function runMigrations(databaseUrl: string, folder = migrationsFolder): Promise<void> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    // An advisory lock keeps two instances starting together from migrating at once.
    await client`select pg_advisory_lock(727274)`;
    await migrate(drizzle(client), { migrationsFolder: folder });
    await client`select pg_advisory_unlock(727274)`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
