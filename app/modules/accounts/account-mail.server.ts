import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";
import { enqueueInTransaction, type JobQueue, type QueueWorker } from "#app/server/jobs.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { hitRateLimit } from "#app/server/rate-limit.server.ts";
import { sendMail } from "#app/server/mail.server.ts";
import { issueAccountLink } from "./account-links.server.ts";
import { alreadyRegisteredMail, passwordResetMail, signInLinkMail, verifyEmailMail } from "./account-mails.ts";
import { normalizeEmail } from "./email.ts";

/*
 * Mail to an account's owner goes through a queue, never from inside the request: the request does the same
 * thing (one queued job) whether or not the address has an account, so neither its answer nor its timing tells.
 * The worker looks the address up, makes the one-time link and sends; for an address with no account (or a
 * deactivated one) it sends nothing.
 */

export const accountMailQueue: JobQueue = {
  name: "account-mail",
  retry: { limit: 10, delaySeconds: 30, maxDelaySeconds: 600 },
};

const AccountMailJob = z.object({
  kind: z.enum(["password-reset", "sign-in", "verify-email", "already-registered"]),
  email: z.string().max(320),
});
export type AccountMailJob = z.infer<typeof AccountMailJob>;

/**
 * Mails one inbox may get from the account pages in an hour, whoever asks and from wherever (the pages' own limits
 * are per visitor's address): enough for a reset, a sign-in link and a confirmation, and a retry of each; past it,
 * a stranger cannot fill the inbox.
 */
export const ACCOUNT_MAILS_PER_INBOX = { limit: 6, windowSeconds: 60 * 60 } as const;

export async function queueAccountMail(job: AccountMailJob): Promise<void> {
  await db().transaction((tx) =>
    enqueueInTransaction(tx, accountMailQueue, { ...job, email: normalizeEmail(job.email) }),
  );
}

export async function sendAccountMail(data: unknown): Promise<void> {
  const job = AccountMailJob.parse(data);
  const [user] = await db()
    .select({ id: users.id, email: users.email, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.email, job.email));
  if (!user || user.deactivatedAt) {
    logger.info({ kind: job.kind }, "account mail not sent: no active account has that address");
    return;
  }
  const recipient = await hitRateLimit(
    `account-mail:${user.id}`,
    ACCOUNT_MAILS_PER_INBOX.limit,
    ACCOUNT_MAILS_PER_INBOX.windowSeconds,
  );
  if (!recipient.allowed) {
    logger.warn({ kind: job.kind, userId: user.id }, "account mail not sent: this inbox had its mails for the hour");
    return;
  }
  const site = env().SITE_URL;
  const mail =
    job.kind === "password-reset"
      ? passwordResetMail(await issueAccountLink(user.id, "password-reset"))
      : job.kind === "sign-in"
        ? signInLinkMail(await issueAccountLink(user.id, "sign-in"))
        : job.kind === "verify-email"
          ? verifyEmailMail(await issueAccountLink(user.id, "verify-email"))
          : alreadyRegisteredMail({ login: `${site}/login`, reset: `${site}/forgot-password` });
  await sendMail({ to: user.email, ...mail });
}

export const accountMailWorker: QueueWorker = { queue: accountMailQueue, run: sendAccountMail };
