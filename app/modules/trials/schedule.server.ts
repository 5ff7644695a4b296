import { and, asc, eq, gt, inArray, isNotNull, isNull, ne, notExists, sql } from "drizzle-orm";
import type { z } from "zod";
import { programs, trialBookings, trialClosures, trialPatterns, trialSessions, users } from "#db/schema.ts";
import { updateIfUnchanged } from "#app/modules/content/shared/versioned-rows.server.ts";
import { recordLeadEvents, type LeadActor } from "#app/modules/leads/lead-events.server.ts";
import { db, type Executor } from "#app/server/db.server.ts";
import { queueBookingChangeMail } from "./booking-change-mail.server.ts";
import { queueSeatOffer } from "./seat-offer-queue.server.ts";
import type { ClassEditSchema, PatternSchema, SingleClassSchema } from "./schedule.ts";
import { generateTrialSessions, WEEKS_AHEAD } from "./sessions.server.ts";
import { indiaAt, indiaDayKey, sessionLine } from "./trial-times.ts";

/*
 * The schedule behind the booking page, as staff keep it: weekly classes (patterns) that make the sessions a few
 * weeks ahead, closed days, and classes added once or changed one by one. A change never drops a booked child
 * silently: a pattern changed or removed remakes only its coming classes nobody has booked (booked ones stay as
 * they are, for staff to change on their own), and a booked class moved tells its families.
 */

type PatternFields = z.output<typeof PatternSchema>;

const courseTitle = sql<string>`coalesce(${programs.title}, ${trialPatterns.courseId})`;

/** The weekly classes, by day of the week and time, with the course's name and what each has made ahead. */
export async function listPatterns(now = new Date()) {
  return db()
    .select({
      id: trialPatterns.id,
      version: trialPatterns.version,
      courseId: trialPatterns.courseId,
      courseTitle,
      weekday: trialPatterns.weekday,
      startTime: sql<string>`to_char(${trialPatterns.startTime}, 'HH24:MI')`,
      minutes: trialPatterns.minutes,
      mode: trialPatterns.mode,
      address: trialPatterns.address,
      capacity: trialPatterns.capacity,
      teacherName: trialPatterns.teacherName,
      minAge: trialPatterns.minAge,
      maxAge: trialPatterns.maxAge,
      active: trialPatterns.active,
      coming: sql<number>`(select count(*) from trial_sessions s
        where s.pattern_id = ${trialPatterns.id} and s.status = 'scheduled'
          and s.starts_at > ${now.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(trialPatterns)
    .leftJoin(programs, eq(programs.id, trialPatterns.courseId))
    .orderBy(asc(trialPatterns.weekday), asc(trialPatterns.startTime), asc(trialPatterns.id));
}

export type PatternRow = Awaited<ReturnType<typeof listPatterns>>[number];

/**
 * Removes a pattern's coming classes that nobody ever booked, so that they are made again as the pattern now says
 * (or not at all, when it is paused or deleted). A class with a booking, even a cancelled one, is kept: it is the
 * family's record, and staff change or cancel it on its own.
 */
async function clearUnbookedClasses(executor: Executor, patternId: number, now: Date): Promise<void> {
  await executor.delete(trialSessions).where(
    and(
      eq(trialSessions.patternId, patternId),
      gt(trialSessions.startsAt, now),
      notExists(
        db()
          .select({ one: sql`1` })
          .from(trialBookings)
          .where(eq(trialBookings.sessionId, trialSessions.id)),
      ),
    ),
  );
}

export async function addPattern(fields: PatternFields, now = new Date()): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.insert(trialPatterns).values(patternValues(fields));
    await generateTrialSessions(tx, { now });
  });
}

/** Saves an edit unless someone saved the pattern first, then remakes its coming classes nobody has booked. */
export async function updatePattern(
  { id, version, ...fields }: PatternFields & { id: number; version: number },
  now = new Date(),
): Promise<"updated" | "conflict" | "missing"> {
  const outcome = await updateIfUnchanged(trialPatterns, { id, version }, patternValues(fields));
  if (outcome === "updated") await remakeClasses(id, now);
  return outcome;
}

/** Deletes a pattern: its coming classes nobody booked go with it; booked ones stay, as single classes. */
export async function deletePattern(id: number, now = new Date()): Promise<boolean> {
  return db().transaction(async (tx) => {
    await clearUnbookedClasses(tx, id, now);
    const deleted = await tx.delete(trialPatterns).where(eq(trialPatterns.id, id)).returning({ id: trialPatterns.id });
    return deleted.length > 0;
  });
}

async function remakeClasses(patternId: number, now: Date): Promise<void> {
  await db().transaction(async (tx) => {
    await clearUnbookedClasses(tx, patternId, now);
    await generateTrialSessions(tx, { now });
  });
}

function patternValues(fields: PatternFields) {
  return {
    ...sharedValues(fields),
    courseId: fields.courseId,
    weekday: fields.weekday,
    startTime: fields.startTime,
    active: fields.active,
  };
}

type SharedFields = Pick<
  PatternFields,
  "minutes" | "mode" | "address" | "capacity" | "teacherName" | "minAge" | "maxAge"
>;

/** What a weekly class and a single one store alike; an online class keeps no address. */
function sharedValues(fields: SharedFields) {
  return {
    minutes: fields.minutes,
    mode: fields.mode,
    address: fields.mode === "online" ? "" : fields.address,
    capacity: fields.capacity,
    teacherName: fields.teacherName,
    minAge: fields.minAge,
    maxAge: fields.maxAge,
  };
}

/** The closed days from today (India date) on, soonest first. */
export async function upcomingClosures(now = new Date()) {
  return db()
    .select({ day: sql<string>`${trialClosures.day}::text`, reason: trialClosures.reason })
    .from(trialClosures)
    .where(sql`${trialClosures.day} >= ${indiaDayKey(now)}::date`)
    .orderBy(asc(trialClosures.day));
}

/**
 * Opens a closed day again: the weekly classes it cancelled that have not begun are back on the booking page
 * (their families were told of the cancel and are not booked again), and any the patterns never made are made.
 * Answers whether the day was closed.
 */
export async function reopenTrialDay(day: string, now = new Date()): Promise<boolean> {
  return db().transaction(async (tx) => {
    const removed = await tx.delete(trialClosures).where(eq(trialClosures.day, day)).returning();
    if (removed.length === 0) return false;
    await tx
      .update(trialSessions)
      .set({ status: "scheduled", booked: 0 })
      .where(
        and(
          eq(trialSessions.status, "cancelled"),
          isNotNull(trialSessions.patternId),
          gt(trialSessions.startsAt, now),
          sql`(${trialSessions.startsAt} at time zone 'Asia/Kolkata')::date = ${day}::date`,
          inArray(
            trialSessions.patternId,
            db().select({ id: trialPatterns.id }).from(trialPatterns).where(eq(trialPatterns.active, true)),
          ),
          // Nobody holds a seat in a cancelled class, but a booking kept "booked" would make the count wrong.
          notExists(
            db()
              .select({ one: sql`1` })
              .from(trialBookings)
              .where(and(eq(trialBookings.sessionId, trialSessions.id), eq(trialBookings.status, "booked"))),
          ),
        ),
      );
    await generateTrialSessions(tx, { now });
    return true;
  });
}

/** The scheduled classes from now until the patterns' horizon, soonest first: what staff may change. */
export async function comingClasses(now = new Date()) {
  const until = new Date(now.getTime() + (WEEKS_AHEAD * 7 + 1) * 86_400_000);
  return db()
    .select({
      id: trialSessions.id,
      patternId: trialSessions.patternId,
      courseTitle: sql<string>`coalesce(${programs.title}, ${trialSessions.courseId})`,
      startsAt: trialSessions.startsAt,
      minutes: trialSessions.minutes,
      mode: trialSessions.mode,
      address: trialSessions.address,
      capacity: trialSessions.capacity,
      booked: trialSessions.booked,
      teacherName: trialSessions.teacherName,
      minAge: trialSessions.minAge,
      maxAge: trialSessions.maxAge,
      meetingUrl: trialSessions.meetingUrl,
      waiting: sql<number>`(select count(*) from trial_waitlist place
        where place.session_id = ${trialSessions.id} and place.status = 'waiting')`.mapWith(Number),
    })
    .from(trialSessions)
    .leftJoin(programs, eq(programs.id, trialSessions.courseId))
    .where(
      and(
        eq(trialSessions.status, "scheduled"),
        gt(trialSessions.startsAt, now),
        sql`${trialSessions.startsAt} < ${until.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(trialSessions.startsAt), asc(trialSessions.id));
}

export type ComingClass = Awaited<ReturnType<typeof comingClasses>>[number];

type SingleClass = z.output<typeof SingleClassSchema>;

/** Adds a class held once; refused for a moment already past or a closed day. */
export async function addSingleClass(
  fields: SingleClass,
  now = new Date(),
): Promise<{ added: true; id: number } | { added: false; reason: "past" | "closed" }> {
  const startsAt = indiaAt(fields.day, fields.startTime);
  if (startsAt <= now) return { added: false, reason: "past" };
  if (await isClosed(fields.day)) return { added: false, reason: "closed" };
  const [made] = await db()
    .insert(trialSessions)
    .values({ ...classValues(fields), courseId: fields.courseId, startsAt })
    .returning({ id: trialSessions.id });
  if (!made) throw new Error("the new trial class was not returned");
  return { added: true, id: made.id };
}

async function isClosed(day: string): Promise<boolean> {
  const [closed] = await db().select().from(trialClosures).where(eq(trialClosures.day, day));
  return closed !== undefined;
}

/** A single class's stored values; the meeting link is kept for an online class only. */
function classValues(fields: SharedFields & { meetingUrl: string }) {
  return { ...sharedValues(fields), meetingUrl: fields.mode === "online" ? fields.meetingUrl : "" };
}

type ClassEdit = z.output<typeof ClassEditSchema>;

export type ClassEditOutcome =
  | { saved: true; told: number }
  | { saved: false; reason: "gone" | "started" | "past" | "closed" }
  | { saved: false; reason: "seats"; booked: number };

/**
 * Changes a scheduled class that has not started. Its seats never go under the children booked. When its time or
 * place changes, each booked family is mailed the class as it now is, with the invite again, and its reminders
 * are sent afresh; the lead's history records the move. Answers how many families were told.
 */
export async function editClass(edit: ClassEdit, actor: LeadActor, now = new Date()): Promise<ClassEditOutcome> {
  const asked = indiaAt(edit.day, edit.startTime);
  return db().transaction(async (tx) => {
    const [session] = await tx.select().from(trialSessions).where(eq(trialSessions.id, edit.id)).for("update");
    if (!session || session.status !== "scheduled") return { saved: false, reason: "gone" };
    if (session.startsAt <= now) return { saved: false, reason: "started" };
    if (edit.capacity < session.booked) return { saved: false, reason: "seats", booked: session.booked };
    // The form says the time to the minute: a class at the same minute has not moved.
    const moved = Math.floor(asked.getTime() / 60_000) !== Math.floor(session.startsAt.getTime() / 60_000);
    const startsAt = moved ? asked : session.startsAt;
    if (moved && startsAt <= now) return { saved: false, reason: "past" };
    if (moved && indiaDayKey(startsAt) !== indiaDayKey(session.startsAt)) {
      const [closed] = await tx.select().from(trialClosures).where(eq(trialClosures.day, edit.day));
      if (closed) return { saved: false, reason: "closed" };
    }
    const values = classValues(edit);
    const placeChanged = values.mode !== session.mode || values.address !== session.address;
    const changed = moved || placeChanged || edit.minutes !== session.minutes;
    // A pattern's class moved to another time is its own from now on, so the pattern does not make it again.
    await tx
      .update(trialSessions)
      .set({ ...values, startsAt, patternId: moved ? null : session.patternId })
      .where(eq(trialSessions.id, session.id));
    // More seats than before: the families waiting for this class hear of them.
    if (edit.capacity > session.capacity) await queueSeatOffer(tx, session.id);
    if (!changed) return { saved: true, told: 0 };
    const booked = await tx
      .update(trialBookings)
      .set({ remindedDayAt: null, remindedHoursAt: null })
      .where(and(eq(trialBookings.sessionId, session.id), eq(trialBookings.status, "booked")))
      .returning({ id: trialBookings.id, leadId: trialBookings.leadId });
    const to = sessionLine({ startsAt, minutes: edit.minutes, mode: edit.mode });
    for (const booking of booked) {
      if (booking.leadId !== null) {
        await recordLeadEvents(tx, { kind: "trials", id: booking.leadId }, actor, [
          { type: "trial-moved", from: sessionLine(session), to },
        ]);
      }
      await queueBookingChangeMail(tx, { bookingId: booking.id, change: "class-moved" });
    }
    return { saved: true, told: booked.length };
  });
}

/** The names the teacher field suggests: staff and admins with a name, and the teachers already on the schedule. */
export async function teacherSuggestions(): Promise<string[]> {
  const [staff, named] = await Promise.all([
    db()
      .select({ name: users.fullName })
      .from(users)
      .where(and(inArray(users.role, ["staff", "admin"]), isNull(users.deactivatedAt), isNotNull(users.fullName))),
    db()
      .selectDistinct({ name: trialPatterns.teacherName })
      .from(trialPatterns)
      .where(ne(trialPatterns.teacherName, "")),
  ]);
  const names = [...staff, ...named].map((row) => row.name?.trim() ?? "").filter(Boolean);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}
