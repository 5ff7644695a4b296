import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql } from "drizzle-orm";
import { programs, trialBookings, trialSessions, trialWaitlist } from "#db/schema.ts";
import { telHref } from "#app/modules/leads/pipeline.ts";
import { whatsAppMessageHref } from "#app/modules/leads/message-templates.ts";
import { db } from "#app/server/db.server.ts";
import {
  AGENDA_DAYS,
  agendaPlace,
  CALL_BACK_DAYS,
  parentMessage,
  type AgendaDay,
  type AgendaFilters,
  type CallBack,
} from "./agenda.ts";
import { indiaDay, indiaDayKey, indiaTimeRange, modeLabels } from "./trial-times.ts";

/** The first moment of the India day `offset` days from the one `now` falls on, as SQL. */
const indiaDayStart = (now: Date, offset: number) =>
  sql`((((${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date + ${offset}::int))::timestamp at time zone 'Asia/Kolkata')`;

const courseTitle = sql<string>`coalesce(${programs.title}, ${trialSessions.courseId})`;

/**
 * The scheduled trial classes of today and the next seven India days, soonest first and grouped by India day,
 * each with its children (cancelled bookings left out), narrowed to a teacher or a mode when asked.
 */
export async function trialAgenda(filters: AgendaFilters, now = new Date()): Promise<AgendaDay[]> {
  const sessions = await db()
    .select({
      id: trialSessions.id,
      courseTitle,
      startsAt: trialSessions.startsAt,
      minutes: trialSessions.minutes,
      mode: trialSessions.mode,
      address: trialSessions.address,
      teacher: trialSessions.teacherName,
      booked: trialSessions.booked,
      capacity: trialSessions.capacity,
    })
    .from(trialSessions)
    .leftJoin(programs, eq(programs.id, trialSessions.courseId))
    .where(
      and(
        eq(trialSessions.status, "scheduled"),
        gte(trialSessions.startsAt, indiaDayStart(now, 0)),
        lt(trialSessions.startsAt, indiaDayStart(now, AGENDA_DAYS)),
        filters.teacher ? eq(trialSessions.teacherName, filters.teacher) : undefined,
        filters.mode ? eq(trialSessions.mode, filters.mode) : undefined,
      ),
    )
    .orderBy(asc(trialSessions.startsAt), asc(trialSessions.id));
  const bookings =
    sessions.length === 0
      ? []
      : await db()
          .select({
            id: trialBookings.id,
            sessionId: trialBookings.sessionId,
            leadId: trialBookings.leadId,
            childName: trialBookings.childName,
            childAge: trialBookings.childAge,
            parentName: trialBookings.parentName,
            phone: trialBookings.phone,
            status: trialBookings.status,
          })
          .from(trialBookings)
          .where(
            and(
              inArray(
                trialBookings.sessionId,
                sessions.map((session) => session.id),
              ),
              ne(trialBookings.status, "cancelled"),
            ),
          )
          .orderBy(asc(trialBookings.childName), asc(trialBookings.id));

  const waiting =
    sessions.length === 0
      ? []
      : await db()
          .select({
            id: trialWaitlist.id,
            sessionId: trialWaitlist.sessionId,
            childName: trialWaitlist.childName,
            childAge: trialWaitlist.childAge,
            parentName: trialWaitlist.parentName,
            phone: trialWaitlist.phone,
          })
          .from(trialWaitlist)
          .where(
            and(
              inArray(
                trialWaitlist.sessionId,
                sessions.map((session) => session.id),
              ),
              eq(trialWaitlist.status, "waiting"),
            ),
          )
          .orderBy(asc(trialWaitlist.createdAt), asc(trialWaitlist.id));

  const days: AgendaDay[] = [];
  for (const session of sessions) {
    const key = indiaDayKey(session.startsAt);
    let day = days.at(-1);
    if (day?.key !== key) {
      day = { key, label: indiaDay(session.startsAt), sessions: [] };
      days.push(day);
    }
    day.sessions.push({
      id: session.id,
      courseTitle: session.courseTitle,
      time: indiaTimeRange(session.startsAt, session.minutes),
      mode: session.mode,
      modeLabel: modeLabels[session.mode],
      place: agendaPlace(session),
      teacher: session.teacher,
      booked: session.booked,
      capacity: session.capacity,
      started: session.startsAt.getTime() <= now.getTime(),
      bookings: bookings
        .filter((booking) => booking.sessionId === session.id)
        .map((booking) => ({
          id: booking.id,
          leadId: booking.leadId,
          childName: booking.childName,
          childAge: booking.childAge,
          parentName: booking.parentName,
          phone: booking.phone,
          tel: telHref(booking.phone),
          whatsApp: whatsAppMessageHref(booking.phone, parentMessage({ ...booking, ...session })),
          status: booking.status,
        })),
      waiting: waiting
        .filter((place) => place.sessionId === session.id)
        .map(({ sessionId: _session, phone, ...place }) => ({ ...place, tel: telHref(phone) })),
    });
  }
  return days;
}

/** The teachers named on the agenda's classes, for its filter. */
export async function agendaTeachers(now = new Date()): Promise<string[]> {
  const rows = await db()
    .selectDistinct({ teacher: trialSessions.teacherName })
    .from(trialSessions)
    .where(
      and(
        eq(trialSessions.status, "scheduled"),
        ne(trialSessions.teacherName, ""),
        gte(trialSessions.startsAt, indiaDayStart(now, 0)),
        lt(trialSessions.startsAt, indiaDayStart(now, AGENDA_DAYS)),
      ),
    )
    .orderBy(asc(trialSessions.teacherName));
  return rows.map((row) => row.teacher);
}

/**
 * The families to call: bookings marked as a no-show whose class started in the last fourteen days, and bookings
 * whose class the office cancelled (from fourteen days ago on, including classes still to come), latest first.
 */
export async function callBackList(now = new Date()): Promise<CallBack[]> {
  const rows = await db()
    .select({
      status: trialBookings.status,
      bookingId: trialBookings.id,
      leadId: trialBookings.leadId,
      childName: trialBookings.childName,
      childAge: trialBookings.childAge,
      parentName: trialBookings.parentName,
      phone: trialBookings.phone,
      courseTitle,
      startsAt: trialSessions.startsAt,
      minutes: trialSessions.minutes,
      mode: trialSessions.mode,
      address: trialSessions.address,
    })
    .from(trialBookings)
    .innerJoin(trialSessions, eq(trialSessions.id, trialBookings.sessionId))
    .leftJoin(programs, eq(programs.id, trialSessions.courseId))
    .where(
      and(
        gte(trialSessions.startsAt, sql`${now.toISOString()}::timestamptz - make_interval(days => ${CALL_BACK_DAYS})`),
        or(
          and(eq(trialBookings.status, "no_show"), lt(trialSessions.startsAt, sql`${now.toISOString()}::timestamptz`)),
          and(eq(trialBookings.status, "cancelled"), eq(trialBookings.cancelledBy, "office")),
        ),
      ),
    )
    .orderBy(desc(trialSessions.startsAt), asc(trialBookings.id));
  return rows.map((row) => ({
    reason: row.status === "no_show" ? ("no-show" as const) : ("class-cancelled" as const),
    bookingId: row.bookingId,
    leadId: row.leadId,
    childName: row.childName,
    childAge: row.childAge,
    parentName: row.parentName,
    phone: row.phone,
    tel: telHref(row.phone),
    whatsApp: whatsAppMessageHref(
      row.phone,
      row.status === "no_show"
        ? `Hello ${row.parentName}, this is SkillSprouts. We missed ${row.childName} at the ${row.courseTitle} trial class on ${indiaDay(row.startsAt)}. Would you like to book another time?`
        : `Hello ${row.parentName}, this is SkillSprouts. We're sorry we had to cancel ${row.childName}'s ${row.courseTitle} trial class on ${indiaDay(row.startsAt)}. When would suit you for another one?`,
    ),
    courseTitle: row.courseTitle,
    when: `${indiaDay(row.startsAt)}, ${indiaTimeRange(row.startsAt, row.minutes)}`,
  }));
}
