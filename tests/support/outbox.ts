import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/**
 * The link to `page` from the newest mail to this address that has one, in the e2e server's local outbox, waiting
 * for the mail to be written. `token` is the pattern of the link's token, and `before` what comes between the page and
 * the token (its query, or "/" for a token in the path).
 */
export async function linkFor(email: string, page: string, token = "[\\w-]+", before = "\\?token="): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  const pattern = new RegExp(`http://localhost:\\d+${page}${before}${token}`);
  let link = "";
  await expect
    .poll(async () => {
      const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith(`${email}.eml.txt`)).sort();
      const links = await Promise.all(
        files.map(async (file) => pattern.exec(await readFile(path.join(outbox, file), "utf8"))?.[0] ?? ""),
      );
      link = links.filter(Boolean).at(-1) ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

/** The subjects of every mail to this address in the e2e server's local outbox so far, oldest first. */
export async function subjectsTo(email: string): Promise<string[]> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith(`${email}.eml.txt`)).sort();
  const texts = await Promise.all(files.map((file) => readFile(path.join(outbox, file), "utf8")));
  return texts.map((text) => /^Subject: (.*)$/m.exec(text)?.[1] ?? "");
}
