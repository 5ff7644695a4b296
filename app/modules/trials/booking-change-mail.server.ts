import { z } from "zod";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { env } from "#app/server/env.server.ts";
import { enqueueInTransaction, type JobQueue, type QueueWorker, type Transaction } from "#app/server/jobs.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { sendMail } from "#app/server/mail.server.ts";
import { trialCancelledMail, trialMovedMail } from "./booking-change-mail.ts";
import { findBookingById } from "./booking-read.server.ts";
import { pathInLanguage } from "#app/modules/i18n/languages.ts";
import { trialInviteFile, trialInviteGoogleLink } from "./invite.server.ts";

/*
 * The parent's mail after a booking changed (moved or cancelled from its link, or its class moved or cancelled by
 * the office) goes through a queue, enqueued in the change's own
 * transaction: the change and its mail are kept together or not at all, and a mail server that is away delays
 * the mail (retried) without refusing the change.
 */

export const bookingChangeMailQueue: JobQueue = {
  name: "trial-change-mail",
  retry: { limit: 10, delaySeconds: 30, maxDelaySeconds: 600 },
};

const BookingChangeMailJob = z.object({
  bookingId: z.number().int(),
  change: z.enum(["moved", "cancelled", "class-cancelled", "class-moved"]),
});
export type BookingChangeMailJob = z.infer<typeof BookingChangeMailJob>;

export async function queueBookingChangeMail(tx: Transaction, job: BookingChangeMailJob): Promise<void> {
  await enqueueInTransaction(tx, bookingChangeMailQueue, job);
}

/**
 * Sends the mail a change asked for, as the booking stands when it runs: a move tells the class the booking is in
 * now, with its invite; a booking cancelled since a move gets no "moved" mail (its own "cancelled" one follows).
 */
export async function sendBookingChangeMail(data: unknown): Promise<void> {
  const job = BookingChangeMailJob.parse(data);
  const booking = await findBookingById(job.bookingId);
  if (!booking) {
    logger.info({ booking: job.bookingId }, "trial change mail not sent: the booking is gone");
    return;
  }
  const company = await getCompanyDetails();
  if (job.change === "cancelled" || job.change === "class-cancelled") {
    const by = job.change === "cancelled" ? "parent" : "office";
    const bookAgain = `${env().SITE_URL}${pathInLanguage("/trial-class", booking.language)}`;
    await sendMail({ to: booking.email, ...trialCancelledMail(booking, bookAgain, company, by, booking.language) });
    return;
  }
  if (booking.status !== "booked") return;
  const mail = trialMovedMail(
    booking,
    { page: booking.link, google: trialInviteGoogleLink(booking), manage: booking.manageLink },
    company,
    job.change === "moved" ? "parent" : "office",
    booking.language,
  );
  await sendMail({
    to: booking.email,
    ...mail,
    attachments: [
      {
        filename: "trial-class.ics",
        content: await trialInviteFile(booking),
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
  });
}

export const bookingChangeMailWorker: QueueWorker = { queue: bookingChangeMailQueue, run: sendBookingChangeMail };
