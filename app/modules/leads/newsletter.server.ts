import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { newsletterSubscribers } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";
import { enqueueInTransaction, type JobQueue, type QueueWorker } from "#app/server/jobs.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { sendMail } from "#app/server/mail.server.ts";
import { checkRateLimits } from "#app/server/rate-limit.server.ts";
import { newsletterConfirmationMail } from "./newsletter-mails.ts";

/*
 * The newsletter list, with the owner's say at both ends: an address joins only once its owner confirms it from
 * the link mailed to it (double opt-in), and every address can leave with one link (in the confirmation, and in
 * the export the office sends newsletters from). The form is limited per network and per address, so nobody can
 * use it to send a stranger mail after mail.
 */

/** Sign-ups from one network in an hour, and confirmation mails to one address in a day. */
export const NEWSLETTER_LIMITS = {
  perAddress: 5,
  perAddressWindowSeconds: 60 * 60,
  perEmail: 3,
  perEmailWindowSeconds: 24 * 60 * 60,
} as const;

export type Subscription = "confirmation-sent" | "already-subscribed" | "too-many";

export const newsletterMailQueue: JobQueue = {
  name: "newsletter-confirmation",
  retry: { limit: 10, delaySeconds: 30, maxDelaySeconds: 600 },
};
const NewsletterMailJob = z.object({ email: z.string().min(3).max(320) });

/**
 * Asks the owner of the address to confirm it. An address already confirmed gets nothing (and is told it is on
 * the list); one not yet confirmed gets a fresh link, within the limits.
 */
export async function subscribeToNewsletter(email: string, clientIp: string): Promise<Subscription> {
  const address = email.trim().toLowerCase();
  const limit = await checkRateLimits([
    {
      key: `newsletter:ip:${clientIp}`,
      limit: NEWSLETTER_LIMITS.perAddress,
      windowSeconds: NEWSLETTER_LIMITS.perAddressWindowSeconds,
    },
    {
      key: `newsletter:email:${address}`,
      limit: NEWSLETTER_LIMITS.perEmail,
      windowSeconds: NEWSLETTER_LIMITS.perEmailWindowSeconds,
    },
  ]);
  if (!limit.allowed) return "too-many";
  return db().transaction(async (tx) => {
    await tx.insert(newsletterSubscribers).values({ email: address }).onConflictDoNothing({
      target: newsletterSubscribers.email,
    });
    const [row] = await tx
      .select({ confirmedAt: newsletterSubscribers.confirmedAt })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, address));
    if (row?.confirmedAt) return "already-subscribed";
    await enqueueInTransaction(tx, newsletterMailQueue, { email: address });
    return "confirmation-sent";
  });
}

export async function sendNewsletterConfirmation(data: unknown): Promise<void> {
  const { email } = NewsletterMailJob.parse(data);
  const site = env().SITE_URL;
  const mail = newsletterConfirmationMail({
    confirm: `${site}/newsletter/confirm?token=${newsletterToken(email, "confirm")}`,
    unsubscribe: `${site}/newsletter/unsubscribe?token=${newsletterToken(email, "unsubscribe")}`,
  });
  await sendMail({ to: email, ...mail });
}

export const newsletterMailWorker: QueueWorker = { queue: newsletterMailQueue, run: sendNewsletterConfirmation };

export type NewsletterStep = "confirm" | "unsubscribe";

const signatureOf = (email: string, step: NewsletterStep) =>
  createHmac("sha256", env().SESSION_SECRET).update(`newsletter:${step}:${email}`).digest("base64url").slice(0, 32);

/**
 * A link's token: the address and a signature of it for this one step. It does not expire: an unsubscribe link
 * in an old newsletter must still work, and a confirmation only ever adds an address its owner asked to add.
 */
export function newsletterToken(email: string, step: NewsletterStep): string {
  const address = email.trim().toLowerCase();
  return `${Buffer.from(address).toString("base64url")}.${signatureOf(address, step)}`;
}

/** The address a token is for, if it was signed for this step; else null. */
export function addressOfToken(token: string, step: NewsletterStep): string | null {
  const [encoded = "", signature = ""] = token.split(".");
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  if (!email.includes("@") || email.length > 320) return null;
  const expected = Buffer.from(signatureOf(email, step));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}

/** Puts a confirmed address on the list; false when the address is not waiting (unsubscribed since, say). */
export async function confirmSubscription(email: string): Promise<boolean> {
  const rows = await db()
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
    .where(eq(newsletterSubscribers.email, email))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** Takes the address off the list for good (its row goes: nothing of it is kept). */
export async function unsubscribe(email: string): Promise<void> {
  const removed = await db()
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .returning({ id: newsletterSubscribers.id });
  logger.info({ removed: removed.length }, "newsletter: an address unsubscribed");
}

/** Only confirmed addresses count as subscribers (the export, the inbox). */
export const confirmedSubscribers = isNotNull(newsletterSubscribers.confirmedAt);
