import { trialModes, type TrialBookingStatus, type TrialMode } from "#db/schema/trials.ts";
import { indiaDay, indiaTimeRange, modeLabels } from "./trial-times.ts";

/*
 * The staff agenda of trial classes, in words and plain values: its filters (a GET form's fields), what marking
 * attendance may say, and the WhatsApp message a booking's parent is offered. Pure, so the browser may use it too.
 */

/** How many India days the agenda shows: today and the next seven. */
export const AGENDA_DAYS = 8;

/** How far back the call-back list looks for children who did not come. */
export const CALL_BACK_DAYS = 14;

export type AgendaFilters = { teacher: string | null; mode: TrialMode | null };

/** The filters from the page's query; anything unknown is read as no filter. */
export function parseAgendaFilters(params: URLSearchParams): AgendaFilters {
  const teacher = params.get("teacher")?.trim().slice(0, 200) || null;
  const mode = params.get("mode");
  return { teacher, mode: trialModes.find((known) => known === mode) ?? null };
}

/** The query that keeps these filters ("?teacher=Priya&mode=online"), or "" for none. */
export function agendaQuery(filters: AgendaFilters): string {
  const query = new URLSearchParams();
  if (filters.teacher) query.set("teacher", filters.teacher);
  if (filters.mode) query.set("mode", filters.mode);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The agenda's address in the back office. */
export const AGENDA_PATH = "/admin/trial-agenda";

/** The agenda's address with its filters, asking to confirm a class's cancel ("?mode=online&cancel=12#session-12"). */
export function cancelQuery(filters: AgendaFilters, sessionId: number): string {
  const query = new URLSearchParams(agendaQuery(filters));
  query.set("cancel", String(sessionId));
  return `?${query.toString()}#session-${sessionId}`;
}

/** What staff mark a booking as, once its class has started. */
export const attendanceOutcomes = ["attended", "no_show"] as const;
export type AttendanceOutcome = (typeof attendanceOutcomes)[number];

export const attendanceLabels: Record<AttendanceOutcome, string> = { attended: "Attended", no_show: "No-show" };

/** Where a class is, for staff: "Online", "At our office: Mira Road…". */
export function agendaPlace(session: { mode: TrialMode; address: string }): string {
  return session.mode === "online" ? modeLabels.online : `${modeLabels[session.mode]}: ${session.address}`;
}

/** The message offered to send a parent on WhatsApp, with the class's course, day, time in IST and place. */
export function parentMessage(booking: {
  parentName: string;
  childName: string;
  courseTitle: string;
  startsAt: Date;
  minutes: number;
  mode: TrialMode;
  address: string;
}): string {
  const place =
    booking.mode === "online"
      ? "online (we send the link by e-mail the day before)"
      : `${booking.mode === "office" ? "at our office" : "at the school"}, ${booking.address}`;
  return (
    `Hello ${booking.parentName}, this is SkillSprouts about ${booking.childName}'s free ${booking.courseTitle} ` +
    `trial class on ${indiaDay(booking.startsAt)}, ${indiaTimeRange(booking.startsAt, booking.minutes)}, ${place}.`
  );
}

/** A child booked into a class, as staff running it see them. */
export type AgendaBooking = {
  id: number;
  leadId: number | null;
  childName: string;
  childAge: number;
  parentName: string;
  phone: string;
  tel: string | null;
  whatsApp: string | null;
  status: TrialBookingStatus;
};

export type AgendaSession = {
  id: number;
  courseTitle: string;
  time: string;
  mode: TrialMode;
  modeLabel: string;
  place: string;
  teacher: string;
  booked: number;
  capacity: number;
  /** Attendance can be marked once a class has started, not before. */
  started: boolean;
  bookings: AgendaBooking[];
  /** The families on the class's waiting list, earliest first, for staff to call when a seat frees. */
  waiting: AgendaWaiting[];
};

export type AgendaWaiting = { id: number; childName: string; childAge: number; parentName: string; tel: string | null };

export type AgendaDay = { key: string; label: string; sessions: AgendaSession[] };

/** Why the office calls a family back: their child did not come, or the office cancelled the class. */
export type CallBackReason = "no-show" | "class-cancelled";

export const callBackReasons: Record<CallBackReason, string> = {
  "no-show": "Did not come",
  "class-cancelled": "We cancelled the class",
};

/** A child who did not come, or whose class the office cancelled, for the office to call their parent. */
export type CallBack = {
  reason: CallBackReason;
  bookingId: number;
  leadId: number | null;
  childName: string;
  childAge: number;
  parentName: string;
  phone: string;
  tel: string | null;
  whatsApp: string | null;
  courseTitle: string;
  /** "Saturday, 5 December 2026, 10:30 – 11:15 AM IST". */
  when: string;
};
