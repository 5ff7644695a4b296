import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

/** A file sent with a mail (a calendar invite), as text. */
export type MailAttachment = { filename: string; content: string; contentType: string };

export type Mail = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

let transport: Transporter | undefined;

/**
 * Sends over SMTP when SMTP_URL is set. Without it the mail goes to a local outbox
 * (a file per message plus a log line) so a developer can read and follow its links.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR } = env();
  if (SMTP_URL) {
    // Bounded waits: a mail server that stops answering fails the job (to be retried) long before the job's own
    // expiry, rather than holding it for nodemailer's default ten minutes.
    transport ??= nodemailer.createTransport({
      url: SMTP_URL,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    await transport.sendMail({ from: MAIL_FROM, ...mail });
    logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
    return;
  }
  await mkdir(MAIL_OUTBOX_DIR, { recursive: true });
  const file = path.join(MAIL_OUTBOX_DIR, outboxFileName(mail.to, new Date(), randomBytes(4).toString("hex")));
  await writeFile(
    file,
    `From: ${MAIL_FROM}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n\n--- HTML ---\n${mail.html}\n` +
      (mail.attachments ?? [])
        .map((file) => `\n--- Attachment: ${file.filename} (${file.contentType}) ---\n${file.content}\n`)
        .join(""),
    // Never over another mail: the name is unique, and a clash would fail (to be retried) rather than overwrite.
    { flag: "wx" },
  );
  logger.info({ to: mail.to, subject: mail.subject, file }, "mail written to the local outbox (SMTP_URL is not set)");
}

/**
 * An outbox file's name: the time (so a listing sorts in order), a random part (two mails to one address in the
 * same millisecond are two files) and the recipients, kept to characters every file system takes.
 */
export function outboxFileName(to: string, at: Date, unique: string): string {
  const time = at.toISOString().replace(/[:.]/g, "-");
  return `${time}-${unique}-${to.replace(/[^\w@.+,-]/g, "_")}.eml.txt`;
}
