import { and, eq, sql } from "drizzle-orm";
import { trialBookings, trialClosures, trialSessions } from "#db/schema.ts";
import { recordLeadEvents, type LeadActor } from "#app/modules/leads/lead-events.server.ts";
import { db, type Transaction } from "#app/server/db.server.ts";
import { leadAfterCancel } from "./booking-change.server.ts";
import { queueBookingChangeMail } from "./booking-change-mail.server.ts";
import { sessionLine } from "./trial-times.ts";

/*
 * The office cancels a trial class (a teacher away, a closed day): the class and every booking in it are
 * cancelled in one transaction, each family is mailed (queued with the change), and each booking's lead comes back
 * to the office's calls, due today, so someone rings the parent to find another time. The agenda's "to call back"
 * list shows these families until their class's day has passed.
 */

export type SessionCancelResult =
  { cancelled: true; families: number } | { cancelled: false; reason: "gone" | "already" | "started" };

/** Cancels a class that has not started yet; answers how many families it had to tell. */
export async function cancelTrialSession(
  sessionId: number,
  actor: LeadActor,
  now = new Date(),
): Promise<SessionCancelResult> {
  return db().transaction(async (tx) => {
    const [session] = await tx.select().from(trialSessions).where(eq(trialSessions.id, sessionId)).for("update");
    if (!session) return { cancelled: false, reason: "gone" };
    if (session.status === "cancelled") return { cancelled: false, reason: "already" };
    if (session.startsAt <= now) return { cancelled: false, reason: "started" };
    const families = await cancelLockedSession(tx, session, actor, now);
    return { cancelled: true, families };
  });
}

/** Cancels a session already locked by the caller and the bookings in it; answers how many were booked. */
export async function cancelLockedSession(
  tx: Transaction,
  session: typeof trialSessions.$inferSelect,
  actor: LeadActor,
  now: Date,
): Promise<number> {
  await tx.update(trialSessions).set({ status: "cancelled", booked: 0 }).where(eq(trialSessions.id, session.id));
  const bookings = await tx
    .update(trialBookings)
    .set({ status: "cancelled", cancelledBy: "office" })
    .where(and(eq(trialBookings.sessionId, session.id), eq(trialBookings.status, "booked")))
    .returning({ id: trialBookings.id, leadId: trialBookings.leadId });
  for (const booking of bookings) {
    if (booking.leadId !== null) {
      await recordLeadEvents(tx, { kind: "trials", id: booking.leadId }, actor, [
        { type: "trial-cancelled", from: sessionLine(session) },
      ]);
      await leadAfterCancel(tx, booking.leadId, now, actor);
    }
    await queueBookingChangeMail(tx, { bookingId: booking.id, change: "class-cancelled" });
  }
  return bookings.length;
}

/**
 * Cancels every scheduled class of a closed day (India date) that has not started, as the office's cancel does,
 * families told; answers how many families. Those of a day already begun are left to the agenda.
 */
export async function cancelClassesOfDay(day: string, actor: LeadActor, now = new Date()): Promise<number> {
  return db().transaction(async (tx) => {
    const sessions = await tx
      .select()
      .from(trialSessions)
      .where(
        and(
          eq(trialSessions.status, "scheduled"),
          sql`(${trialSessions.startsAt} at time zone 'Asia/Kolkata')::date = ${day}::date`,
          sql`${trialSessions.startsAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(trialSessions.id)
      .for("update");
    let families = 0;
    for (const session of sessions) families += await cancelLockedSession(tx, session, actor, now);
    return families;
  });
}

/**
 * Closes a day (India date, "2026-12-25"), with its reason: no trial classes that day. The weekly patterns make none
 * for it, and its classes already made are cancelled as the office's cancel does, their families told; answers
 * how many families.
 */
export async function closeTrialDay(day: string, reason: string, actor: LeadActor, now = new Date()): Promise<number> {
  await db().insert(trialClosures).values({ day, reason }).onConflictDoUpdate({
    target: trialClosures.day,
    set: { reason },
  });
  return cancelClassesOfDay(day, actor, now);
}
