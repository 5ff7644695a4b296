import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { leadEvents, trialBookings, trialClassRequests, trialSessions } from "#db/schema.ts";
import { cancelBooking, CHANGE_LIMITS, changeState, moveBooking } from "#app/modules/trials/booking-change.server.ts";
import { indiaDayKey } from "#app/modules/trials/trial-times.ts";
import { action } from "#app/routes/trial-booking-change.tsx";
import { findBookingById } from "#app/modules/trials/booking-read.server.ts";
import { sendTrialReminders } from "#app/modules/trials/reminders.server.ts";
import type { Mail } from "#app/server/mail.server.ts";
import { bookingToken } from "#app/modules/trials/booking-token.server.ts";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { formRequest, routeContext } from "../support/route-context.ts";
import { aTrialSession, bookedSeat } from "../support/trials.ts";

const HOUR = 3600_000;

const seatsOf = async (id: number) =>
  (await db().select({ booked: trialSessions.booked }).from(trialSessions).where(eq(trialSessions.id, id)))[0]?.booked;
const bookingOf = async (id: number) => (await db().select().from(trialBookings).where(eq(trialBookings.id, id)))[0];

describe("changing a trial class booking from its link", () => {
  beforeEach(truncateAll);

  it("signs the change link for changing: the view token, a forged one and another booking's are refused", async () => {
    const session = await aTrialSession();
    const other = await aTrialSession();
    const booking = await bookedSeat(session.id);
    expect(booking.manage).not.toBe(booking.view);
    expect(bookingToken(booking.id)).toBe(booking.view);

    expect(await changeState(booking.view)).toBeNull();
    expect(await changeState(`${booking.id}-${"x".repeat(32)}`)).toBeNull();
    expect(await changeState(`${booking.id + 1}-${booking.manage.split("-").slice(1).join("-")}`)).toBeNull();
    for (const token of [booking.view, `${booking.id}-${"x".repeat(32)}`, "nonsense"]) {
      expect(await cancelBooking(token)).toEqual({ done: false, reason: "not-found" });
      expect(await moveBooking(token, other.id)).toEqual({ done: false, reason: "not-found" });
    }
    expect(await bookingOf(booking.id)).toMatchObject({ status: "booked", sessionId: session.id });
    expect(await seatsOf(session.id)).toBe(1);
    expect(await seatsOf(other.id)).toBe(0);

    const details = await findBookingById(booking.id);
    expect(details?.manageLink).toMatch(new RegExp(`/trial-class/booking/${booking.manage}/change$`));
  });

  it("offers the other open classes of the course that fit the child, by day", async () => {
    const session = await aTrialSession();
    const later = await aTrialSession({ startsAt: new Date(Date.now() + 4 * 24 * HOUR) });
    await aTrialSession({ startsAt: new Date(Date.now() + 5 * 24 * HOUR), minAge: 10 });
    await aTrialSession({ startsAt: new Date(Date.now() + 5 * 24 * HOUR), courseId: "coding" });
    await aTrialSession({ startsAt: new Date(Date.now() + 5 * 24 * HOUR), status: "cancelled" });
    const booking = await bookedSeat(session.id);
    const state = await changeState(booking.manage);
    expect(state?.state).toBe("open");
    if (state?.state !== "open") return;
    expect(state.days.flatMap((day) => day.classes.map((open) => open.id))).toEqual([later.id]);
    expect(state.days[0]?.classes[0]?.time).toMatch(/ IST$/);
    expect(state.booking.time).toMatch(/ IST$/);
  });

  it("moves the booking: the new seat taken, the old one freed, the lead's time and timeline follow", async () => {
    const session = await aTrialSession();
    const target = await aTrialSession({
      startsAt: new Date(Date.now() + 4 * 24 * HOUR),
      mode: "office",
      address: "Mira Road",
    });
    const booking = await bookedSeat(session.id);
    await db().update(trialBookings).set({ remindedDayAt: new Date() }).where(eq(trialBookings.id, booking.id));

    expect(await moveBooking(booking.manage, target.id)).toEqual({ done: true });
    expect(await bookingOf(booking.id)).toMatchObject({ status: "booked", sessionId: target.id, remindedDayAt: null });
    expect(await seatsOf(session.id)).toBe(0);
    expect(await seatsOf(target.id)).toBe(1);
    const [lead] = await db().select().from(trialClassRequests);
    expect(lead?.preferredSlot).toMatch(/^Booked: .*\(at our office\)$/);
    const events = await db().select().from(leadEvents);
    expect(events).toEqual([
      expect.objectContaining({ leadKind: "trials", leadId: lead?.id, type: "trial-moved", actorName: "The parent" }),
    ]);
    expect(events[0]?.toValue).toMatch(/IST \(at our office\)$/);
    expect(events[0]?.fromValue).toMatch(/IST \(online\)$/);
    expect(lead?.status).toBe("demo_booked");
  });

  it("keeps the booking as it was when the chosen class is full, cancelled, too soon or for other ages", async () => {
    const session = await aTrialSession();
    const full = await aTrialSession({ capacity: 1 });
    await bookedSeat(full.id);
    const cancelled = await aTrialSession({ status: "cancelled" });
    const soon = await aTrialSession({ startsAt: new Date(Date.now() + 30 * 60_000) });
    const older = await aTrialSession({ minAge: 10 });
    const coding = await aTrialSession({ courseId: "coding" });
    const booking = await bookedSeat(session.id);
    for (const target of [full, cancelled, soon, older, coding, session]) {
      expect(await moveBooking(booking.manage, target.id)).toEqual({ done: false, reason: "full" });
    }
    expect(await bookingOf(booking.id)).toMatchObject({ status: "booked", sessionId: session.id });
    expect(await seatsOf(session.id)).toBe(1);
    expect(await seatsOf(full.id)).toBe(1);
    expect(await db().$count(leadEvents)).toBe(0);
  });

  it("never overfills the target when families move into its last seat at once", async () => {
    const target = await aTrialSession({ capacity: 1 });
    const froms = await Promise.all([aTrialSession(), aTrialSession(), aTrialSession(), aTrialSession()]);
    const bookings = await Promise.all(froms.map((from) => bookedSeat(from.id)));
    const outcomes = await Promise.all(bookings.map((booking) => moveBooking(booking.manage, target.id)));
    expect(outcomes.filter((outcome) => outcome.done)).toHaveLength(1);
    expect(await seatsOf(target.id)).toBe(1);
    const seats = await Promise.all(froms.map((from) => seatsOf(from.id)));
    expect(seats.reduce((sum, seat) => (sum ?? 0) + (seat ?? 0), 0)).toBe(3);
  });

  it("cancels: the seat freed, the status cancelled, the lead's timeline told; once only", async () => {
    const session = await aTrialSession();
    const booking = await bookedSeat(session.id);
    expect(await cancelBooking(booking.manage)).toEqual({ done: true });
    expect(await bookingOf(booking.id)).toMatchObject({ status: "cancelled" });
    expect(await seatsOf(session.id)).toBe(0);
    expect(await cancelBooking(booking.manage)).toEqual({ done: false, reason: "cancelled" });
    expect(await seatsOf(session.id)).toBe(0);
    const other = await aTrialSession();
    expect(await moveBooking(booking.manage, other.id)).toEqual({ done: false, reason: "cancelled" });
    expect((await changeState(booking.manage))?.state).toBe("cancelled");
    const events = await db().select().from(leadEvents).orderBy(asc(leadEvents.id));
    expect(events.map((event) => [event.type, event.actorName])).toEqual([
      ["trial-cancelled", "The parent"],
      ["status", "The parent"],
      ["follow-up", "The parent"],
    ]);
    // The lead comes back to the office's calls: no longer "Demo booked", and due today in India.
    const [lead] = await db().select().from(trialClassRequests);
    expect(lead).toMatchObject({ status: "contacted", followUpOn: indiaDayKey(new Date()) });
  });

  it("keeps a lead's earlier follow-up and a status the office moved on, when the parent cancels", async () => {
    const booking = await bookedSeat((await aTrialSession()).id);
    const [lead] = await db().select().from(trialClassRequests);
    await db()
      .update(trialClassRequests)
      .set({ status: "enrolled", followUpOn: "2026-01-05" })
      .where(eq(trialClassRequests.id, lead?.id ?? 0));
    expect(await cancelBooking(booking.manage)).toEqual({ done: true });
    const [after] = await db().select().from(trialClassRequests);
    expect(after).toMatchObject({ status: "enrolled", followUpOn: "2026-01-05" });
  });

  it("pauses a link's changes after six in ten minutes, with when to try again and the phone", async () => {
    const session = await aTrialSession();
    const other = await aTrialSession({ startsAt: new Date(Date.now() + 4 * 24 * HOUR) });
    const booking = await bookedSeat(session.id);
    const post = (sessionId: number) =>
      action({
        params: { token: booking.manage },
        request: formRequest(`/trial-class/booking/${booking.manage}/change`, {
          intent: "move",
          sessionId: String(sessionId),
        }),
        context: routeContext({ ip: "198.51.100.9" }),
      } as never);
    for (let index = 0; index < CHANGE_LIMITS.perBooking; index++) {
      const answer = await post(index % 2 === 0 ? other.id : session.id);
      expect(answer).toBeInstanceOf(Response);
    }
    const refused = await post(other.id);
    expect(refused).not.toBeInstanceOf(Response);
    const { data: body, init } = refused as unknown as { data: { problem: { text: string } }; init: ResponseInit };
    expect(init.status).toBe(429);
    expect(body.problem.text).toMatch(
      /changes are paused for now\. Please try again in about 10 minutes, or call us on /,
    );
    // Refused before anything changed: the booking is where the sixth move put it.
    expect((await bookingOf(booking.id))?.sessionId).toBe(session.id);
  });

  it("closes the link once the class has started: no change, and the page gives the office's phone", async () => {
    const session = await aTrialSession();
    const other = await aTrialSession({ startsAt: new Date(Date.now() + 6 * 24 * HOUR) });
    const booking = await bookedSeat(session.id);
    const started = new Date(session.startsAt.getTime() + 60_000);
    expect(await cancelBooking(booking.manage, started)).toEqual({ done: false, reason: "closed" });
    expect(await moveBooking(booking.manage, other.id, started)).toEqual({ done: false, reason: "closed" });
    const state = await changeState(booking.manage, started);
    expect(state?.state).toBe("closed");
    if (state?.state === "closed") expect(state.phone).not.toBe("");
    expect(await bookingOf(booking.id)).toMatchObject({ status: "booked", sessionId: session.id });
    expect(await seatsOf(session.id)).toBe(1);
    expect(await seatsOf(other.id)).toBe(0);
  });
});

describe("trial class reminders", () => {
  beforeEach(truncateAll);

  /** Runs the reminders at `now`, answering the mails they sent. */
  async function remindAt(now: Date, fail = false): Promise<Mail[]> {
    const mails: Mail[] = [];
    await sendTrialReminders({
      now,
      send: async (mail) => {
        if (fail) throw new Error("the mail server is away");
        mails.push(mail);
      },
    });
    return mails;
  }

  it("reminds a day and two hours before, each once, with the meeting link only to the booked family", async () => {
    const startsAt = new Date(Date.now() + 3 * 24 * HOUR);
    const session = await aTrialSession({ startsAt, meetingUrl: "https://meet.example.com/abc-defg-hij" });
    const booking = await bookedSeat(session.id, { email: "asha@example.com" });
    const at = (hoursBefore: number) => new Date(startsAt.getTime() - hoursBefore * HOUR);

    expect(await remindAt(at(30))).toEqual([]);
    const [day, ...more] = await remindAt(at(23.9));
    expect(more).toEqual([]);
    expect(day?.to).toBe("asha@example.com");
    expect(day?.subject).toMatch(/^Reminder: abacus trial class, \w+day, .* IST \| SkillSprouts$/);
    expect(day?.text).toContain("https://meet.example.com/abc-defg-hij");
    expect(day?.text).toContain(`/trial-class/booking/${booking.manage}/change`);
    expect(day?.text).toContain(" IST");
    expect(await remindAt(at(23.8))).toEqual([]);
    expect(await remindAt(at(3))).toEqual([]);

    const [hours, ...again] = await remindAt(at(1.9));
    expect(again).toEqual([]);
    expect(hours?.subject).toMatch(/^Starting soon: /);
    expect(hours?.text).toContain("https://meet.example.com/abc-defg-hij");
    expect(await remindAt(at(1))).toEqual([]);
    expect(await remindAt(at(-0.1))).toEqual([]);
    const stamped = await bookingOf(booking.id);
    expect(stamped?.remindedDayAt).not.toBeNull();
    expect(stamped?.remindedHoursAt).not.toBeNull();
  });

  it("gives an office class's address and no meeting link", async () => {
    const startsAt = new Date(Date.now() + 3 * 24 * HOUR);
    const session = await aTrialSession({
      startsAt,
      mode: "office",
      address: "Mira Road office",
      meetingUrl: "https://x",
    });
    await bookedSeat(session.id);
    const [mail] = await remindAt(new Date(startsAt.getTime() - 20 * HOUR));
    expect(mail?.text).toContain("Mira Road office");
    expect(mail?.text).not.toContain("https://x");
  });

  it("sends none for a cancelled booking or a cancelled class", async () => {
    const startsAt = new Date(Date.now() + 3 * 24 * HOUR);
    const kept = await aTrialSession({ startsAt });
    const called = await aTrialSession({ startsAt });
    const cancelled = await bookedSeat(kept.id);
    await bookedSeat(called.id);
    expect(await cancelBooking(cancelled.manage)).toEqual({ done: true });
    await db().update(trialSessions).set({ status: "cancelled" }).where(eq(trialSessions.id, called.id));
    for (const hours of [23, 1.5]) {
      expect(await remindAt(new Date(startsAt.getTime() - hours * HOUR))).toEqual([]);
    }
  });

  it("follows a moved booking: reminded again at its new time, not at the old one", async () => {
    const first = new Date(Date.now() + 2 * 24 * HOUR);
    const later = new Date(Date.now() + 5 * 24 * HOUR);
    const session = await aTrialSession({ startsAt: first });
    const target = await aTrialSession({ startsAt: later });
    const booking = await bookedSeat(session.id);
    expect(await remindAt(new Date(first.getTime() - 20 * HOUR))).toHaveLength(1);
    expect(await moveBooking(booking.manage, target.id)).toEqual({ done: true });
    expect(await remindAt(new Date(first.getTime() - HOUR))).toEqual([]);
    const [day] = await remindAt(new Date(later.getTime() - 20 * HOUR));
    expect(day?.subject).toMatch(/^Reminder: /);
    expect(await remindAt(new Date(later.getTime() - 19 * HOUR))).toEqual([]);
    expect(await remindAt(new Date(later.getTime() - HOUR))).toHaveLength(1);
  });

  it("tries a reminder again when the mail could not be sent", async () => {
    const startsAt = new Date(Date.now() + 3 * 24 * HOUR);
    const session = await aTrialSession({ startsAt });
    const booking = await bookedSeat(session.id);
    expect(await remindAt(new Date(startsAt.getTime() - 20 * HOUR), true)).toEqual([]);
    expect((await bookingOf(booking.id))?.remindedDayAt).toBeNull();
    expect(await remindAt(new Date(startsAt.getTime() - 19 * HOUR))).toHaveLength(1);
  });
});
