/** Staff keep the trial class schedule: weekly classes, closed days, single classes added and changed. */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { leadEvents, programs, trialBookings, trialPatterns, trialSessions } from "#db/schema.ts";
import { indiaDayKey } from "#app/modules/trials/trial-times.ts";
import { action, loader } from "#app/routes/admin/trial-schedule.tsx";
import { db } from "#app/server/db.server.ts";
import { postAs, postAsStaff, loadAsStaff } from "../support/admin-requests.ts";
import { forgetQueuedJobs, truncateAll } from "../support/db.ts";
import { abacusProgram, aUser } from "../support/factories.ts";
import { testVisitor } from "../support/route-context.ts";
import { aTrialSession, bookedSeat } from "../support/trials.ts";

const PAGE = "/admin/trial-schedule";
const DAY = 24 * 3600_000;

/** The change mails queued, as the job reads them. */
const queuedMails = async () =>
  (
    await db().execute<{ data: { bookingId: number; change: string } }>(
      sql`select data from pgboss.job where name = 'trial-change-mail' order by created_on`,
    )
  ).rows.map((row) => row.data);

/** The India date `days` from today and its ISO weekday (1 Monday … 7 Sunday). */
function dayAhead(days: number) {
  const key = indiaDayKey(new Date(Date.now() + days * DAY));
  const weekday = ((new Date(`${key}T12:00:00+05:30`).getUTCDay() + 6) % 7) + 1;
  return { key, weekday };
}

const weekly = (fields: Record<string, string> = {}) => ({
  intent: "create",
  courseId: "abacus",
  weekday: String(dayAhead(2).weekday),
  startTime: "10:00",
  minutes: "45",
  mode: "online",
  address: "",
  capacity: "8",
  teacherName: "Ms. Rao",
  minAge: "",
  maxAge: "",
  active: "on",
  ...fields,
});

const patternClasses = (patternId: number) =>
  db()
    .select({ id: trialSessions.id, startsAt: trialSessions.startsAt, status: trialSessions.status })
    .from(trialSessions)
    .where(eq(trialSessions.patternId, patternId))
    .orderBy(asc(trialSessions.startsAt));

const indiaTime = (at: Date) =>
  new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Asia/Kolkata",
  }).format(at);

beforeEach(async () => {
  await truncateAll();
  await forgetQueuedJobs("trial-change-mail");
  await db().insert(programs).values(abacusProgram);
});

describe("weekly classes", () => {
  it("a new weekly class makes its classes four weeks ahead, at the time it says in India", async () => {
    const response = (await postAsStaff(action, PAGE, weekly())) as Response;
    expect(response.status).toBe(302);
    const [pattern] = await db().select().from(trialPatterns);
    const classes = await patternClasses(pattern?.id ?? 0);
    expect(classes).toHaveLength(4);
    expect(classes.map((row) => indiaTime(row.startsAt))).toEqual(["10:00", "10:00", "10:00", "10:00"]);
    expect(indiaDayKey(classes[0]?.startsAt ?? new Date())).toBe(dayAhead(2).key);
    const page = await loadAsStaff(loader, PAGE);
    expect(page.patterns).toMatchObject([
      { courseTitle: "Abacus", startTime: "10:00", coming: 4, teacherName: "Ms. Rao" },
    ]);
    expect(page.teachers).toContain("Ms. Rao");
  });

  it("an edit remakes the classes nobody booked; a booked class keeps its time", async () => {
    await postAsStaff(action, PAGE, weekly());
    const [pattern] = await db().select().from(trialPatterns);
    const [first] = await patternClasses(pattern?.id ?? 0);
    await bookedSeat(first?.id ?? 0);

    const response = (await postAsStaff(action, PAGE, {
      ...weekly({ startTime: "16:30" }),
      intent: "update",
      id: String(pattern?.id),
      version: "1",
    })) as Response;
    expect(response.status).toBe(302);
    const classes = await patternClasses(pattern?.id ?? 0);
    expect(classes.map((row) => indiaTime(row.startsAt))).toEqual(["10:00", "16:30", "16:30", "16:30", "16:30"]);
    expect(classes[0]?.id).toBe(first?.id);

    // A second editor still on version 1 is told, and saves nothing.
    const stale = await postAsStaff(action, PAGE, {
      ...weekly({ startTime: "09:00" }),
      intent: "update",
      id: String(pattern?.id),
      version: "1",
    });
    expect(stale).toMatchObject({ init: { status: 409 } });
  });

  it("pausing takes its unbooked classes off the booking page; deleting keeps the booked one on its own", async () => {
    await postAsStaff(action, PAGE, weekly());
    const [pattern] = await db().select().from(trialPatterns);
    const [first] = await patternClasses(pattern?.id ?? 0);
    await bookedSeat(first?.id ?? 0);
    await postAsStaff(action, PAGE, {
      ...weekly({ active: "" }),
      intent: "update",
      id: String(pattern?.id),
      version: "1",
    });
    expect(await patternClasses(pattern?.id ?? 0)).toHaveLength(1);

    await postAsStaff(action, PAGE, { intent: "delete", id: String(pattern?.id) });
    expect(await db().select().from(trialPatterns)).toEqual([]);
    const left = await db().select().from(trialSessions);
    expect(left).toMatchObject([{ id: first?.id, patternId: null, status: "scheduled", booked: 1 }]);
  });

  it("says what is wrong with a form, field by field, and keeps what was typed", async () => {
    const answer = await postAsStaff(
      action,
      PAGE,
      weekly({ mode: "office", address: "", capacity: "0", courseId: "x" }),
    );
    expect(answer).toMatchObject({ init: { status: 400 } });
    const result = (answer as unknown as { data: { form: string; result: { error: Record<string, string[]> } } }).data;
    expect(result.form).toBe("pattern");
    expect(result.result.error).toMatchObject({
      address: [expect.stringContaining("Please enter the address")],
      capacity: ["Please enter the seats of at least 1."],
    });
    const unknown = await postAsStaff(action, PAGE, weekly({ courseId: "astrology" }));
    expect(unknown).toMatchObject({
      init: { status: 400 },
      data: { result: { error: { courseId: ["Please choose one of the courses listed."] } } },
    });
    expect(await db().select().from(trialPatterns)).toEqual([]);
  });

  it("is for staff only", async () => {
    await expect(postAs(testVisitor, action, PAGE, weekly())).rejects.toMatchObject({ init: { status: 403 } });
  });
});

describe("closed days", () => {
  it("closing a day cancels its classes, families told; opening it again puts the weekly classes back", async () => {
    const staff = await aUser({ fullName: "Asha Office" });
    await postAsStaff(action, PAGE, weekly());
    const [pattern] = await db().select().from(trialPatterns);
    const [first] = await patternClasses(pattern?.id ?? 0);
    const booking = await bookedSeat(first?.id ?? 0);
    const day = dayAhead(2).key;

    const closed = (await postAs(staff, action, PAGE, { intent: "close-day", day, reason: "Diwali" })) as Response;
    expect(closed.headers.get("Location")).toBe(`${PAGE}#closed-days`);
    expect((await loadAsStaff(loader, PAGE)).closures).toEqual([{ day, reason: "Diwali" }]);
    expect((await patternClasses(pattern?.id ?? 0))[0]?.status).toBe("cancelled");
    expect(await queuedMails()).toEqual([{ bookingId: booking.id, change: "class-cancelled" }]);

    await postAsStaff(action, PAGE, { intent: "reopen-day", day });
    expect((await loadAsStaff(loader, PAGE)).closures).toEqual([]);
    const [reopened] = await patternClasses(pattern?.id ?? 0);
    expect(reopened).toMatchObject({ id: first?.id, status: "scheduled" });
    const [seats] = await db()
      .select({ booked: trialSessions.booked })
      .from(trialSessions)
      .where(eq(trialSessions.id, first?.id ?? 0));
    expect(seats?.booked).toBe(0);
    await expect(postAsStaff(action, PAGE, { intent: "reopen-day", day })).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("refuses a day already past", async () => {
    const response = (await postAsStaff(action, PAGE, { intent: "close-day", day: dayAhead(-2).key })) as Response;
    expect(response.status).toBe(302);
    expect((await loadAsStaff(loader, PAGE)).closures).toEqual([]);
  });
});

const single = (fields: Record<string, string> = {}) => ({
  intent: "add-class",
  courseId: "abacus",
  day: dayAhead(5).key,
  startTime: "11:15",
  minutes: "60",
  mode: "school",
  address: "Sunrise School, Thane",
  capacity: "10",
  teacherName: "Mr. Iyer",
  minAge: "6",
  maxAge: "10",
  meetingUrl: "",
  ...fields,
});

describe("single classes", () => {
  it("adds a class held once, and refuses one in the past or on a closed day", async () => {
    const response = (await postAsStaff(action, PAGE, single())) as Response;
    expect(response.status).toBe(302);
    const [made] = await db().select().from(trialSessions);
    expect(made).toMatchObject({ patternId: null, mode: "school", capacity: 10, minAge: 6, maxAge: 10, minutes: 60 });
    expect(indiaTime(made?.startsAt ?? new Date())).toBe("11:15");
    expect(response.headers.get("Location")).toBe(`${PAGE}#class-${made?.id}`);

    const past = await postAsStaff(action, PAGE, single({ day: dayAhead(-1).key }));
    expect(past).toMatchObject({
      data: { form: "add-class", result: { error: { startTime: [expect.stringContaining("passed")] } } },
    });
    await postAsStaff(action, PAGE, { intent: "close-day", day: dayAhead(6).key });
    const closed = await postAsStaff(action, PAGE, single({ day: dayAhead(6).key }));
    expect(closed).toMatchObject({ data: { result: { error: { day: [expect.stringContaining("closed")] } } } });
    const link = await postAsStaff(action, PAGE, single({ mode: "online", meetingUrl: "meet.example.com/x" }));
    expect(link).toMatchObject({ data: { result: { error: { meetingUrl: [expect.stringContaining("https://")] } } } });
    expect(await db().select().from(trialSessions)).toHaveLength(1);
  });

  const edit = (session: { id: number; startsAt: Date }, fields: Record<string, string> = {}) => ({
    intent: "edit-class",
    id: String(session.id),
    day: indiaDayKey(session.startsAt),
    startTime: indiaTime(session.startsAt),
    minutes: "45",
    mode: "online",
    address: "",
    capacity: "5",
    teacherName: "",
    minAge: "",
    maxAge: "",
    meetingUrl: "",
    ...fields,
  });

  it("a new time for a booked class tells its families, and its reminders go out afresh", async () => {
    const staff = await aUser({ fullName: "Asha Office" });
    const session = await aTrialSession();
    const booking = await bookedSeat(session.id, { childName: "Kabir" });
    await db().update(trialBookings).set({ remindedDayAt: new Date() }).where(eq(trialBookings.id, booking.id));

    // Only the link and the teacher: nobody needs to hear.
    await postAsStaff(
      action,
      PAGE,
      edit(session, { meetingUrl: "https://meet.example.com/abc", teacherName: "Ms. Rao" }),
    );
    expect(await queuedMails()).toEqual([]);
    const [linked] = await db().select().from(trialSessions);
    expect(linked).toMatchObject({ meetingUrl: "https://meet.example.com/abc", teacherName: "Ms. Rao" });

    const later = new Date(session.startsAt.getTime() + DAY);
    const response = (await postAs(
      staff,
      action,
      PAGE,
      edit(session, { day: indiaDayKey(later), startTime: "17:00", meetingUrl: "https://meet.example.com/abc" }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(await queuedMails()).toEqual([{ bookingId: booking.id, change: "class-moved" }]);
    const [moved] = await db().select().from(trialBookings).where(isNull(trialBookings.remindedDayAt));
    expect(moved?.id).toBe(booking.id);
    const events = await db()
      .select({ type: leadEvents.type, to: leadEvents.toValue })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadKind, "trials"), eq(leadEvents.type, "trial-moved")));
    expect(events).toHaveLength(1);
    expect(events[0]?.to).toContain("5:00 – 5:45 PM IST");
  });

  it("never takes a class's seats under its children booked", async () => {
    const session = await aTrialSession();
    await bookedSeat(session.id);
    await bookedSeat(session.id);
    const answer = await postAsStaff(action, PAGE, edit(session, { capacity: "1" }));
    expect(answer).toMatchObject({
      init: { status: 409 },
      data: {
        form: "edit-class",
        result: { error: { capacity: ["2 children are booked: please keep at least 2 seats."] } },
      },
    });
    const [kept] = await db().select().from(trialSessions);
    expect(kept?.capacity).toBe(5);
  });
});
