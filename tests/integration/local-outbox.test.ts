/** Without SMTP, mails go to files in the local outbox: every mail is its own file, however close in time. */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { env } from "#app/server/env.server.ts";
import { sendMail } from "#app/server/mail.server.ts";

let outbox: string;
let saved: { SMTP_URL: string | undefined; MAIL_OUTBOX_DIR: string };

beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "outbox-"));
  const settings = env();
  saved = { SMTP_URL: settings.SMTP_URL, MAIL_OUTBOX_DIR: settings.MAIL_OUTBOX_DIR };
  Object.assign(settings, { SMTP_URL: undefined, MAIL_OUTBOX_DIR: outbox });
});

afterEach(async () => {
  vi.useRealTimers();
  Object.assign(env(), saved);
  await rm(outbox, { recursive: true, force: true });
});

it("keeps two mails to one address sent in the same millisecond as two files", async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T09:30:00.123Z") });
  const mail = (subject: string) => ({ to: "asha@example.com", subject, text: subject, html: `<p>${subject}</p>` });
  await Promise.all([sendMail(mail("Your sign-in link")), sendMail(mail("Reset your password"))]);

  const files = (await readdir(outbox)).sort();
  expect(files).toHaveLength(2);
  for (const file of files) expect(file).toMatch(/^2026-11-28T09-30-00-123Z-[0-9a-f]{8}-asha@example\.com\.eml\.txt$/);
  const subjects = await Promise.all(
    files.map(async (file) => /Subject: (.*)/.exec(await readFile(path.join(outbox, file), "utf8"))?.[1]),
  );
  expect(subjects.sort()).toEqual(["Reset your password", "Your sign-in link"]);
});
