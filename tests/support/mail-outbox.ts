import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import { env } from "#app/server/env.server.ts";

/**
 * Sends each test's mail to a fresh local outbox of its own (no SMTP), and puts the settings back after it:
 * `mails()` reads what was written, oldest first; `empty()` starts the outbox again within a test.
 */
export function useLocalOutbox(name: string) {
  let outbox = "";
  let saved: { SMTP_URL: string | undefined; MAIL_OUTBOX_DIR: string } | undefined;
  const fresh = async () => {
    outbox = await mkdtemp(path.join(tmpdir(), `${name}-outbox-`));
    env().MAIL_OUTBOX_DIR = outbox;
  };
  beforeEach(async () => {
    const settings = env();
    saved = { SMTP_URL: settings.SMTP_URL, MAIL_OUTBOX_DIR: settings.MAIL_OUTBOX_DIR };
    settings.SMTP_URL = undefined;
    await fresh();
  });
  afterEach(async () => {
    if (saved) Object.assign(env(), saved);
    await rm(outbox, { recursive: true, force: true });
  });
  return {
    async mails(): Promise<string[]> {
      const files = (await readdir(outbox)).sort();
      return Promise.all(files.map((file) => readFile(path.join(outbox, file), "utf8")));
    },
    async empty(): Promise<void> {
      await rm(outbox, { recursive: true, force: true });
      await fresh();
    },
  };
}
