/**
 * Creates an admin account, or promotes an existing account to admin and sets its password.
 *   npm run admin:create -- --email you@example.com [--name "Your Name"]
 * The password is read from ADMIN_PASSWORD, or generated and printed once.
 * Uses DATABASE_URL, or the embedded database in .data when it is unset.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { describeFailure } from "./service-error.ts";
import { freePort, startEmbeddedPostgres, type RunningService } from "./services.ts";

const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });
if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--name "Your Name"]');
  process.exit(2);
}

let embedded: RunningService | undefined;
try {
  if (!process.env.DATABASE_URL) {
    const dataDir = path.resolve(import.meta.dirname, "..", process.env.DATA_DIR ?? ".data");
    embedded = await startEmbeddedPostgres({
      dir: path.join(dataDir, "postgres"),
      port: await freePort(),
      quiet: true,
      // With `npm start` running on the same data, use its database rather than refusing.
      shareRunning: true,
    });
    process.env.DATABASE_URL = embedded.url;
  }
  const { runMigrations } = await import("#db/migrate.ts");
  await runMigrations(process.env.DATABASE_URL);
  const { createDb } = await import("#app/server/db.server.ts");
  const { ensureAdmin } = await import("#app/modules/accounts/admin-bootstrap.server.ts");
  const password = process.env.ADMIN_PASSWORD ?? randomBytes(9).toString("base64url");
  const { db, pool } = createDb(process.env.DATABASE_URL, 1);
  const outcome = await ensureAdmin(db, { email: values.email, password, fullName: values.name });
  await pool.end();
  console.log(`Admin ${values.email} ${outcome}.`);
  if (!process.env.ADMIN_PASSWORD) console.log(`Password: ${password}  (shown once; change it in Admin Settings)`);
} catch (error) {
  for (const line of describeFailure(error)) console.error(line);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
