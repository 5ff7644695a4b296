import type { TrialMode } from "#db/schema/trials.ts";

/*
 * How a trial class's time and place read for a parent: always in India time, marked "IST", whatever the
 * server's or the browser's own time zone.
 */

const INDIA = "Asia/Kolkata";

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: INDIA,
});
const timeFormat = new Intl.DateTimeFormat("en-IN", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: INDIA,
});
const dayKeyFormat = new Intl.DateTimeFormat("sv-SE", { timeZone: INDIA });

/** "Saturday, 5 December 2026". */
export const indiaDay = (at: Date): string => dayFormat.format(at);

/** "10:30 AM", in India time. */
export const indiaClock = (at: Date): string =>
  timeFormat.format(at).replace(/\s*(am|pm)$/i, (m) => ` ${m.trim().toUpperCase()}`);

/** "10:30 – 11:15 AM IST" or "11:45 AM – 12:30 PM IST". */
export function indiaTimeRange(startsAt: Date, minutes: number): string {
  const start = indiaClock(startsAt);
  const end = indiaClock(new Date(startsAt.getTime() + minutes * 60_000));
  const [startTime, startHalf] = start.split(" ");
  const [, endHalf] = end.split(" ");
  return startHalf === endHalf ? `${startTime} – ${end} IST` : `${start} – ${end} IST`;
}

/** The moment a day and an India clock time stand for ("2026-12-05", "10:30"). */
export const indiaAt = (day: string, time: string): Date => new Date(`${day}T${time}:00+05:30`);

/** Noon in India on a day ("2026-12-05"): a moment safely within that day, to name it or count from it. */
export const indiaNoon = (day: string): Date => indiaAt(day, "12:00");

/** The India date ("2026-12-05") a moment falls on: how sessions are grouped by day. */
export const indiaDayKey = (at: Date): string => dayKeyFormat.format(at);

export const modeLabels: Record<TrialMode, string> = {
  online: "Online",
  office: "At our office",
  school: "At a partner school",
};

/** Where the class is, as the confirmation says it. */
export function placeOf(session: { mode: TrialMode; address: string }): string {
  return session.mode === "online" ? "Online – the link comes by e-mail the day before" : session.address;
}

/** One line for a session: "Saturday, 5 December 2026, 10:30 – 11:15 AM IST, at our office". */
export function sessionLine(session: { startsAt: Date; minutes: number; mode: TrialMode }): string {
  return `${indiaDay(session.startsAt)}, ${indiaTimeRange(session.startsAt, session.minutes)} (${modeLabels[session.mode].toLowerCase()})`;
}

/** A course's ages from its "Ages 5–14" line; null when it names none. */
export function agesOf(ageRange: string): { min: number; max: number } | null {
  const match = /(\d{1,2})\s*(?:–|-|to)\s*(\d{1,2})/.exec(ageRange);
  if (!match) return null;
  return { min: Number(match[1]), max: Number(match[2]) };
}

/** "20261205T050000Z": a moment as Google Calendar's link and iCalendar write it, in UTC. */
const utcStamp = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Google Calendar's "add this event" link. */
export function googleCalendarLink(event: {
  title: string;
  startsAt: Date;
  minutes: number;
  details: string;
  location: string;
}): string {
  const end = new Date(event.startsAt.getTime() + event.minutes * 60_000);
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcStamp(event.startsAt)}/${utcStamp(end)}`,
    details: event.details,
    location: event.location,
    ctz: INDIA,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** A day's open classes, as the booking page lists them. */
export type ClassDay = {
  key: string;
  label: string;
  classes: { id: number; time: string; place: string; seatsLeft: number }[];
};

/** Open classes grouped by their India day, in order, each with its time, place and seats left as the page says them. */
export function classDays(
  classes: { id: number; startsAt: Date; minutes: number; mode: TrialMode; address: string; seatsLeft: number }[],
): ClassDay[] {
  const days: ClassDay[] = [];
  for (const open of classes) {
    const key = indiaDayKey(open.startsAt);
    let day = days.at(-1);
    if (day?.key !== key) {
      day = { key, label: indiaDay(open.startsAt), classes: [] };
      days.push(day);
    }
    day.classes.push({
      id: open.id,
      time: indiaTimeRange(open.startsAt, open.minutes),
      place: open.mode === "online" ? "Online" : `${modeLabels[open.mode]}: ${open.address}`,
      seatsLeft: open.seatsLeft,
    });
  }
  return days;
}
