import { eq, sql } from "drizzle-orm";
import { trialBookings, trialClassRequests, trialSessions } from "#db/schema.ts";
import { recordLeadEvents, type LeadActor } from "#app/modules/leads/lead-events.server.ts";
import { changeLead, type PipelineUpdate } from "#app/modules/leads/pipeline.server.ts";
import { whenAgain } from "#app/modules/leads/send-limits.server.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { defaultLanguage, pathInLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { checkRateLimits, type RateLimitResult } from "#app/server/rate-limit.server.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { db, type Transaction } from "#app/server/db.server.ts";
import { queueBookingChangeMail } from "./booking-change-mail.server.ts";
import { findBookingById, type BookingDetails } from "./booking-read.server.ts";
import { manageIdOf } from "./booking-token.server.ts";
import { freeSeat, openTrialClasses, takeSeat, trialCourseById } from "./sessions.server.ts";
import { indiaDayKey, sessionLine } from "./trial-times.ts";
import { classDaysIn, classFactsIn } from "./class-days.ts";
import type { BookingSummary, ChangeNotice, ChangeState } from "./ui/booking-change.tsx";

/*
 * Changing a booked trial class from the parent's own link (signed for that, see booking-token.server.ts): moving
 * it to another open class of the same course, or cancelling it, up to the moment the class starts.
 */

/** The parent, as the lead's timeline names whoever changed the booking from the link. */
const PARENT: LeadActor = { id: null, name: "The parent" };

function summaryOf(booking: BookingDetails, language: Language): BookingSummary {
  return {
    childName: booking.childName,
    courseTitle: booking.courseTitle,
    ...classFactsIn(booking, language),
    page: pathInLanguage(booking.path, language),
  };
}

/** The booking a change link names; null for a link the site did not make for changing one. */
async function bookingOfLink(token: string): Promise<BookingDetails | null> {
  const id = manageIdOf(token);
  return id === null ? null : findBookingById(id);
}

/**
 * The change page's state for a link: what can still be done (the other open classes that fit the child), or that
 * the booking was cancelled, or that its class has started or passed (changes are then by phone). Null: not a link
 * the site made.
 */
export async function changeState(
  token: string,
  now = new Date(),
  language: Language = defaultLanguage,
): Promise<ChangeState | null> {
  const booking = await bookingOfLink(token);
  if (!booking) return null;
  const summary = summaryOf(booking, language);
  if (booking.status === "cancelled") return { state: "cancelled", booking: summary };
  if (booking.status !== "booked" || booking.startsAt <= now) {
    return { state: "closed", booking: summary, phone: (await getCompanyDetails()).phones.general };
  }
  const course = await trialCourseById(booking.courseId);
  const open = await openTrialClasses(course, booking.childAge, { now, except: booking.sessionId });
  return { state: "open", booking: summary, days: classDaysIn(open, language) };
}

/** What became of a change: done, or why not. */
export type ChangeOutcome = { done: true } | { done: false; reason: "not-found" | "closed" | "cancelled" | "full" };

/** The booking locked for a change, with its class's start; null when the link names none. */
async function lockedBooking(tx: Transaction, id: number) {
  const [row] = await tx
    .select({
      id: trialBookings.id,
      status: trialBookings.status,
      sessionId: trialBookings.sessionId,
      childAge: trialBookings.childAge,
      leadId: trialBookings.leadId,
    })
    .from(trialBookings)
    .where(eq(trialBookings.id, id))
    .for("update");
  if (!row) return null;
  const [session] = await tx.select().from(trialSessions).where(eq(trialSessions.id, row.sessionId));
  return session ? { ...row, session } : null;
}

/** Why a locked booking cannot change any more, if it cannot. */
function refusedChange(status: string, startsAt: Date, now: Date): ChangeOutcome | null {
  if (status === "cancelled") return { done: false, reason: "cancelled" };
  if (status !== "booked" || startsAt <= now) return { done: false, reason: "closed" };
  return null;
}

/**
 * Cancels the booking a change link names, until its class starts: its seat is freed, the lead's timeline says
 * the parent cancelled and the lead comes back to the office's calls (leadAfterCancel). Cancelling again changes
 * nothing.
 */
export async function cancelBooking(token: string, now = new Date()): Promise<ChangeOutcome> {
  const id = manageIdOf(token);
  if (id === null) return { done: false, reason: "not-found" };
  return db().transaction(async (tx) => {
    const booking = await lockedBooking(tx, id);
    if (!booking) return { done: false, reason: "not-found" };
    const refused = refusedChange(booking.status, booking.session.startsAt, now);
    if (refused) return refused;
    await tx
      .update(trialBookings)
      .set({ status: "cancelled", cancelledBy: "parent" })
      .where(eq(trialBookings.id, booking.id));
    await freeSeat(tx, booking.session.id);
    if (booking.leadId !== null) {
      await recordLeadEvents(tx, { kind: "trials", id: booking.leadId }, PARENT, [
        { type: "trial-cancelled", from: sessionLine(booking.session) },
      ]);
      await leadAfterCancel(tx, booking.leadId, now);
    }
    await queueBookingChangeMail(tx, { bookingId: booking.id, change: "cancelled" });
    return { done: true };
  });
}

/**
 * The lead of a cancelled booking: no longer "Demo booked" (back to Contacted, as the office had been in touch to
 * book it), and a follow-up today (India), unless one is due sooner, so the office calls to find a better time.
 * Both show on the lead's timeline, as whoever cancelled (the parent, or the member of staff who cancelled the
 * class).
 */
export async function leadAfterCancel(
  tx: Transaction,
  leadId: number,
  now: Date,
  actor: LeadActor = PARENT,
): Promise<void> {
  const [lead] = await tx
    .select({ status: trialClassRequests.status, followUpOn: trialClassRequests.followUpOn })
    .from(trialClassRequests)
    .where(eq(trialClassRequests.id, leadId))
    .for("update");
  if (!lead) return;
  const patch: Partial<PipelineUpdate> = {
    ...(lead.status === "demo_booked" ? { status: "contacted" as const } : {}),
    ...followUpToday(lead, now),
  };
  if (Object.keys(patch).length > 0) await changeLead(tx, { kind: "trials", id: leadId }, patch, actor, null);
}

/** A follow-up today (India) for a lead, unless one is due sooner: what to change, or nothing. */
export function followUpToday(lead: { followUpOn: string | null }, now: Date): { followUpOn?: string } {
  const today = indiaDayKey(now);
  return lead.followUpOn !== null && lead.followUpOn <= today ? {} : { followUpOn: today };
}

/**
 * How many changes may be posted in ten minutes from one booking's link, and from one internet address: a parent
 * changes a booking once or twice; more is a script, or a page sent again and again.
 */
export const CHANGE_LIMITS = { perBooking: 6, perAddress: 30, windowSeconds: 10 * 60 } as const;

/** Counts a change posted to this link from this address, and says whether it is within the limits. */
export async function changeWithinLimits(token: string, clientIp: string): Promise<RateLimitResult> {
  return linkWithinLimits(`booking:${manageIdOf(token) ?? "unknown"}`, clientIp);
}

/** The same limits for any family's own link (`link` names what it opens: "booking:12", "waitlist:4"). */
export async function linkWithinLimits(link: string, clientIp: string): Promise<RateLimitResult> {
  return checkRateLimits([
    {
      key: `trial-change:${link}`,
      limit: CHANGE_LIMITS.perBooking,
      windowSeconds: CHANGE_LIMITS.windowSeconds,
    },
    { key: `trial-change:ip:${clientIp}`, limit: CHANGE_LIMITS.perAddress, windowSeconds: CHANGE_LIMITS.windowSeconds },
  ]);
}

/**
 * What a post refused for its pace says (a booking's change link, a waiting list's link): when to try again, and
 * the phone for a parent in a hurry.
 */
export async function tooManyChanges(retryAfterSeconds: number, language: Language = defaultLanguage): Promise<string> {
  const { phones } = await getCompanyDetails();
  const when = whenAgain(retryAfterSeconds, language);
  return translator(language)("booking.linkPaused", { when, phone: phones.general });
}

/**
 * Moves the booking a change link names to another open class of its course that fits the child, in one
 * transaction: the new seat is taken by the same conditional update as a booking (`booked < capacity`, still open
 * for booking, the child's age), and only then the old one freed. A class that filled meanwhile changes nothing.
 * The reminders start again for the new time; the lead's preferred time and timeline follow.
 */
export async function moveBooking(token: string, sessionId: number, now = new Date()): Promise<ChangeOutcome> {
  const id = manageIdOf(token);
  if (id === null) return { done: false, reason: "not-found" };
  return db().transaction(async (tx) => {
    const booking = await lockedBooking(tx, id);
    if (!booking) return { done: false, reason: "not-found" };
    const refused = refusedChange(booking.status, booking.session.startsAt, now);
    if (refused) return refused;
    if (sessionId === booking.session.id) return { done: false, reason: "full" };
    // Both classes' rows in id order, so two families swapping classes at once wait for each other, not deadlock.
    await tx.execute(
      sql`select id from trial_sessions where id in (${booking.session.id}, ${sessionId}) order by id for update`,
    );
    const course = await trialCourseById(booking.session.courseId);
    const taken = await takeSeat(tx, { sessionId, course, childAge: booking.childAge, now });
    if (!taken) return { done: false, reason: "full" };
    await freeSeat(tx, booking.session.id);
    await tx
      .update(trialBookings)
      .set({ sessionId: taken.id, remindedDayAt: null, remindedHoursAt: null })
      .where(eq(trialBookings.id, booking.id));
    if (booking.leadId !== null) {
      await tx
        .update(trialClassRequests)
        .set({ preferredSlot: `Booked: ${sessionLine(taken)}` })
        .where(eq(trialClassRequests.id, booking.leadId));
      await recordLeadEvents(tx, { kind: "trials", id: booking.leadId }, PARENT, [
        { type: "trial-moved", from: sessionLine(booking.session), to: sessionLine(taken) },
      ]);
    }
    await queueBookingChangeMail(tx, { bookingId: booking.id, change: "moved" });
    return { done: true };
  });
}

/** What a change just made says, from the `done` of the page's address after the post. */
export function doneNotice(done: string | null, language: Language = defaultLanguage): ChangeNotice | null {
  const t = translator(language);
  if (done === "moved") return { kind: "done", text: t("booking.doneMoved") };
  if (done === "cancelled") return { kind: "done", text: t("booking.doneCancelled") };
  return null;
}

/** What a refused change says on the page. */
export async function changeRefusal(
  reason: "closed" | "cancelled" | "full",
  language: Language = defaultLanguage,
): Promise<string> {
  const t = translator(language);
  if (reason === "full") return t("booking.refusedFull");
  if (reason === "cancelled") return t("booking.refusedCancelled");
  const { phones } = await getCompanyDetails();
  return t("booking.refusedClosed", { phone: phones.general });
}
