/** The office cancels a trial class, or closes a day: bookings cancelled, families mailed, leads back to the calls. */
import { and, asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { leadEvents, trialBookings, trialClassRequests, trialClosures, trialSessions } from "#db/schema.ts";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { callBackList } from "#app/modules/trials/agenda.server.ts";
import { cancelBooking } from "#app/modules/trials/booking-change.server.ts";
import { cancelTrialSession, closeTrialDay } from "#app/modules/trials/session-cancel.server.ts";
import { indiaDayKey } from "#app/modules/trials/trial-times.ts";
import { action, loader } from "#app/routes/admin/trial-agenda.tsx";
import { db } from "#app/server/db.server.ts";
import { loadAs, postAs } from "../support/admin-requests.ts";
import { forgetQueuedJobs, truncateAll } from "../support/db.ts";
import { aUser } from "../support/factories.ts";
import { testVisitor } from "../support/route-context.ts";
import { aTrialSession, bookedSeat } from "../support/trials.ts";

const HOUR = 3600_000;
const OFFICE = { id: null, name: "Asha Office" };

/** The change mails the cancels queued, as the job reads them. */
const queuedMails = async () => {
  const [table] = (await db().execute<{ job: string | null }>(sql`select to_regclass('pgboss.job')::text as job`)).rows;
  if (!table?.job) return [];
  return (
    await db().execute<{ data: { bookingId: number; change: string } }>(
      sql`select data from pgboss.job where name = 'trial-change-mail' order by created_on`,
    )
  ).rows.map((row) => row.data);
};

beforeEach(async () => {
  await truncateAll();
  await forgetQueuedJobs("trial-change-mail");
});

describe("the office cancels a trial class", () => {
  it("cancels the class and its bookings, mails each family and brings each lead back to today's calls", async () => {
    const session = await aTrialSession();
    const kabir = await bookedSeat(session.id, { childName: "Kabir" });
    const anaya = await bookedSeat(session.id, { childName: "Anaya" });
    const gone = await bookedSeat(session.id, { childName: "Meera" });
    expect(await cancelBooking(gone.manage)).toEqual({ done: true });
    await db().execute(sql`delete from pgboss.job where name = 'trial-change-mail'`);

    expect(await cancelTrialSession(session.id, OFFICE)).toEqual({ cancelled: true, families: 2 });
    const [after] = await db().select().from(trialSessions).where(eq(trialSessions.id, session.id));
    expect(after).toMatchObject({ status: "cancelled", booked: 0 });
    const bookings = await db().select().from(trialBookings).orderBy(asc(trialBookings.id));
    expect(bookings.map((booking) => [booking.childName, booking.status, booking.cancelledBy])).toEqual([
      ["Kabir", "cancelled", "office"],
      ["Anaya", "cancelled", "office"],
      ["Meera", "cancelled", "parent"],
    ]);
    expect(await queuedMails()).toEqual([
      { bookingId: kabir.id, change: "class-cancelled" },
      { bookingId: anaya.id, change: "class-cancelled" },
    ]);
    const kabirLead = bookings[0]?.leadId ?? 0;
    const [lead] = await db().select().from(trialClassRequests).where(eq(trialClassRequests.id, kabirLead));
    expect(lead).toMatchObject({ status: "contacted", followUpOn: indiaDayKey(new Date()) });
    const events = await db()
      .select({ type: leadEvents.type, who: leadEvents.actorName })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadKind, "trials"), eq(leadEvents.leadId, kabirLead)))
      .orderBy(asc(leadEvents.id));
    expect(events).toEqual([
      { type: "trial-cancelled", who: "Asha Office" },
      { type: "status", who: "Asha Office" },
      { type: "follow-up", who: "Asha Office" },
    ]);
    // The families are on the agenda's list to call, with why.
    const calls = await callBackList();
    expect(calls.map((call) => [call.childName, call.reason])).toEqual([
      ["Kabir", "class-cancelled"],
      ["Anaya", "class-cancelled"],
    ]);
    expect(calls[0]?.whatsApp).toContain(encodeURIComponent("sorry we had to cancel"));
  });

  it("refuses a class already cancelled, started or gone", async () => {
    const session = await aTrialSession();
    expect(await cancelTrialSession(session.id, OFFICE)).toEqual({ cancelled: true, families: 0 });
    expect(await cancelTrialSession(session.id, OFFICE)).toEqual({ cancelled: false, reason: "already" });
    const started = await aTrialSession({ startsAt: new Date(Date.now() - HOUR) });
    expect(await cancelTrialSession(started.id, OFFICE)).toEqual({ cancelled: false, reason: "started" });
    expect(await cancelTrialSession(999_999, OFFICE)).toEqual({ cancelled: false, reason: "gone" });
  });

  it("closing a day cancels its classes as the office's cancel does, families told", async () => {
    const tomorrowNoon = new Date(Date.now() + 24 * HOUR);
    const day = indiaDayKey(tomorrowNoon);
    const session = await aTrialSession({ startsAt: tomorrowNoon });
    const other = await aTrialSession({ startsAt: new Date(Date.now() + 4 * 24 * HOUR) });
    const booking = await bookedSeat(session.id);
    expect(await closeTrialDay(day, "Diwali", OFFICE)).toBe(1);
    expect(await db().select().from(trialClosures)).toEqual([{ day, reason: "Diwali" }]);
    const statuses = await db().select({ id: trialSessions.id, status: trialSessions.status }).from(trialSessions);
    expect(statuses).toEqual(
      expect.arrayContaining([
        { id: session.id, status: "cancelled" },
        { id: other.id, status: "scheduled" },
      ]),
    );
    expect(await queuedMails()).toEqual([{ bookingId: booking.id, change: "class-cancelled" }]);
  });
});

describe("cancelling a class from the agenda", () => {
  it("asks once more on the class, then cancels for staff only and lands at the list to call", async () => {
    const staff: AuthUser = await aUser({ fullName: "Asha Office" });
    const session = await aTrialSession({ startsAt: new Date(Date.now() + 2 * 24 * HOUR) });
    await bookedSeat(session.id);
    const page = await loadAs(staff, loader, `/admin/trial-agenda?mode=online&cancel=${session.id}`);
    expect(page.cancelling).toBe(session.id);

    await expect(
      postAs(testVisitor, action, "/admin/trial-agenda", { intent: "cancel-session", session: String(session.id) }),
    ).rejects.toMatchObject({ init: { status: 403 } });
    const response = (await postAs(staff, action, "/admin/trial-agenda?mode=online", {
      intent: "cancel-session",
      session: String(session.id),
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/trial-agenda?mode=online#call-back");
    await expect(
      postAs(staff, action, "/admin/trial-agenda", { intent: "cancel-session", session: String(session.id) }),
    ).rejects.toMatchObject({ init: { status: 409 } });
  });
});
