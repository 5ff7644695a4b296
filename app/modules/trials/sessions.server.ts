import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import { programs, trialSessions } from "#db/schema.ts";
import type { TrialSession } from "#db/schema/trials.ts";
import { db, type Executor, type Transaction } from "#app/server/db.server.ts";
import type { ScheduledJob } from "#app/server/jobs.server.ts";
import { logger } from "#app/server/logger.server.ts";
import type { OpenTrialClass } from "./booking.ts";
import { queueSeatOffer } from "./seat-offer-queue.server.ts";
import { agesOf } from "./trial-times.ts";

/** How far ahead sessions are made from the weekly patterns. */
export const WEEKS_AHEAD = 4;

/**
 * Makes the sessions of every active weekly pattern from today (India time) for `weeks` weeks, skipping closed
 * days and starts already past; a session made before is left as it is (unique per pattern and start), so running
 * it again adds only what is new. Then cancels the scheduled sessions of every closed day. Answers how many
 * sessions it made.
 */
export async function generateTrialSessions(
  executor: Executor = db(),
  { now = new Date(), weeks = WEEKS_AHEAD }: { now?: Date; weeks?: number } = {},
): Promise<number> {
  const made = await executor.execute<{ id: number }>(sql`
    insert into trial_sessions
      (pattern_id, course_id, starts_at, minutes, mode, address, capacity, teacher_name, min_age, max_age)
    select pattern.id, pattern.course_id, (day.day + pattern.start_time) at time zone 'Asia/Kolkata',
      pattern.minutes, pattern.mode, pattern.address, pattern.capacity, pattern.teacher_name,
      pattern.min_age, pattern.max_age
    from trial_patterns pattern
    cross join lateral (
      select (((${now.toISOString()}::timestamptz) at time zone 'Asia/Kolkata')::date + offset_days) as day
      from generate_series(0, ${weeks * 7 - 1}) as offset_days
    ) day
    where pattern.active
      and extract(isodow from day.day) = pattern.weekday
      and (day.day + pattern.start_time) at time zone 'Asia/Kolkata' > ${now.toISOString()}::timestamptz
      and not exists (select 1 from trial_closures closure where closure.day = day.day)
    on conflict (pattern_id, starts_at) do nothing
    returning id`);
  await cancelClosedDays(executor);
  return made.rows.length;
}

/**
 * Cancels the scheduled sessions that fall on a closed day (India date): a net under the weekly patterns, for a
 * session made before its day was closed some other way; closing a day from the back office cancels its classes
 * and tells their families first (closeTrialDay in session-cancel.server.ts).
 */
async function cancelClosedDays(executor: Executor): Promise<void> {
  await executor.execute(sql`
    update trial_sessions set status = 'cancelled'
    where status = 'scheduled'
      and ((starts_at at time zone 'Asia/Kolkata')::date) in (select day from trial_closures)`);
}

/** The nightly run that keeps sessions four weeks ahead; it also runs as each process's jobs start. */
export const trialSessionsJob: ScheduledJob = {
  name: "trial-sessions",
  cron: "15 1 * * *",
  async run() {
    const made = await generateTrialSessions();
    if (made > 0) logger.info({ made }, "trial class sessions made from the weekly patterns");
    const forgotten = await forgetPastWaits();
    if (forgotten > 0) logger.info({ forgotten }, "waiting list places of classes already begun removed");
  },
};

/** The waiting list of classes already begun is no use to anyone, and holds a family's details: removed. */
export async function forgetPastWaits(now = new Date()): Promise<number> {
  const removed = await db().execute(sql`
    delete from trial_waitlist place using trial_sessions session
    where session.id = place.session_id and session.starts_at < ${now.toISOString()}::timestamptz`);
  return removed.rowCount ?? 0;
}

/** A course a trial class can be booked for: a published program, with its ages. */
export type TrialCourse = { id: string; title: string; minAge: number; maxAge: number };

const ANY_AGE = { min: 4, max: 14 };

/** The published courses with their ages (from the course's "Ages 5–14"), in the site's order. */
export async function trialCourses(): Promise<TrialCourse[]> {
  const rows = await db()
    .select({ id: programs.id, title: programs.title, ageRange: programs.ageRange })
    .from(programs)
    .where(eq(programs.isPublished, true))
    .orderBy(asc(programs.sortOrder), asc(programs.title));
  return rows.map((row) => {
    const ages = agesOf(row.ageRange) ?? ANY_AGE;
    return { id: row.id, title: row.title, minAge: ages.min, maxAge: ages.max };
  });
}

/** The course a session belongs to, with its ages; one no longer published keeps the ages any child may have. */
export async function trialCourseById(id: string): Promise<TrialCourse> {
  const found = (await trialCourses()).find((course) => course.id === id);
  return found ?? { id, title: id, minAge: ANY_AGE.min, maxAge: ANY_AGE.max };
}

/** What the booking pages show of a class: when, how long, where. */
export const classColumns = {
  id: trialSessions.id,
  startsAt: trialSessions.startsAt,
  minutes: trialSessions.minutes,
  mode: trialSessions.mode,
  address: trialSessions.address,
};

/** How far ahead the page offers classes, and how soon before its start a class stops taking bookings. */
const BOOKING_CLOSES_MINUTES = 60;

/**
 * The open trial classes of a course for a child of this age: scheduled, starting at least an hour from now,
 * with a seat left, the child within the session's ages (the course's when the session names none). Soonest first.
 */
export async function openTrialClasses(
  course: TrialCourse,
  age: number,
  { now = new Date(), except }: { now?: Date; except?: number } = {},
): Promise<OpenTrialClass[]> {
  const rows = await db()
    .select({
      ...classColumns,
      seatsLeft: sql<number>`${trialSessions.capacity} - ${trialSessions.booked}`.mapWith(Number),
    })
    .from(trialSessions)
    .where(
      and(
        classFor(course, age, now),
        lt(trialSessions.booked, trialSessions.capacity),
        except === undefined ? undefined : sql`${trialSessions.id} <> ${except}`,
      ),
    )
    .orderBy(asc(trialSessions.startsAt), asc(trialSessions.id))
    .limit(40);
  return rows;
}

/**
 * A class of the course a child of this age could book now, seats aside: scheduled, starting at least an hour from
 * now, the child within its ages (the course's when the class names none).
 */
export function classFor(course: TrialCourse, age: number, now: Date) {
  return and(
    eq(trialSessions.courseId, course.id),
    eq(trialSessions.status, "scheduled"),
    gt(trialSessions.startsAt, bookableAfter(now)),
    sql`coalesce(${trialSessions.minAge}, ${course.minAge}) <= ${age}`,
    sql`coalesce(${trialSessions.maxAge}, ${course.maxAge}) >= ${age}`,
  );
}

/** The earliest a class may start and still be booked now. */
export const bookableAfter = (now: Date) => new Date(now.getTime() + BOOKING_CLOSES_MINUTES * 60_000);

/**
 * Takes a seat in a session for a child by one conditional update: the session is the course's, scheduled, still
 * open for booking, has a seat left (`booked < capacity`) and takes the child's age (the course's ages when the
 * session names none). However many arrive at once, no more are seated than the class has seats. Answers the
 * session with its seat taken, or null when it was refused (and nothing was written).
 */
export async function takeSeat(
  executor: Executor,
  { sessionId, course, childAge, now }: { sessionId: number; course: TrialCourse; childAge: number; now: Date },
): Promise<TrialSession | null> {
  const [session] = await executor
    .update(trialSessions)
    .set({ booked: sql`${trialSessions.booked} + 1` })
    .where(
      and(
        eq(trialSessions.id, sessionId),
        classFor(course, childAge, now),
        sql`${trialSessions.booked} < ${trialSessions.capacity}`,
      ),
    )
    .returning();
  return session ?? null;
}

/** Gives a seat back to its session (a booking cancelled or moved away), and offers it to the families waiting. */
export async function freeSeat(tx: Transaction, sessionId: number): Promise<void> {
  await tx
    .update(trialSessions)
    .set({ booked: sql`${trialSessions.booked} - 1` })
    .where(eq(trialSessions.id, sessionId));
  await queueSeatOffer(tx, sessionId);
}
