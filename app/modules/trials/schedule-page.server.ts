import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { changeRow, type RecordKind } from "#app/modules/admin/record-actions.server.ts";
import { CHECK_THE_FIELDS } from "#app/modules/admin/record-answers.server.ts";
import { rowEditActions } from "#app/modules/content/shared/row-actions.ts";
import { OUTDATED } from "#app/modules/forms/fields.ts";
import { actorOf } from "#app/modules/leads/lead-events.server.ts";
import { parseSubmission, type CheckedSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import {
  ClassEditSchema,
  ClosureSchema,
  PatternSchema,
  ReopenSchema,
  parseWeek,
  SCHEDULE_PATH,
  SingleClassSchema,
  weekOfDay,
  weekPath,
} from "./schedule.ts";
import {
  addPattern,
  addSingleClass,
  comingClasses,
  deletePattern,
  editClass,
  listPatterns,
  reopenTrialDay,
  teacherSuggestions,
  updatePattern,
  upcomingClosures,
} from "./schedule.server.ts";
import { closeTrialDay } from "./session-cancel.server.ts";
import { trialCourses } from "./sessions.server.ts";
import { indiaDay, indiaDayKey, indiaNoon } from "./trial-times.ts";

/* The trial class schedule in the back office (/admin/trial-schedule): what its page shows, and its forms' posts. */

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loadTrialSchedule({ request }: { request: Request }) {
  const now = new Date();
  const week = parseWeek(new URL(request.url).searchParams.get("week"));
  const [patterns, closures, classes, courses, teachers] = await Promise.all([
    listPatterns(now),
    upcomingClosures(now),
    comingClasses(now),
    trialCourses(),
    teacherSuggestions(),
  ]);
  const today = indiaDayKey(now);
  const shown = classes.filter((session) => weekOfDay(indiaDayKey(session.startsAt), today) === week);
  return { patterns, closures, classes: shown, week, courses, teachers, today };
}

const ScheduleActionSchema = z.discriminatedUnion(
  "intent",
  [...rowEditActions(PatternSchema), ClosureSchema, ReopenSchema, SingleClassSchema, ClassEditSchema],
  { error: OUTDATED },
);
type ScheduleAction = z.output<typeof ScheduleActionSchema>;

/** Which of the page's forms a post came from, so its answer shows on that form only. */
export type ScheduleForm = "pattern" | "closure" | "add-class" | "edit-class";

const formOfIntent = (intent: unknown): ScheduleForm => {
  if (intent === "close-day" || intent === "reopen-day") return "closure";
  if (intent === "add-class" || intent === "edit-class") return intent;
  return "pattern";
};

const PATTERNS = {
  page: SCHEDULE_PATH,
  name: "weekly class",
  labels: {
    courseId: "Course",
    weekday: "Day of the week",
    startTime: "Start (IST)",
    minutes: "Minutes",
    mode: "Where",
    address: "Address",
    capacity: "Seats",
    teacherName: "Teacher",
    minAge: "Youngest age",
    maxAge: "Oldest age",
  },
  toasts: { added: "Weekly class added", updated: "Weekly class saved", notSaved: "Not saved" },
  conflict:
    "Someone else saved this weekly class while you were editing. Reload it to see their version, then make your change again.",
  deletion: { done: "Weekly class deleted", notFound: "No such weekly class." },
} satisfies RecordKind;

/** The page's posts: a weekly class added, edited or deleted; a day closed or opened; a class added or changed. */
export async function scheduleAction({ request, context }: Args) {
  const submission = await parseSubmission(request, ScheduleActionSchema);
  if (!submission.ok) {
    const form = formOfIntent(submission.formData.get("intent"));
    const description = submission.unreadable?.visitorMessage ?? CHECK_THE_FIELDS;
    return data(
      { form, result: submission.reply(), toast: { title: "Not saved", description } },
      { status: submission.status },
    );
  }
  const { value } = submission;
  const courseProblem = await unknownCourse(value);
  if (courseProblem) return refused(submission, courseProblem.form, { courseId: [courseProblem.message] });
  switch (value.intent) {
    case "create":
    case "update":
    case "delete":
      describeAdminWrite(context, `Changed the weekly trial classes (${value.intent})`);
      return changeRow(request, submission as CheckedSubmission<typeof value>, PATTERNS, {
        add: (fields) => addPattern(fields),
        update: (edit) => updatePattern(edit),
        remove: (id) => deletePattern(id),
      });
    case "close-day":
      return closeDay(value, context);
    case "reopen-day":
      return reopenDay(value.day, context);
    case "add-class":
      return addClass(submission, value, context);
    case "edit-class":
      return changeClass(submission, value, context);
  }
}

/** A course that is not (or no longer) a published program cannot have trial classes made for it. */
async function unknownCourse(value: ScheduleAction) {
  if (!("courseId" in value)) return null;
  const courses = await trialCourses();
  if (courses.some((course) => course.id === value.courseId)) return null;
  return { form: formOfIntent(value.intent), message: "Please choose one of the courses listed." };
}

function refused(
  submission: CheckedSubmission<ScheduleAction>,
  form: ScheduleForm,
  fieldErrors: Record<string, string[]>,
  status = 400,
) {
  const description = Object.values(fieldErrors)[0]?.[0] ?? CHECK_THE_FIELDS;
  return data(
    { form, result: submission.reply({ fieldErrors }), toast: { title: "Not saved", description } },
    { status },
  );
}

const families = (count: number) => (count === 1 ? "1 family" : `${count} families`);

async function closeDay(value: z.output<typeof ClosureSchema>, context: Readonly<RouterContextProvider>) {
  const now = new Date();
  const day = indiaNoon(value.day);
  if (value.day < indiaDayKey(now)) {
    return redirectWithToast(`${SCHEDULE_PATH}#closed-days`, {
      type: "error",
      title: "Not closed",
      description: "That day has passed: please choose today or a later day.",
    });
  }
  const told = await closeTrialDay(value.day, value.reason, actorOf(getStaff(context)), now);
  describeAdminWrite(context, `Closed ${value.day} for trial classes (${families(told)} told)`);
  return redirectWithToast(`${SCHEDULE_PATH}#closed-days`, {
    title: `${indiaDay(day)} closed`,
    description:
      told === 0
        ? "No trial classes that day."
        : `Its classes are cancelled: ${families(told)} e-mailed. Call them from the agenda's list to find another time.`,
  });
}

async function reopenDay(day: string, context: Readonly<RouterContextProvider>) {
  const reopened = await reopenTrialDay(day);
  if (!reopened) throw data("That day is not closed.", { status: 404 });
  describeAdminWrite(context, `Opened ${day} again for trial classes`);
  return redirectWithToast(`${SCHEDULE_PATH}#closed-days`, {
    title: `${indiaDay(indiaNoon(day))} open again`,
    description: "Its weekly classes are on the booking page again.",
  });
}

async function addClass(
  submission: CheckedSubmission<ScheduleAction>,
  value: z.output<typeof SingleClassSchema>,
  context: Readonly<RouterContextProvider>,
) {
  const added = await addSingleClass(value);
  if (!added.added) {
    return refused(submission, "add-class", {
      [added.reason === "past" ? "startTime" : "day"]: [
        added.reason === "past"
          ? "That time has passed: please choose a later one."
          : "That day is closed: open it again under Closed days first, or choose another day.",
      ],
    });
  }
  describeAdminWrite(context, `Added trial class ${added.id}`);
  return redirectWithToast(weekPath(weekOfDay(value.day, indiaDayKey(new Date())), added.id), {
    title: "Class added",
    description: "Parents can book it now.",
  });
}

async function changeClass(
  submission: CheckedSubmission<ScheduleAction>,
  value: z.output<typeof ClassEditSchema>,
  context: Readonly<RouterContextProvider>,
) {
  const outcome = await editClass(value, actorOf(getStaff(context)));
  if (!outcome.saved) {
    if (outcome.reason === "gone") throw data("This class is no longer on the schedule.", { status: 404 });
    if (outcome.reason === "started")
      throw data("This class has started, so it can no longer be changed.", { status: 409 });
    const booked = outcome.reason === "seats" ? outcome.booked : 0;
    const errors = {
      seats: [
        "capacity",
        `${booked === 1 ? "1 child is" : `${booked} children are`} booked: please keep at least ${booked} seats.`,
      ],
      past: ["startTime", "That time has passed: please choose a later one."],
      closed: ["day", "That day is closed: open it again under Closed days first, or choose another day."],
    } as const;
    const [field, message] = errors[outcome.reason];
    return refused(submission, "edit-class", { [field]: [message] }, 409);
  }
  describeAdminWrite(context, `Changed trial class ${value.id} (${families(outcome.told)} told)`);
  return redirectWithToast(weekPath(weekOfDay(value.day, indiaDayKey(new Date())), value.id), {
    title: "Class saved",
    description: outcome.told === 0 ? undefined : `${families(outcome.told)} e-mailed the class as it now is.`,
  });
}
