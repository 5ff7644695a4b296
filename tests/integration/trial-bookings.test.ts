import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { leadMailsSent, trialBookings, trialClassRequests, trialPatterns, trialSessions } from "#db/schema.ts";
import { bookTrialClass } from "#app/modules/trials/booking.server.ts";
import { findBooking } from "#app/modules/trials/booking-read.server.ts";
import { trialBookingConfirmation } from "#app/modules/trials/booking-mail.server.ts";
import { generateTrialSessions, openTrialClasses } from "#app/modules/trials/sessions.server.ts";
import { closeTrialDay } from "#app/modules/trials/session-cancel.server.ts";
import { indiaClock, indiaDay } from "#app/modules/trials/trial-times.ts";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { abacus, aTrialBooking, aTrialSession } from "../support/trials.ts";

/** Whoever closes a day, as the timeline names them. */
const OFFICE = { id: null, name: "The office" };

/** Wednesday 25 November 2026, 09:00 in India. */
const WEDNESDAY_MORNING = new Date("2026-11-25T03:30:00Z");

async function aPattern(fields: Partial<typeof trialPatterns.$inferInsert> = {}) {
  const [row] = await db()
    .insert(trialPatterns)
    .values({ courseId: "abacus", weekday: 6, startTime: "10:30", minutes: 45, mode: "online", capacity: 5, ...fields })
    .returning();
  if (!row) throw new Error("no pattern");
  return row;
}

describe("trial class sessions from weekly patterns", () => {
  beforeEach(truncateAll);

  it("makes four weeks of sessions at the pattern's India time, once however often it runs", async () => {
    const pattern = await aPattern();
    expect(await generateTrialSessions(db(), { now: WEDNESDAY_MORNING })).toBe(4);
    expect(await generateTrialSessions(db(), { now: WEDNESDAY_MORNING })).toBe(0);
    const later = new Date(WEDNESDAY_MORNING.getTime() + 7 * 24 * 3600_000);
    expect(await generateTrialSessions(db(), { now: later })).toBe(1);
    const sessions = await db().select().from(trialSessions).orderBy(asc(trialSessions.startsAt));
    expect(sessions).toHaveLength(5);
    expect(sessions[0]?.startsAt.toISOString()).toBe("2026-11-28T05:00:00.000Z");
    for (const session of sessions) {
      expect(indiaDay(session.startsAt)).toMatch(/^Saturday/);
      expect(indiaClock(session.startsAt)).toBe("10:30 AM");
      expect(session).toMatchObject({ patternId: pattern.id, capacity: 5, booked: 0, status: "scheduled" });
    }
  });

  it("makes no session already past today, and none on a closed day; closing a day cancels its sessions", async () => {
    await aPattern({ weekday: 3, startTime: "08:00" });
    await db().insert(trialPatterns).values({
      courseId: "abacus",
      weekday: 3,
      startTime: "16:00",
      minutes: 45,
      mode: "office",
      address: "Mira Road",
      capacity: 6,
    });
    await closeTrialDay("2026-12-02", "Holiday", OFFICE, WEDNESDAY_MORNING);
    await generateTrialSessions(db(), { now: WEDNESDAY_MORNING });
    const days = (await db().select().from(trialSessions).orderBy(asc(trialSessions.startsAt))).map(
      (session) => `${indiaDay(session.startsAt)} ${indiaClock(session.startsAt)}`,
    );
    expect(days).toEqual([
      "Wednesday, 25 November 2026 4:00 PM",
      "Wednesday, 9 December 2026 8:00 AM",
      "Wednesday, 9 December 2026 4:00 PM",
      "Wednesday, 16 December 2026 8:00 AM",
      "Wednesday, 16 December 2026 4:00 PM",
    ]);
    await closeTrialDay("2026-12-09", "", OFFICE, WEDNESDAY_MORNING);
    const open = await db().select().from(trialSessions).where(eq(trialSessions.status, "scheduled"));
    expect(open).toHaveLength(3);
    expect(await generateTrialSessions(db(), { now: WEDNESDAY_MORNING })).toBe(0);
  });
});

describe("booking a trial class", () => {
  beforeEach(truncateAll);

  it("books a seat with its lead, marked as booked, and the parent's confirmation queued with the invite", async () => {
    const session = await aTrialSession();
    const outcome = await bookTrialClass(aTrialBooking(session.id, { email: "neha@example.com" }), abacus);
    expect(outcome.booked).toBe(true);
    if (!outcome.booked) return;
    const [lead] = await db().select().from(trialClassRequests);
    expect(lead).toMatchObject({ status: "demo_booked", emailKey: "neha@example.com", courseName: "Abacus" });
    expect(lead?.preferredSlot).toMatch(/^Booked: .* IST/);
    const [booking] = await db().select().from(trialBookings);
    expect(booking).toMatchObject({ leadId: lead?.id, sessionId: session.id, status: "booked" });
    const [after] = await db().select().from(trialSessions);
    expect(after?.booked).toBe(1);
    const found = await findBooking(outcome.token);
    expect(found).toMatchObject({ childName: "Kabir", courseTitle: "abacus", mode: "online" });
    expect(await findBooking(`${outcome.bookingId}-${"x".repeat(32)}`)).toBeNull();
    expect(await db().$count(leadMailsSent)).toBe(0);

    // The parent's confirmation is the booking's, with the invite attached, instead of "we'll call you".
    const mail = await trialBookingConfirmation(lead?.id ?? 0);
    expect(mail?.subject).toMatch(/^Your abacus trial class on \w+day, /);
    expect(mail?.text).toContain("Time: ");
    expect(mail?.text).toContain(" IST");
    expect(mail?.text).toContain("we'll e-mail you the link the day before");
    expect(mail?.text).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE&text=");
    expect(mail?.text).toContain(`/trial-class/booking/${outcome.token}`);
    expect(mail?.attachments?.[0]?.filename).toBe("trial-class.ics");
    expect(mail?.attachments?.[0]?.content).toContain("BEGIN:VEVENT");
    expect(mail?.attachments?.[0]?.content).toContain(
      `DTSTART:${session.startsAt.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`,
    );
    expect(await trialBookingConfirmation((lead?.id ?? 0) + 1)).toBeNull();
  });

  it("books the same form sent twice once", async () => {
    const session = await aTrialSession();
    const input = aTrialBooking(session.id);
    const [first, second] = await Promise.all([bookTrialClass(input, abacus), bookTrialClass(input, abacus)]);
    expect(first).toEqual(second);
    expect(await db().$count(trialBookings)).toBe(1);
    expect((await db().select().from(trialSessions))[0]?.booked).toBe(1);
  });

  it("never books more children than the class has seats, however many book at once", async () => {
    const session = await aTrialSession({ capacity: 5 });
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () => bookTrialClass(aTrialBooking(session.id), abacus)),
    );
    expect(outcomes.filter((outcome) => outcome.booked)).toHaveLength(5);
    expect(outcomes.filter((outcome) => !outcome.booked && outcome.reason === "full")).toHaveLength(25);
    expect(await db().$count(trialBookings)).toBe(5);
    expect(await db().$count(trialClassRequests)).toBe(5);
    expect((await db().select().from(trialSessions))[0]?.booked).toBe(5);
  });

  it("lets one family hold two open bookings, by phone or by e-mail, even sent at once", async () => {
    const sessions = await Promise.all([aTrialSession(), aTrialSession(), aTrialSession(), aTrialSession()]);
    const byPhone = await Promise.all(
      sessions
        .slice(0, 3)
        .map((session, index) =>
          bookTrialClass(
            aTrialBooking(session.id, { phone: "+91 98200 55555", email: `p${index}@example.com` }),
            abacus,
          ),
        ),
    );
    expect(byPhone.filter((outcome) => outcome.booked)).toHaveLength(2);
    expect(byPhone.filter((outcome) => !outcome.booked && outcome.reason === "family-limit")).toHaveLength(1);
    const third = await bookTrialClass(aTrialBooking(sessions[3]?.id ?? 0, { phone: "98200 55555" }), abacus);
    expect(third).toEqual({ booked: false, reason: "family-limit" });
    const byEmail = await Promise.all(
      ["98200 66661", "98200 66662", "98200 66663"].map((phone, index) =>
        bookTrialClass(
          aTrialBooking(sessions[index]?.id ?? 0, { phone, email: index ? "Asha@Example.com" : "asha@example.com" }),
          abacus,
        ),
      ),
    );
    expect(byEmail.filter((outcome) => outcome.booked)).toHaveLength(2);
  });

  it("counts only future, booked classes towards the family's two", async () => {
    const past = await aTrialSession({ startsAt: new Date(Date.now() - 24 * 3600_000) });
    const soon = await aTrialSession();
    const next = await aTrialSession();
    const phone = "98200 77777";
    await db()
      .insert(trialBookings)
      .values([{ ...aTrialBooking(past.id, { phone }), phoneE164: "+919820077777", emailKey: "x@example.com" }]);
    await db().update(trialSessions).set({ booked: 1 }).where(eq(trialSessions.id, past.id));
    expect((await bookTrialClass(aTrialBooking(soon.id, { phone }), abacus)).booked).toBe(true);
    expect((await bookTrialClass(aTrialBooking(next.id, { phone }), abacus)).booked).toBe(true);
  });

  it("refuses a cancelled class, one starting within the hour, and a child outside its ages", async () => {
    const cancelled = await aTrialSession({ status: "cancelled" });
    const imminent = await aTrialSession({ startsAt: new Date(Date.now() + 30 * 60_000) });
    const older = await aTrialSession({ minAge: 9 });
    expect((await bookTrialClass(aTrialBooking(cancelled.id), abacus)).booked).toBe(false);
    expect((await bookTrialClass(aTrialBooking(imminent.id), abacus)).booked).toBe(false);
    expect((await bookTrialClass(aTrialBooking(older.id, { childAge: 7 }), abacus)).booked).toBe(false);
    expect(await db().$count(trialBookings)).toBe(0);
    expect(await openTrialClasses(abacus, 7)).toEqual([]);
    expect((await openTrialClasses(abacus, 9)).map((open) => open.id)).toEqual([older.id]);
  });
});
