import { eq, sql } from "drizzle-orm";
import { programs, trialBookings, trialClassRequests, trialSessions } from "#db/schema.ts";
import { pathInLanguage, type Language } from "#app/modules/i18n/languages.ts";
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
  /** The language of the page the booking was made from (its lead's): its mails and their links say it. */
  language: Language;
  /** The booking's page and the page that changes or cancels it (signed for that), without a language prefix. */
  path: string;
  managePath: string;
  /** Those two pages in full, in the booking's language, for its mails. */
  manageLink: string;
  /** The calendar invite, one file whatever the language. */
  inviteLink: string;
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
      language: sql<Language>`coalesce(${trialClassRequests.language}, 'en')`,
    })
    .from(trialBookings)
    .innerJoin(trialSessions, eq(trialSessions.id, trialBookings.sessionId))
    .leftJoin(programs, eq(programs.id, trialSessions.courseId))
    .leftJoin(trialClassRequests, eq(trialClassRequests.id, trialBookings.leadId))
    .where(eq(trialBookings.id, id));
  if (!row) return null;
  return { ...row, token: bookingToken(row.bookingId), ...bookingLinks(row.bookingId, row.language) };
}

/**
 * A booking's pages, signed: its own page and the one that changes it, bare (for a page to put in its language) and
 * in full in the booking's language (for its mails), and its calendar invite (one file in every language).
 */
export function bookingLinks(bookingId: number, language: Language) {
  const site = env().SITE_URL;
  const path = `/trial-class/booking/${bookingToken(bookingId)}`;
  const managePath = `/trial-class/booking/${manageToken(bookingId)}/change`;
  return {
    path,
    managePath,
    link: `${site}${pathInLanguage(path, language)}`,
    manageLink: `${site}${pathInLanguage(managePath, language)}`,
    inviteLink: `${site}${path}/invite.ics`,
  };
}
