import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

/**
 * The last good copy of each public page, and of each content read the pages make, on disk (LAST_GOOD_DIR,
 * which `npm start` sets inside its data folder), for when the database cannot be reached. Every worker process
 * of the instance, and one started after the outage began, can then answer with what any of them had: a page
 * any of them rendered, and the logo, settings and course list a form needs to be drawn again with what a
 * visitor typed. Only a site's own paths are kept (no query strings), so the folder holds one file per real page.
 */

type Kind = "page" | "read";

const fileOf = (dir: string, kind: Kind, key: string) =>
  path.join(dir, `${createHash("sha256").update(`${kind}\n${key}`).digest("hex").slice(0, 40)}.${kind}`);

const keepable = (key: string) => !key.includes("?") && key.length <= 512;

type Stored = { key: string; value: unknown };

/** Writes the copy beside the others, replacing the one before at once (a reader never sees half of one). */
export async function keepLastGood(kind: Kind, key: string, value: unknown): Promise<void> {
  const dir = env().LAST_GOOD_DIR;
  if (!dir || !keepable(key)) return;
  const file = fileOf(dir, kind, key);
  const partial = `${file}.${randomBytes(4).toString("hex")}.partial`;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(partial, serialize({ key, value } satisfies Stored));
    await rename(partial, file);
  } catch (error) {
    logger.warn({ err: error, kind, key }, "a last good copy could not be written");
  }
}

/** The copy kept under this key by any worker, if there is one. */
export async function readLastGood<T>(kind: Kind, key: string): Promise<T | undefined> {
  const dir = env().LAST_GOOD_DIR;
  if (!dir || !keepable(key)) return undefined;
  try {
    const stored = deserialize(await readFile(fileOf(dir, kind, key))) as Stored;
    return stored.key === key ? (stored.value as T) : undefined;
  } catch {
    return undefined;
  }
}
