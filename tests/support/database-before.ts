import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { runMigrations } from "#db/migrate.ts";
import { connect } from "../../scripts/pg-sql.ts";

/**
 * A throw-away database with every migration before the one whose tag starts with `tagStart` ("0040_"): an
 * install in use as it was before that migration, for a test to fill in before `migrateRest()` applies the rest,
 * as a deploy would. `drop()` removes it.
 */
export async function databaseBefore(tagStart: string) {
  const url = new URL(process.env.DATABASE_URL ?? "");
  const name = `upgrade_${tagStart.replace(/\W/g, "")}_${Date.now()}`;
  const admin = connect(url.toString());
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const folder = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
  const client = connect(target.toString());
  const drop = async () => {
    await client.end();
    await admin.unsafe(`drop database ${name}`);
    await admin.end();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const source = path.resolve("db/migrations");
    await cp(source, folder, { recursive: true });
    const journal = JSON.parse(await readFile(path.join(source, "meta/_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    const upTo = journal.entries.findIndex((entry) => entry.tag.startsWith(tagStart));
    expect(upTo, `a migration ${tagStart}`).toBeGreaterThan(0);
    await writeFile(
      path.join(folder, "meta/_journal.json"),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
    );
    await runMigrations(target.toString(), folder);
  } catch (error) {
    await drop();
    throw error;
  }
  return { client, migrateRest: () => runMigrations(target.toString()), drop };
}
