import { and, asc, eq, gte, or, sql } from "drizzle-orm";
import { programs, trialSessions, trialWaitlist } from "#db/schema.ts";
import { contactKeys } from "#app/modules/leads/contact-keys.ts";
import { noOrigin } from "#app/modules/leads/lead-source.ts";
import { defaultLanguage, pathInLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { db } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";
import type { QueueWorker } from "#app/server/jobs.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { sendMail } from "#app/server/mail.server.ts";
import type { OpenTrialClass, TrialBookingInput } from "./booking.ts";
import { trialSeatFreeMail } from "./booking-change-mail.ts";
import { bookTrialClass } from "./booking.server.ts";
import { waitlistIdOf, waitlistToken } from "./booking-token.server.ts";
import { seatOfferQueue, SeatOfferJob } from "./seat-offer-queue.server.ts";
import { bookableAfter, classColumns, classFor, trialCourseById, type TrialCourse } from "./sessions.server.ts";
import { sessionLine } from "./trial-times.ts";

/*
 * The waiting list of a full trial class. A parent whose times are all taken joins the list of one class from the
 * booking page; when a seat frees, every family still waiting is mailed its own signed link, and the first to book
 * from it has the seat (a held seat would sit empty while a family sleeps, and the class is often days away). The
 * others stay on the list for the next seat.
 */

/** How many classes one family (a phone or an e-mail address) may wait for at once. */
export const WAITS_PER_FAMILY = 3;

/** How many families one freed seat is offered to at once: the earliest on the list. */
const OFFERS_PER_SEAT = 20;

/** The full classes of a course a child of this age could otherwise book, soonest first: those it may wait for. */
export async function fullTrialClasses(course: TrialCourse, age: number, now = new Date()): Promise<OpenTrialClass[]> {
  return db()
    .select({ ...classColumns, seatsLeft: sql<number>`0`.mapWith(Number) })
    .from(trialSessions)
    .where(and(classFor(course, age, now), gte(trialSessions.booked, trialSessions.capacity)))
    .orderBy(asc(trialSessions.startsAt), asc(trialSessions.id))
    .limit(20);
}

export type JoinOutcome =
  { joined: true; line: string } | { joined: false; reason: "not-full" | "gone" | "family-limit" };

/**
 * Puts the child on the waiting list of a full class the child could book: once per child and class (joining again
 * answers the same place), at most three classes per family. A class that has a seat again is refused, so the
 * parent books it instead.
 */
export async function joinWaitlist(
  { guardianConsent: _consent, courseName: _course, sessionId, submissionId, ...child }: TrialBookingInput,
  course: TrialCourse,
  language: Language = defaultLanguage,
  now = new Date(),
): Promise<JoinOutcome> {
  const keys = contactKeys(child);
  return db().transaction(async (tx) => {
    for (const key of [keys.phoneE164, keys.emailKey].filter((k): k is string => Boolean(k)).sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`trial-family:${key}`}, 0))`);
    }
    const [session] = await tx
      .select()
      .from(trialSessions)
      .where(and(eq(trialSessions.id, sessionId), classFor(course, child.childAge, now)));
    if (!session) return { joined: false, reason: "gone" };
    const line = sessionLine(session);
    const family = or(
      eq(trialWaitlist.phoneE164, keys.phoneE164 ?? ""),
      eq(trialWaitlist.emailKey, keys.emailKey ?? ""),
    );
    const waiting = await tx
      .select({ sessionId: trialWaitlist.sessionId, childName: trialWaitlist.childName })
      .from(trialWaitlist)
      .innerJoin(trialSessions, eq(trialSessions.id, trialWaitlist.sessionId))
      .where(
        and(
          eq(trialWaitlist.status, "waiting"),
          family,
          sql`${trialSessions.startsAt} > ${now.toISOString()}::timestamptz`,
        ),
      );
    const same = (name: string) => name.trim().toLowerCase() === child.childName.trim().toLowerCase();
    if (waiting.some((place) => place.sessionId === sessionId && same(place.childName))) return { joined: true, line };
    if (session.booked < session.capacity) return { joined: false, reason: "not-full" };
    if (waiting.length >= WAITS_PER_FAMILY) return { joined: false, reason: "family-limit" };
    await tx
      .insert(trialWaitlist)
      .values({ ...child, ...keys, sessionId, submissionId, language })
      .onConflictDoNothing({ target: trialWaitlist.submissionId });
    return { joined: true, line };
  });
}

/** A waiting family's place as its link shows it, with the class. */
export async function findWaiting(token: string) {
  const id = waitlistIdOf(token);
  if (id === null) return null;
  const [row] = await db()
    .select({
      place: trialWaitlist,
      session: trialSessions,
      courseTitle: sql<string>`coalesce(${programs.title}, ${trialSessions.courseId})`,
    })
    .from(trialWaitlist)
    .innerJoin(trialSessions, eq(trialSessions.id, trialWaitlist.sessionId))
    .leftJoin(programs, eq(programs.id, trialSessions.courseId))
    .where(eq(trialWaitlist.id, id));
  return row ?? null;
}

export type WaitingPlace = NonNullable<Awaited<ReturnType<typeof findWaiting>>>;

/** What the family's link can do now: book a free seat, wait, or nothing (booked, left, or the class is past). */
export function waitingState(row: WaitingPlace, now = new Date()) {
  const { place, session } = row;
  if (place.status === "booked") return "booked" as const;
  if (place.status === "left") return "left" as const;
  if (session.status !== "scheduled" || session.startsAt <= bookableAfter(now)) return "closed" as const;
  return session.booked < session.capacity ? ("free" as const) : ("full" as const);
}

export type WaitBookOutcome =
  { booked: true; token: string } | { booked: false; reason: "gone" | "closed" | "full" | "family-limit" | "left" };

/**
 * Books the freed seat for the waiting child, as the booking page books one (lead, confirmation, invite, the
 * family's two-bookings limit); the place's own submission id makes a second tap the same booking.
 */
export async function bookFromWaitlist(token: string, now = new Date()): Promise<WaitBookOutcome> {
  const row = await findWaiting(token);
  if (!row) return { booked: false, reason: "gone" };
  const { place, session } = row;
  if (place.status === "left") return { booked: false, reason: "left" };
  const course = await trialCourseById(session.courseId);
  const input: TrialBookingInput = {
    childName: place.childName,
    childAge: place.childAge,
    courseName: course.title,
    parentName: place.parentName,
    phone: place.phone,
    email: place.email,
    guardianConsent: "on",
    sessionId: session.id,
    submissionId: place.submissionId,
  };
  const outcome = await bookTrialClass(input, course, { ...noOrigin, language: place.language }, now);
  if (!outcome.booked) {
    const closed = session.status !== "scheduled" || session.startsAt <= bookableAfter(now);
    return { booked: false, reason: outcome.reason === "full" && closed ? "closed" : outcome.reason };
  }
  await db().update(trialWaitlist).set({ status: "booked" }).where(eq(trialWaitlist.id, place.id));
  return { booked: true, token: outcome.token };
}

/** Takes the family off the list (from its link); answers whether it was waiting. */
export async function leaveWaitlist(token: string): Promise<boolean> {
  const id = waitlistIdOf(token);
  if (id === null) return false;
  const left = await db()
    .update(trialWaitlist)
    .set({ status: "left" })
    .where(and(eq(trialWaitlist.id, id), eq(trialWaitlist.status, "waiting")))
    .returning({ id: trialWaitlist.id });
  return left.length > 0;
}

/**
 * Offers a freed seat: when the class still has one and still takes bookings, each of the earliest waiting
 * families is mailed its link. A seat taken again before the job runs offers nothing.
 */
export async function offerFreedSeat(data: unknown, now = new Date()): Promise<void> {
  const { sessionId } = SeatOfferJob.parse(data);
  const [session] = await db().select().from(trialSessions).where(eq(trialSessions.id, sessionId));
  if (!session || session.status !== "scheduled" || session.booked >= session.capacity) return;
  if (session.startsAt <= bookableAfter(now)) return;
  const waiting = await db()
    .select()
    .from(trialWaitlist)
    .where(
      and(
        eq(trialWaitlist.sessionId, sessionId),
        eq(trialWaitlist.status, "waiting"),
        // A job retried after a mail server's refusal does not mail again those it already told.
        sql`(${trialWaitlist.offeredAt} is null or ${trialWaitlist.offeredAt} < ${new Date(now.getTime() - 10 * 60_000).toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(trialWaitlist.createdAt), asc(trialWaitlist.id))
    .limit(OFFERS_PER_SEAT);
  if (waiting.length === 0) return;
  const [company, course] = await Promise.all([getCompanyDetails(), trialCourseById(session.courseId)]);
  for (const place of waiting) {
    const link = `${env().SITE_URL}${pathInLanguage(`/trial-class/waitlist/${waitlistToken(place.id)}`, place.language)}`;
    await sendMail({
      to: place.email,
      ...trialSeatFreeMail({ ...session, ...place, courseTitle: course.title }, link, company, place.language),
    });
    await db().update(trialWaitlist).set({ offeredAt: now }).where(eq(trialWaitlist.id, place.id));
  }
  logger.info(
    { session: sessionId, families: waiting.length },
    "a freed trial class seat was offered to the waiting list",
  );
}

export const seatOfferWorker: QueueWorker = { queue: seatOfferQueue, run: (data) => offerFreedSeat(data) };
