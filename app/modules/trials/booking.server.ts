import { eq, sql } from "drizzle-orm";
import { trialBookings, trialClassRequests } from "#db/schema.ts";
import { contactKeys } from "#app/modules/leads/contact-keys.ts";
import { leadArrived } from "#app/modules/leads/arrival.server.ts";
import { noOrigin, type LeadOrigin } from "#app/modules/leads/lead-source.ts";
import { db } from "#app/server/db.server.ts";
import { OPEN_BOOKINGS_PER_FAMILY, type TrialBookingInput } from "./booking.ts";
import { bookingToken } from "./booking-token.server.ts";
import { takeSeat, type TrialCourse } from "./sessions.server.ts";
import { sessionLine } from "./trial-times.ts";

/** What became of a booking: a seat (its token), or why not. */
export type BookingOutcome =
  { booked: true; bookingId: number; token: string } | { booked: false; reason: "full" | "family-limit" };

/**
 * Books a seat for the child, in one transaction, with the trial class request it comes with (the lead staff see,
 * already marked as booked, with its alert and the parent's confirmation queued):
 * - one family (the same phone or e-mail address) holds at most two open bookings: a lock per family key orders
 *   one family's bookings, so two sent at once are counted one after the other;
 * - a seat is taken by one conditional update (`booked < capacity`), so however many arrive at once, no more are
 *   booked than the class has seats; a refused one writes nothing;
 * - the same form sent twice (its submission id) is the one booking.
 */
export async function bookTrialClass(
  { guardianConsent: _consent, sessionId, submissionId, ...child }: TrialBookingInput,
  course: TrialCourse,
  source: LeadOrigin = noOrigin,
  now = new Date(),
): Promise<BookingOutcome> {
  const keys = contactKeys(child);
  return db().transaction(async (tx) => {
    const familyKeys = [keys.phoneE164, keys.emailKey].filter((key): key is string => Boolean(key)).sort();
    for (const key of familyKeys) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`trial-family:${key}`}, 0))`);
    }
    const [again] = await tx
      .select({ id: trialBookings.id })
      .from(trialBookings)
      .where(eq(trialBookings.submissionId, submissionId));
    if (again) return { booked: true, bookingId: again.id, token: bookingToken(again.id) };

    const {
      rows: [open],
    } = await tx.execute<{ count: number }>(sql`
      select count(*)::int as count
      from trial_bookings booking join trial_sessions session on session.id = booking.session_id
      where booking.status = 'booked' and session.status = 'scheduled' and session.starts_at > ${now.toISOString()}::timestamptz
        and (booking.phone_e164 = ${keys.phoneE164} or booking.email_key = ${keys.emailKey})`);
    if ((open?.count ?? 0) >= OPEN_BOOKINGS_PER_FAMILY) return { booked: false, reason: "family-limit" };

    const session = await takeSeat(tx, { sessionId, course, childAge: child.childAge, now });
    if (!session) return { booked: false, reason: "full" };

    const [lead] = await tx
      .insert(trialClassRequests)
      .values({
        ...child,
        preferredSlot: `Booked: ${sessionLine(session)}`,
        submissionId,
        status: "demo_booked",
        ...keys,
        ...source,
      })
      .onConflictDoNothing({ target: trialClassRequests.submissionId })
      .returning({ id: trialClassRequests.id });
    const [booking] = await tx
      .insert(trialBookings)
      .values({ ...child, sessionId: session.id, submissionId, leadId: lead?.id ?? null, ...keys })
      .returning({ id: trialBookings.id });
    if (!booking) throw new Error("the booking was not stored");
    // After the booking, so the parent's confirmation (sent by the lead's job) finds it and sends the invite.
    if (lead) await leadArrived(tx, "trials", lead.id);
    return { booked: true, bookingId: booking.id, token: bookingToken(booking.id) };
  });
}
