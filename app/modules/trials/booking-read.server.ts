import { eq, sql } from "drizzle-orm";
import { programs, trialBookings, trialSessions } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";
import { bookingIdOf, bookingToken, manageToken } from "./booking-token.server.ts";
import type { TrialInvite } from "./invite.server.ts";

/** A booking as its confirmation page, mail and invite show it. */
export type BookingDetails = TrialInvite & {
  token: string;
  parentName: string;
  email: string;
  status: string;
  sessionId: number;
  courseId: string;
  childAge: number;
  leadId: number | null;
  /** The page that changes or cancels the booking, signed for that. */
  manageLink: string;
};

/** The booking a token names, with its class; null for a token the site did not make or a booking gone. */
export async function findBooking(token: string): Promise<BookingDetails | null> {
  const id = bookingIdOf(token);
  return id === null ? null : findBookingById(id);
}

export async function findBookingById(id: number): Promise<BookingDetails | null> {
  const [row] = await db()
    .select({
      bookingId: trialBookings.id,
      childName: trialBookings.childName,
      parentName: trialBookings.parentName,
      email: trialBookings.email,
      status: trialBookings.status,
      sessionId: trialBookings.sessionId,
      courseId: trialSessions.courseId,
      childAge: trialBookings.childAge,
      leadId: trialBookings.leadId,
      startsAt: trialSessions.startsAt,
      minutes: trialSessions.minutes,
      mode: trialSessions.mode,
      address: trialSessions.address,
      courseTitle: sql<string>`coalesce(${programs.title}, ${trialSessions.courseId})`,
    })
    .from(trialBookings)
    .innerJoin(trialSessions, eq(trialSessions.id, trialBookings.sessionId))
    .leftJoin(programs, eq(programs.id, trialSessions.courseId))
    .where(eq(trialBookings.id, id));
  if (!row) return null;
  const token = bookingToken(row.bookingId);
  const site = env().SITE_URL;
  return {
    ...row,
    token,
    link: `${site}/trial-class/booking/${token}`,
    manageLink: `${site}/trial-class/booking/${manageToken(row.bookingId)}/change`,
  };
}
