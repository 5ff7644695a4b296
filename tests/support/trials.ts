import { randomUUID } from "node:crypto";
import { trialSessions } from "#db/schema.ts";
import { bookTrialClass } from "#app/modules/trials/booking.server.ts";
import { manageToken } from "#app/modules/trials/booking-token.server.ts";
import type { TrialBookingInput } from "#app/modules/trials/booking.ts";
import type { TrialCourse } from "#app/modules/trials/sessions.server.ts";
import { db } from "#app/server/db.server.ts";

/** The seed's Abacus course, as booking reads it: ages 5 to 14. */
export const abacus: TrialCourse = { id: "abacus", title: "Abacus", minAge: 5, maxAge: 14 };

const HOUR = 3600_000;

/** A scheduled online Abacus class of 5 seats, three days from now unless `startsAt` says otherwise. */
export async function aTrialSession(fields: Partial<typeof trialSessions.$inferInsert> = {}) {
  const [row] = await db()
    .insert(trialSessions)
    .values({
      courseId: "abacus",
      startsAt: new Date(Date.now() + 3 * 24 * HOUR),
      minutes: 45,
      mode: "online",
      capacity: 5,
      ...fields,
    })
    .returning();
  if (!row) throw new Error("no session");
  return row;
}

let family = 0;

/** A parent's booking form for a 7-year-old, from a family of its own (its own phone and e-mail address). */
export function aTrialBooking(sessionId: number, fields: Partial<TrialBookingInput> = {}): TrialBookingInput {
  family += 1;
  return {
    childName: "Kabir",
    childAge: 7,
    courseName: "Abacus",
    parentName: "Neha Kulkarni",
    phone: `98200${String(10000 + family).padStart(5, "0")}`,
    email: `family${family}@example.com`,
    guardianConsent: "on",
    sessionId,
    submissionId: randomUUID(),
    ...fields,
  };
}

/** A seat booked in the session as a parent books one (with its lead), with its view and change links' tokens. */
export async function bookedSeat(sessionId: number, fields: Partial<TrialBookingInput> = {}, now?: Date) {
  const outcome = await bookTrialClass(aTrialBooking(sessionId, fields), abacus, undefined, now);
  if (!outcome.booked) throw new Error(`not booked: ${outcome.reason}`);
  return { id: outcome.bookingId, view: outcome.token, manage: manageToken(outcome.bookingId) };
}
