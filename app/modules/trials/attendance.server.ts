import { eq, sql } from "drizzle-orm";
import { leadNotes, programs, trialBookings, trialClassRequests, trialSessions } from "#db/schema.ts";
import { actorOf } from "#app/modules/leads/lead-events.server.ts";
import { changeLead, type PipelineUpdate } from "#app/modules/leads/pipeline.server.ts";
import { db } from "#app/server/db.server.ts";
import { attendanceLabels, type AttendanceOutcome } from "./agenda.ts";
import { followUpToday } from "./booking-change.server.ts";
import { indiaDay, indiaTimeRange } from "./trial-times.ts";

export type AttendanceResult =
  | { marked: true; childName: string; changed: boolean }
  | { marked: false; reason: "gone" | "cancelled" | "not-started" };

/**
 * Marks whether a booked child came to their trial class, once the class has started; a mark can be corrected
 * (attended ↔ no-show). The booking's lead follows in the same transaction: a note on its timeline saying what was
 * marked, by whom, for which class; a child who came moves a lead still New or Contacted to Demo booked (the
 * pipeline has no later step short of Enrolled, which is the office's call); a child who did not come gives the
 * lead a follow-up today (India), unless one is due sooner, so it is among the inbox's calls of the day.
 */
export async function markAttendance(
  bookingId: number,
  outcome: AttendanceOutcome,
  staff: { id: string; email: string; fullName: string | null },
  now = new Date(),
): Promise<AttendanceResult> {
  return db().transaction(async (tx) => {
    const [booking] = await tx
      .select({
        status: trialBookings.status,
        leadId: trialBookings.leadId,
        childName: trialBookings.childName,
        startsAt: trialSessions.startsAt,
        minutes: trialSessions.minutes,
        courseTitle: sql<string>`coalesce(${programs.title}, ${trialSessions.courseId})`,
      })
      .from(trialBookings)
      .innerJoin(trialSessions, eq(trialSessions.id, trialBookings.sessionId))
      .leftJoin(programs, eq(programs.id, trialSessions.courseId))
      .where(eq(trialBookings.id, bookingId))
      .for("update", { of: trialBookings });
    if (!booking) return { marked: false, reason: "gone" };
    if (booking.status === "cancelled") return { marked: false, reason: "cancelled" };
    if (booking.startsAt.getTime() > now.getTime()) return { marked: false, reason: "not-started" };
    if (booking.status === outcome) return { marked: true, childName: booking.childName, changed: false };

    await tx.update(trialBookings).set({ status: outcome }).where(eq(trialBookings.id, bookingId));

    if (booking.leadId !== null) {
      const [lead] = await tx
        .select({ status: trialClassRequests.status, followUpOn: trialClassRequests.followUpOn })
        .from(trialClassRequests)
        .where(eq(trialClassRequests.id, booking.leadId))
        .for("update");
      if (lead) {
        const patch: Partial<PipelineUpdate> =
          outcome === "attended"
            ? lead.status === "new" || lead.status === "contacted"
              ? { status: "demo_booked" }
              : {}
            : followUpToday(lead, now);
        await changeLead(tx, { kind: "trials", id: booking.leadId }, patch, actorOf(staff), null);
        const was = booking.status === "booked" ? "" : `, corrected from ${attendanceLabels[booking.status]}`;
        await tx.insert(leadNotes).values({
          leadKind: "trials",
          leadId: booking.leadId,
          authorId: staff.id,
          authorEmail: staff.email,
          body:
            `Trial class: ${attendanceLabels[outcome]}${was} (${booking.courseTitle}, ` +
            `${indiaDay(booking.startsAt)}, ${indiaTimeRange(booking.startsAt, booking.minutes)})`,
        });
      }
    }
    return { marked: true, childName: booking.childName, changed: true };
  });
}
