/**
 * Prepares the database for `npm start`, which runs this as a short-lived process of its own before serving:
 * migrations, the built-in content on a new database, and the first admin (from ADMIN_EMAIL and ADMIN_PASSWORD, or,
 * on the embedded services, a local one printed once). Nothing here grows with the data: expired rows are pruned
 * and board names reviewed by background jobs, so a start is ready in seconds whatever the tables hold.
 */
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describeFailure } from "./service-error.ts";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.resolve(root, process.env.DATA_DIR ?? ".data");
const say = (message: string) => console.log(`[start] ${message}`);

async function prepareDatabase() {
  const { env } = await import("#app/server/env.server.ts");
  const config = env();
  const { runMigrations } = await import("#db/migrate.ts");
  await runMigrations(config.DATABASE_URL);
  say("database migrations applied");

  const { createDb } = await import("#app/server/db.server.ts");
  const { storage } = await import("#app/server/storage.server.ts");
  const { addBrainyFactsOnce, addBuiltInTranslations, seedIfEmpty } = await import("#db/seed/index.ts");
  const { countAdmins, ensureAdmin } = await import("#app/modules/accounts/admin-bootstrap.server.ts");
  const { db, pool } = createDb(config.DATABASE_URL, 2);
  try {
    await storage().ensureBucket();
    if (await seedIfEmpty(db, storage())) say("new database: built-in content added");
    else if (await addBrainyFactsOnce(db)) say("Brainy's fact cards and the FAQs' Hindi added");
    const translated = await addBuiltInTranslations(db);
    if (translated > 0) say(`the built-in Hindi and Marathi added to ${translated} texts`);
    if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
      const outcome = await ensureAdmin(db, { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD });
      say(`admin ${process.env.ADMIN_EMAIL} ${outcome}`);
    } else if (process.env.EMBEDDED_SERVICES === "1" && (await countAdmins(db)) === 0) {
      const email = "admin@skillsprouts.local";
      const password = randomBytes(9).toString("base64url");
      await ensureAdmin(db, { email, password });
      await writeFile(path.join(dataDir, "admin-credentials.txt"), `${email}\n${password}\n`, { mode: 0o600 });
      say(
        `created a local admin: ${email} / ${password} (also in ${path.relative(root, dataDir)}/admin-credentials.txt)`,
      );
    }
  } finally {
    await pool.end();
  }
}

try {
  await prepareDatabase();
  // Idle keep-alive connections to storage would otherwise keep this process waiting for their timeout.
  process.exit(0);
} catch (error) {
  for (const line of describeFailure(error)) console.error(`[start] ${line}`);
  process.exit(1);
}
