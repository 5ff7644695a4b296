import { eq } from "drizzle-orm";
import { trialBookings } from "#db/schema.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { db } from "#app/server/db.server.ts";
import type { Mail } from "#app/server/mail.server.ts";
import { trialBookingMail } from "./booking-mail.ts";
import { findBookingById } from "./booking-read.server.ts";
import { trialInviteFile, trialInviteGoogleLink } from "./invite.server.ts";

/**
 * The confirmation of a trial class request that booked a seat (its lead), with the calendar invite attached;
 * null for a request that booked none, which gets the usual confirmation.
 */
export async function trialBookingConfirmation(leadId: number): Promise<Omit<Mail, "to"> | null> {
  const [row] = await db().select({ id: trialBookings.id }).from(trialBookings).where(eq(trialBookings.leadId, leadId));
  const booking = row ? await findBookingById(row.id) : null;
  if (!booking) return null;
  const mail = trialBookingMail(
    booking,
    {
      page: booking.link,
      invite: booking.inviteLink,
      google: trialInviteGoogleLink(booking),
      manage: booking.manageLink,
    },
    await getCompanyDetails(),
    booking.language,
  );
  const file = await trialInviteFile(booking);
  return {
    ...mail,
    attachments: [
      { filename: "trial-class.ics", content: file, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
    ],
  };
}
