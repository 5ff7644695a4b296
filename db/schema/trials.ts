import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { Language } from "#app/modules/i18n/languages.ts";
import { timestamps, versioned } from "./columns.ts";
import { trialClassRequests } from "./leads.ts";

/*
 * Free trial classes a parent books on /trial-class: weekly patterns, the sessions made from them a few weeks
 * ahead (or added one by one), the days the company is closed, and the bookings. Times are timestamptz; a pattern's
 * weekday and start time are read in India time (Asia/Kolkata).
 */

/** Where a trial class takes place: online (the link comes by e-mail the day before), our office, or a partner school. */
export const trialModes = ["online", "office", "school"] as const;
export type TrialMode = (typeof trialModes)[number];

export const trialSessionStatuses = ["scheduled", "cancelled"] as const;
export type TrialSessionStatus = (typeof trialSessionStatuses)[number];

export const trialBookingStatuses = ["booked", "cancelled", "attended", "no_show"] as const;
export type TrialBookingStatus = (typeof trialBookingStatuses)[number];

/** Who cancelled a booking: the parent from the booking's link, or the office when it cancelled the class. */
export type TrialCanceller = "parent" | "office";

/** A trial class that repeats every week. The ages default to the course's own range (null). */
export const trialPatterns = pgTable(
  "trial_patterns",
  {
    id: serial("id").primaryKey(),
    /** The program's id ("abacus"). */
    courseId: text("course_id").notNull(),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: smallint("weekday").notNull(),
    /** The start, in India time. */
    startTime: time("start_time").notNull(),
    minutes: integer("minutes").notNull(),
    mode: text("mode").$type<TrialMode>().notNull(),
    /** The office's or the school's address; empty for online classes. */
    address: text("address").notNull().default(""),
    capacity: integer("capacity").notNull(),
    teacherName: text("teacher_name").notNull().default(""),
    minAge: integer("min_age"),
    maxAge: integer("max_age"),
    active: boolean("active").notNull().default(true),
    /** Staff edit the patterns in the back office; a save over someone else's is refused. */
    version: versioned.version,
    createdAt: timestamps.createdAt,
  },
  (t) => [
    check("trial_patterns_weekday_known", sql`${t.weekday} between 1 and 7`),
    check("trial_patterns_mode_known", sql`${t.mode} in ('online', 'office', 'school')`),
    check("trial_patterns_capacity_positive", sql`${t.capacity} > 0`),
    check("trial_patterns_minutes_positive", sql`${t.minutes} > 0`),
    check("trial_patterns_address_where_needed", sql`${t.mode} = 'online' or ${t.address} <> ''`),
  ],
);

/**
 * One trial class on one day: made from a pattern (once per pattern and start) or added on its own. `booked`
 * counts its open bookings and never passes `capacity` (a check, and the conditional update that books a seat).
 */
export const trialSessions = pgTable(
  "trial_sessions",
  {
    id: serial("id").primaryKey(),
    patternId: integer("pattern_id").references(() => trialPatterns.id, { onDelete: "set null" }),
    courseId: text("course_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    minutes: integer("minutes").notNull(),
    mode: text("mode").$type<TrialMode>().notNull(),
    address: text("address").notNull().default(""),
    capacity: integer("capacity").notNull(),
    booked: integer("booked").notNull().default(0),
    teacherName: text("teacher_name").notNull().default(""),
    minAge: integer("min_age"),
    maxAge: integer("max_age"),
    status: text("status").$type<TrialSessionStatus>().notNull().default("scheduled"),
    /** An online class's meeting link: only in the reminders to its booked families, never on a public page. */
    meetingUrl: text("meeting_url").notNull().default(""),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    unique("trial_sessions_pattern_start").on(t.patternId, t.startsAt),
    index("trial_sessions_open_idx")
      .on(t.courseId, t.startsAt)
      .where(sql`${t.status} = 'scheduled'`),
    check("trial_sessions_status_known", sql`${t.status} in ('scheduled', 'cancelled')`),
    check("trial_sessions_mode_known", sql`${t.mode} in ('online', 'office', 'school')`),
    check("trial_sessions_seats", sql`${t.booked} between 0 and ${t.capacity}`),
  ],
);

/** A day without trial classes (a holiday): its sessions are cancelled and none are made for it. */
export const trialClosures = pgTable("trial_closures", {
  day: date("day").primaryKey(),
  reason: text("reason").notNull().default(""),
});

/** The child and the parent, as a booking and a waiting list place both keep them (fresh columns for each table). */
const familyColumns = () => ({
  childName: text("child_name").notNull(),
  childAge: integer("child_age").notNull(),
  parentName: text("parent_name").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  /** The family, as the two-bookings limit knows it: the phone in E.164 and the e-mail lower-cased. */
  phoneE164: text("phone_e164"),
  emailKey: text("email_key"),
});

/** A child's seat in a trial class, with the trial class request (the lead) it was booked through. */
export const trialBookings = pgTable(
  "trial_bookings",
  {
    id: serial("id").primaryKey(),
    /** From the form's submission id, so a double tap books one seat. */
    submissionId: uuid("submission_id").notNull().unique(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => trialSessions.id),
    leadId: integer("lead_id").references(() => trialClassRequests.id, { onDelete: "set null" }),
    ...familyColumns(),
    status: text("status").$type<TrialBookingStatus>().notNull().default("booked"),
    /** Who cancelled a cancelled booking: the parent from its link, or the office with its class (null otherwise). */
    cancelledBy: text("cancelled_by").$type<TrialCanceller>(),
    /** When the reminders went out (a day and two hours before); cleared when the booking moves to another class. */
    remindedDayAt: timestamp("reminded_day_at", { withTimezone: true }),
    remindedHoursAt: timestamp("reminded_hours_at", { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("trial_bookings_session_idx").on(t.sessionId),
    index("trial_bookings_phone_idx")
      .on(t.phoneE164)
      .where(sql`${t.status} = 'booked'`),
    index("trial_bookings_email_idx")
      .on(t.emailKey)
      .where(sql`${t.status} = 'booked'`),
    check("trial_bookings_status_known", sql`${t.status} in ('booked', 'cancelled', 'attended', 'no_show')`),
    check("trial_bookings_canceller_known", sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('parent', 'office')`),
  ],
);

export type TrialSession = typeof trialSessions.$inferSelect;
export type TrialBooking = typeof trialBookings.$inferSelect;

export const trialWaitStatuses = ["waiting", "booked", "left"] as const;
export type TrialWaitStatus = (typeof trialWaitStatuses)[number];

/**
 * A child waiting for a seat in a full trial class. When a seat frees, every family still waiting is e-mailed a
 * link of its own; the first to book it has it, and the others stay on the list.
 */
export const trialWaitlist = pgTable(
  "trial_waitlist",
  {
    id: serial("id").primaryKey(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => trialSessions.id, { onDelete: "cascade" }),
    /** From the form's submission id: joining twice is one place, and booking from the offer books once. */
    submissionId: uuid("submission_id").notNull().unique(),
    ...familyColumns(),
    status: text("status").$type<TrialWaitStatus>().notNull().default("waiting"),
    /** The language of the page the family joined from: the booking made from the list records it on its lead. */
    language: text("language").$type<Language>().notNull().default("en"),
    /** When the family was last told a seat had freed. */
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("trial_waitlist_session_idx")
      .on(t.sessionId, t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    check("trial_waitlist_status_known", sql`${t.status} in ('waiting', 'booked', 'left')`),
  ],
);

export type TrialWaiting = typeof trialWaitlist.$inferSelect;
