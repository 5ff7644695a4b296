import { z } from "zod";
import { trialModes } from "#db/schema/trials.ts";
import { rowEditActions } from "#app/modules/content/shared/row-actions.ts";
import { checkbox, OUTDATED, optionalText, requiredText, rowId } from "#app/modules/forms/fields.ts";

/*
 * The trial class schedule staff keep in the back office (/admin/trial-schedule): the weekly classes the sessions
 * are made from, the days the company is closed, and single classes added or changed. What its forms send, checked
 * the same in the browser and on the server.
 */

export const SCHEDULE_PATH = "/admin/trial-schedule";

/** How many weeks of coming classes the schedule pages through, a week at a time. */
export const SCHEDULE_WEEKS = 4;

/** The week (0 this week … 3) of the coming classes an India day falls in, counted from `today` (both "2026-12-05"). */
export function weekOfDay(day: string, today: string): number {
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return Math.min(Math.max(Math.floor(days / 7), 0), SCHEDULE_WEEKS - 1);
}

/** The week the page shows, from its `?week=`: this week unless it names another of the four. */
export function parseWeek(value: string | null): number {
  const week = Number(value);
  return Number.isInteger(week) && week >= 0 && week < SCHEDULE_WEEKS ? week : 0;
}

/** The address of one week of the coming classes, at a class when it says which. */
export const weekPath = (week: number, classId?: number) =>
  `${SCHEDULE_PATH}${week === 0 ? "" : `?week=${week}`}${classId === undefined ? "#coming-classes" : `#class-${classId}`}`;

/** ISO weekday (1 Monday … 7 Sunday) and its name. */
export const weekdays = [
  { value: "1", label: "Monday" },
  { value: "2", label: "Tuesday" },
  { value: "3", label: "Wednesday" },
  { value: "4", label: "Thursday" },
  { value: "5", label: "Friday" },
  { value: "6", label: "Saturday" },
  { value: "7", label: "Sunday" },
] as const;

export const weekdayName = (weekday: number): string => weekdays[weekday - 1]?.label ?? "";

const wholeNumber = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Please enter ${what} as a number.` })
    .int({ error: `Please enter ${what} as a whole number.` })
    .min(min, { error: `Please enter ${what} of at least ${min}.` })
    .max(max, { error: `Please enter ${what} of at most ${max}.` });

/** An age limit that may be left empty: then the course's own ages apply. */
const optionalAge = (what: string) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), wholeNumber(what, 3, 18).nullable());

/** "10:30" in India time, as a time input sends it (seconds dropped). */
const clockTime = z
  .string({ error: "Please enter the start time." })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:\d\d)?$/, {
    error: "Please enter the start time as hours and minutes, like 10:30.",
  })
  .transform((value) => value.slice(0, 5));

/** A calendar day as a date input sends it ("2026-12-25"). */
const calendarDay = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: missing })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: missing });

const ADDRESS_NEEDED = "Please enter the address: the office's, or the school's for a class at a partner school.";

/** What a class is, whether it repeats every week or is held once: the fields both forms share. */
const classFields = {
  courseId: requiredText("the course", 80, "Please choose the course."),
  minutes: wholeNumber("the length in minutes", 15, 240),
  mode: z.enum(trialModes, { error: "Please choose where the class is held." }),
  address: optionalText("the address", 300),
  capacity: wholeNumber("the seats", 1, 100),
  teacherName: optionalText("the teacher's name", 120),
  minAge: optionalAge("the youngest age"),
  maxAge: optionalAge("the oldest age"),
};

type ClassFields = { mode: string; address: string; minAge: number | null; maxAge: number | null };

/** The checks across fields: a place for a class that is not online, and ages the right way round. */
function checkClass(value: ClassFields, context: z.RefinementCtx) {
  if (value.mode !== "online" && value.address === "") {
    context.addIssue({ code: "custom", message: ADDRESS_NEEDED, path: ["address"] });
  }
  if (value.minAge !== null && value.maxAge !== null && value.minAge > value.maxAge) {
    context.addIssue({
      code: "custom",
      message: "Please make the oldest age at least the youngest.",
      path: ["maxAge"],
    });
  }
}

/** A weekly class: "every Saturday 10:00, Abacus, online, 8 seats". */
export const PatternSchema = z
  .object({
    ...classFields,
    weekday: z.coerce
      .number({ error: "Please choose the day of the week." })
      .int()
      .min(1, { error: "Please choose the day of the week." })
      .max(7, { error: "Please choose the day of the week." }),
    startTime: clockTime,
    active: checkbox,
  })
  .superRefine(checkClass);

/** Every change the weekly classes' editor makes: add, edit (with the version it opened), delete. */
export const PatternActionSchema = z.discriminatedUnion("intent", rowEditActions(PatternSchema), { error: OUTDATED });

/** A day without trial classes. */
export const ClosureSchema = z.object({
  intent: z.literal("close-day"),
  day: calendarDay("Please choose the day to close."),
  reason: optionalText("the reason", 120),
});

export const ReopenSchema = z.object({ intent: z.literal("reopen-day"), day: calendarDay(OUTDATED) });

/** A class held once: its own day and time (India time), and the link for an online one. */
const singleClassFields = {
  ...classFields,
  day: calendarDay("Please choose the day of the class."),
  startTime: clockTime,
  meetingUrl: z
    .string()
    .trim()
    .max(500, { error: "Please keep the meeting link under 500 characters." })
    .refine((value) => value === "" || /^https:\/\/\S+$/.test(value), {
      error: "Please enter the meeting link as a full address starting with https://.",
    })
    .default(""),
};

export const SingleClassSchema = z
  .object({ intent: z.literal("add-class"), ...singleClassFields })
  .superRefine(checkClass);

const { courseId: _course, ...editableFields } = singleClassFields;

/** A class on the schedule changed (its course stays): its time or place (families told), seats, teacher or link. */
export const ClassEditSchema = z
  .object({ intent: z.literal("edit-class"), id: rowId, ...editableFields })
  .superRefine(checkClass);

/** The forms of the page other than the weekly classes' editor, by intent. */
export const scheduleIntents = ["close-day", "reopen-day", "add-class", "edit-class"] as const;
