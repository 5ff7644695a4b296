/** Applies the committed migrations to DATABASE_URL (Fly's release command). */
import { runMigrations } from "../db/migrate.ts";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set.");
  process.exit(2);
}
await runMigrations(url);
console.log("Migrations applied.");
