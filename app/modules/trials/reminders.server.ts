import { and, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { programs, trialBookings, trialClassRequests, trialSessions } from "#db/schema.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { db } from "#app/server/db.server.ts";
import type { ScheduledJob } from "#app/server/jobs.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { sendMail, type Mail } from "#app/server/mail.server.ts";
import { trialReminderMail, type ReminderKind } from "./booking-mail.ts";
import { bookingLinks } from "./booking-read.server.ts";
import type { Language } from "#app/modules/i18n/languages.ts";

/*
 * The reminders of a booked trial class, a day and two hours before it starts. Each is stamped on the booking
 * (`reminded_day_at`, `reminded_hours_at`) so it goes once; moving the booking clears both, so the new time is
 * reminded in turn. Cancelled bookings and cancelled classes get none.
 */

const HOUR = 3_600_000;
const DAY_BEFORE_HOURS = 24;
const HOURS_BEFORE = 2;
/** The most reminders one run sends; any more go five minutes later. */
const MOST_PER_RUN = 200;

const stampOf = { day: trialBookings.remindedDayAt, hours: trialBookings.remindedHoursAt } as const;

/**
 * Sends the reminders due at `now`: two hours before for classes starting within two hours, a day before for the
 * ones starting within a day (and more than two hours away: closer, the two-hour one says it). Each is claimed by
 * its stamp before it is sent and given back if the mail fails, to be tried again at the next run. Answers how many
 * went out.
 */
export async function sendTrialReminders({
  now = new Date(),
  send = sendMail,
}: { now?: Date; send?: (mail: Mail) => Promise<void> } = {}): Promise<number> {
  const hoursEdge = new Date(now.getTime() + HOURS_BEFORE * HOUR);
  const dayEdge = new Date(now.getTime() + DAY_BEFORE_HOURS * HOUR);
  const due = await db()
    .select({
      id: trialBookings.id,
      sessionId: trialBookings.sessionId,
      childName: trialBookings.childName,
      parentName: trialBookings.parentName,
      email: trialBookings.email,
      startsAt: trialSessions.startsAt,
      minutes: trialSessions.minutes,
      mode: trialSessions.mode,
      address: trialSessions.address,
      meetingUrl: trialSessions.meetingUrl,
      courseTitle: sql<string>`coalesce(${programs.title}, ${trialSessions.courseId})`,
      language: sql<Language>`coalesce(${trialClassRequests.language}, 'en')`,
    })
    .from(trialBookings)
    .innerJoin(trialSessions, eq(trialSessions.id, trialBookings.sessionId))
    .leftJoin(programs, eq(programs.id, trialSessions.courseId))
    .leftJoin(trialClassRequests, eq(trialClassRequests.id, trialBookings.leadId))
    .where(
      and(
        eq(trialBookings.status, "booked"),
        eq(trialSessions.status, "scheduled"),
        gt(trialSessions.startsAt, now),
        or(
          and(lte(trialSessions.startsAt, hoursEdge), isNull(trialBookings.remindedHoursAt)),
          and(
            gt(trialSessions.startsAt, hoursEdge),
            lte(trialSessions.startsAt, dayEdge),
            isNull(trialBookings.remindedDayAt),
          ),
        ),
      ),
    )
    .orderBy(asc(trialSessions.startsAt), asc(trialBookings.id))
    .limit(MOST_PER_RUN);
  if (due.length === 0) return 0;
  const company = await getCompanyDetails();
  let sent = 0;
  for (const booking of due) {
    const kind: ReminderKind = booking.startsAt <= hoursEdge ? "hours" : "day";
    const stamp = stampOf[kind];
    // Claimed for this class only: a booking moved since it was read is reminded at its new time, not this one.
    const [claimed] = await db()
      .update(trialBookings)
      .set({ [kind === "day" ? "remindedDayAt" : "remindedHoursAt"]: now })
      .where(
        and(
          eq(trialBookings.id, booking.id),
          eq(trialBookings.sessionId, booking.sessionId),
          eq(trialBookings.status, "booked"),
          isNull(stamp),
        ),
      )
      .returning({ id: trialBookings.id });
    if (!claimed) continue;
    const links = bookingLinks(booking.id, booking.language);
    const mail = trialReminderMail(
      booking,
      kind,
      { page: links.link, manage: links.manageLink },
      company,
      booking.language,
    );
    try {
      await send({ to: booking.email, ...mail });
      sent += 1;
    } catch (error) {
      logger.warn({ err: error, booking: booking.id, kind }, "a trial class reminder could not be sent; trying later");
      await db()
        .update(trialBookings)
        .set({ [kind === "day" ? "remindedDayAt" : "remindedHoursAt"]: null })
        .where(and(eq(trialBookings.id, booking.id), eq(stamp, now)));
    }
  }
  return sent;
}

/** Every five minutes, on one instance: a reminder goes out within five minutes of being due. */
export const trialRemindersJob: ScheduledJob = {
  name: "trial-reminders",
  cron: "*/5 * * * *",
  async run() {
    const sent = await sendTrialReminders();
    if (sent > 0) logger.info({ sent }, "trial class reminders sent");
  },
};
