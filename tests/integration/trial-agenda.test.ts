import { and, asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { leadEvents, leadNotes, trialBookings, trialClassRequests, type trialSessions } from "#db/schema.ts";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { agendaTeachers, callBackList, trialAgenda } from "#app/modules/trials/agenda.server.ts";
import { markAttendance } from "#app/modules/trials/attendance.server.ts";
import { action, loader } from "#app/routes/admin/trial-agenda.tsx";
import { db } from "#app/server/db.server.ts";
import { loadAs, postAs } from "../support/admin-requests.ts";
import { truncateAll } from "../support/db.ts";
import { aTrialSession, bookedSeat } from "../support/trials.ts";
import { aUser } from "../support/factories.ts";
import { testVisitor } from "../support/route-context.ts";

/** Saturday 28 November 2026, 20:30 UTC: already Sunday 29 November, 02:00, in India. */
const NOW = new Date("2026-11-28T20:30:00Z");
/** When the parents booked, well before every class. */
const BOOKED_ON = new Date("2026-11-10T05:00:00Z");

/** A class starting at `startsAt` (an instant). */
const aSession = (startsAt: string, fields: Partial<typeof trialSessions.$inferInsert> = {}) =>
  aTrialSession({ startsAt: new Date(startsAt), ...fields });

/** Books a child into the session as a parent would, well before the class, with its lead; answers its id. */
const aBooking = async (sessionId: number, childName = "Kabir") =>
  (await bookedSeat(sessionId, { childName }, BOOKED_ON)).id;

async function leadOf(bookingId: number) {
  const [row] = await db()
    .select({ lead: trialClassRequests })
    .from(trialBookings)
    .innerJoin(trialClassRequests, eq(trialClassRequests.id, trialBookings.leadId))
    .where(eq(trialBookings.id, bookingId));
  if (!row) throw new Error("no lead");
  return row.lead;
}

const notesOf = (leadId: number) =>
  db()
    .select({ body: leadNotes.body })
    .from(leadNotes)
    .where(and(eq(leadNotes.leadKind, "trials"), eq(leadNotes.leadId, leadId)))
    .orderBy(asc(leadNotes.id));

const eventsOf = (leadId: number) =>
  db()
    .select({ type: leadEvents.type, from: leadEvents.fromValue, to: leadEvents.toValue, who: leadEvents.actorName })
    .from(leadEvents)
    .where(and(eq(leadEvents.leadKind, "trials"), eq(leadEvents.leadId, leadId)))
    .orderBy(asc(leadEvents.id));

describe("the trial class agenda", () => {
  beforeEach(truncateAll);

  it("lists today and the next seven India days, grouped by India day, with seats and children", async () => {
    await aSession("2026-11-28T18:00:00Z"); // Saturday 23:30 in India: yesterday there.
    const justAfterMidnight = await aSession("2026-11-28T18:45:00Z", { teacherName: "Priya" });
    const office = await aSession("2026-11-29T05:00:00Z", {
      mode: "office",
      address: "SkillSprouts office, Mira Road",
      teacherName: "Ravi",
      capacity: 6,
    });
    const lastDay = await aSession("2026-12-06T18:00:00Z"); // Sunday 6 December, 23:30 in India.
    await aSession("2026-12-06T18:30:00Z"); // Monday 7 December, 00:00 in India: the ninth day.
    await aSession("2026-11-30T05:00:00Z", { status: "cancelled" });
    await aBooking(office.id, "Kabir");
    await aBooking(office.id, "Anaya");

    const days = await trialAgenda({ teacher: null, mode: null }, NOW);
    expect(days.map((day) => day.key)).toEqual(["2026-11-29", "2026-12-06"]);
    expect(days[0]?.label).toBe("Sunday, 29 November 2026");
    expect(days[0]?.sessions.map((session) => session.id)).toEqual([justAfterMidnight.id, office.id]);
    expect(days[1]?.sessions.map((session) => session.id)).toEqual([lastDay.id]);

    const [first, second] = days[0]?.sessions ?? [];
    expect(first).toMatchObject({ time: "12:15 – 1:00 AM IST", place: "Online", teacher: "Priya", started: true });
    expect(second).toMatchObject({
      courseTitle: "abacus",
      time: "10:30 – 11:15 AM IST",
      mode: "office",
      place: "At our office: SkillSprouts office, Mira Road",
      teacher: "Ravi",
      booked: 2,
      capacity: 6,
      started: false,
    });
    expect(second?.bookings.map((booking) => booking.childName)).toEqual(["Anaya", "Kabir"]);
    const kabir = second?.bookings.find((booking) => booking.childName === "Kabir");
    expect(kabir).toMatchObject({ childAge: 7, parentName: "Neha Kulkarni", status: "booked" });
    expect(kabir?.tel).toMatch(/^tel:\+9198200\d{5}$/);
    const whatsApp = new URL(kabir?.whatsApp ?? "");
    expect(whatsApp.origin + whatsApp.pathname).toMatch(/^https:\/\/wa\.me\/9198200\d{5}$/);
    expect(whatsApp.searchParams.get("text")).toBe(
      "Hello Neha Kulkarni, this is SkillSprouts about Kabir's free abacus trial class on Sunday, 29 November 2026, " +
        "10:30 – 11:15 AM IST, at our office, SkillSprouts office, Mira Road.",
    );
  });

  it("narrows to a teacher or a mode, and names the week's teachers", async () => {
    const priya = await aSession("2026-11-29T10:00:00Z", { teacherName: "Priya" });
    const ravi = await aSession("2026-11-30T05:00:00Z", {
      mode: "school",
      address: "Green Valley School",
      teacherName: "Ravi",
    });
    const nobody = await aSession("2026-12-01T10:00:00Z");
    const ids = async (filters: Parameters<typeof trialAgenda>[0]) =>
      (await trialAgenda(filters, NOW)).flatMap((day) => day.sessions.map((session) => session.id));
    expect(await ids({ teacher: "Ravi", mode: null })).toEqual([ravi.id]);
    expect(await ids({ teacher: null, mode: "online" })).toEqual([priya.id, nobody.id]);
    expect(await ids({ teacher: "Priya", mode: "school" })).toEqual([]);
    expect(await agendaTeachers(NOW)).toEqual(["Priya", "Ravi"]);
  });
});

describe("marking attendance", () => {
  beforeEach(truncateAll);

  it("is refused before the class starts", async () => {
    const staff = await aUser({ fullName: "Asha Office" });
    const later = await aSession("2026-11-29T05:00:00Z");
    const booking = await aBooking(later.id);
    expect(await markAttendance(booking, "attended", staff, NOW)).toEqual({ marked: false, reason: "not-started" });
    const [row] = await db().select().from(trialBookings).where(eq(trialBookings.id, booking));
    expect(row?.status).toBe("booked");
    expect(await notesOf((await leadOf(booking)).id)).toEqual([]);
  });

  it("marks a child who came, moves a lead still Contacted to Demo booked, and notes it on the lead", async () => {
    const staff = await aUser({ fullName: "Asha Office" });
    const started = await aSession("2026-11-28T18:45:00Z");
    const booking = await aBooking(started.id);
    const lead = await leadOf(booking);
    await db().update(trialClassRequests).set({ status: "contacted" }).where(eq(trialClassRequests.id, lead.id));

    expect(await markAttendance(booking, "attended", staff, NOW)).toEqual({
      marked: true,
      childName: "Kabir",
      changed: true,
    });
    const [row] = await db().select().from(trialBookings).where(eq(trialBookings.id, booking));
    expect(row?.status).toBe("attended");
    expect((await leadOf(booking)).status).toBe("demo_booked");
    expect(await eventsOf(lead.id)).toEqual([
      { type: "status", from: "contacted", to: "demo_booked", who: "Asha Office" },
    ]);
    expect(await notesOf(lead.id)).toEqual([
      { body: "Trial class: Attended (abacus, Sunday, 29 November 2026, 12:15 – 1:00 AM IST)" },
    ]);
    // The same mark again changes nothing.
    expect(await markAttendance(booking, "attended", staff, NOW)).toMatchObject({ marked: true, changed: false });
    expect(await notesOf(lead.id)).toHaveLength(1);
  });

  it("can be corrected to a no-show: the lead gets a follow-up today and the parent is on the call-back list", async () => {
    const staff = await aUser({ fullName: "Asha Office" });
    const started = await aSession("2026-11-28T18:45:00Z");
    const booking = await aBooking(started.id);
    const lead = await leadOf(booking);
    await markAttendance(booking, "attended", staff, NOW);
    expect(await callBackList(NOW)).toEqual([]);

    await markAttendance(booking, "no_show", staff, NOW);
    const [row] = await db().select().from(trialBookings).where(eq(trialBookings.id, booking));
    expect(row?.status).toBe("no_show");
    const after = await leadOf(booking);
    // There is no "did not come" status: the lead keeps Demo booked and is due for a call today (India).
    expect(after).toMatchObject({ status: "demo_booked", followUpOn: "2026-11-29" });
    expect(await eventsOf(lead.id)).toEqual([{ type: "follow-up", from: null, to: "2026-11-29", who: "Asha Office" }]);
    expect((await notesOf(lead.id)).map((note) => note.body)).toEqual([
      "Trial class: Attended (abacus, Sunday, 29 November 2026, 12:15 – 1:00 AM IST)",
      "Trial class: No-show, corrected from Attended (abacus, Sunday, 29 November 2026, 12:15 – 1:00 AM IST)",
    ]);

    const calls = await callBackList(NOW);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      bookingId: booking,
      leadId: lead.id,
      childName: "Kabir",
      parentName: "Neha Kulkarni",
      when: "Sunday, 29 November 2026, 12:15 – 1:00 AM IST",
    });
    expect(calls[0]?.tel).toMatch(/^tel:\+91/);

    // And back: the correction the other way keeps the follow-up staff may still want.
    await markAttendance(booking, "attended", staff, NOW);
    expect(await callBackList(NOW)).toEqual([]);
  });

  it("lists no-shows of the last fourteen days only, most recent first", async () => {
    const staff = await aUser();
    const old = await aBooking((await aSession("2026-11-13T05:00:00Z")).id, "Old");
    const recent = await aBooking((await aSession("2026-11-20T05:00:00Z")).id, "Recent");
    const latest = await aBooking((await aSession("2026-11-27T05:00:00Z")).id, "Latest");
    const came = await aBooking((await aSession("2026-11-27T08:00:00Z")).id, "Came");
    for (const booking of [old, recent, latest]) await markAttendance(booking, "no_show", staff, NOW);
    await markAttendance(came, "attended", staff, NOW);
    expect((await callBackList(NOW)).map((call) => call.childName)).toEqual(["Latest", "Recent"]);
  });
});

describe("the agenda page", () => {
  beforeEach(truncateAll);

  it("is for staff only, and marks attendance through its form, back at the child with the filters kept", async () => {
    const staff: AuthUser = await aUser({ fullName: "Asha Office" });
    const started = await aSession(new Date(Date.now() - 10 * 60_000).toISOString(), { teacherName: "Priya" });
    const booking = await aBooking(started.id);

    await expect(loadAs(testVisitor, loader, "/admin/trial-agenda")).rejects.toMatchObject({ status: 302 });
    await expect(
      postAs(testVisitor, action, "/admin/trial-agenda", {
        intent: "attendance",
        booking: String(booking),
        outcome: "attended",
      }),
    ).rejects.toMatchObject({ init: { status: 403 } });

    const page = await loadAs(staff, loader, "/admin/trial-agenda?teacher=Priya");
    expect(page.filters).toEqual({ teacher: "Priya", mode: null });
    const response = (await postAs(staff, action, "/admin/trial-agenda?teacher=Priya", {
      intent: "attendance",
      booking: String(booking),
      outcome: "no_show",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/trial-agenda?teacher=Priya#booking-${booking}`);
    const [row] = await db().select().from(trialBookings).where(eq(trialBookings.id, booking));
    expect(row?.status).toBe("no_show");

    await expect(
      postAs(staff, action, "/admin/trial-agenda", { intent: "attendance", booking: "999999", outcome: "attended" }),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(
      postAs(staff, action, "/admin/trial-agenda", { intent: "attendance", booking: String(booking), outcome: "late" }),
    ).rejects.toMatchObject({ init: { status: 400 } });
  });
});
