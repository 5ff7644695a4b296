import type { FieldMetadata } from "@conform-to/react";
import { CalendarPlus, Pencil } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { AdminPanel, IntentForm, SaveOrCancel } from "#app/components/admin/record-page.tsx";
import { RecordActions, RecordList } from "#app/components/admin/record-list.tsx";
import { RecordEditor, useRecordForm, type EditorResult } from "#app/components/admin/record-editor.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { Choice, ConformInputField, TextInput, Tickbox } from "#app/modules/forms/ui/conform-fields.tsx";
import { buttonClasses } from "#app/ui/button.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";
import type { ComingClass, PatternRow } from "../schedule.server.ts";
import {
  ClassEditSchema,
  ClosureSchema,
  PatternSchema,
  SCHEDULE_WEEKS,
  SingleClassSchema,
  weekdayName,
  weekdays,
  weekPath,
} from "../schedule.ts";
import type { TrialCourse } from "../sessions.server.ts";
import { indiaClock, indiaDay, indiaDayKey, indiaNoon, indiaTimeRange, modeLabels } from "../trial-times.ts";

/*
 * The trial class schedule's parts: the weekly classes with their editor, the closed days, and the coming classes
 * with a form to add one or change one. Every form is a plain post that works without JavaScript; every time is
 * India time and says so.
 */

type Conformed = FieldMetadata<unknown, Record<string, unknown>, string[]>;

const modeOptions = Object.entries(modeLabels).map(([value, label]) => ({ value, label }));

const ageWords = (row: { minAge: number | null; maxAge: number | null }) =>
  row.minAge === null && row.maxAge === null ? "the course's ages" : `ages ${row.minAge ?? "…"}–${row.maxAge ?? "…"}`;

/** A section's heading with the link that opens its form for a new entry. */
export function SectionHeading({ id, title, add }: { id: string; title: string; add: { to: string; label: string } }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h2 id={id} className="text-2xl font-extrabold">
        {title}
      </h2>
      <Link to={add.to} className={buttonClasses("primary")}>
        <CalendarPlus aria-hidden="true" className="size-5" /> {add.label}
      </Link>
    </div>
  );
}

/** The teachers the teacher fields suggest (staff and names used before); any other name may be typed. */
export function TeacherNames({ names }: { names: string[] }) {
  return (
    <datalist id="teacher-names">
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}

/** The fields a weekly class and a single class share: length, place, seats, teacher and ages. */
function ClassFields({
  fields,
}: {
  fields: {
    minutes: Conformed;
    mode: Conformed;
    address: Conformed;
    capacity: Conformed;
    teacherName: Conformed;
    minAge: Conformed;
    maxAge: Conformed;
  };
}) {
  return (
    <>
      <TextInput field={fields.minutes} label="Length in minutes" inputMode="numeric" />
      <TextInput field={fields.capacity} label="Seats" inputMode="numeric" />
      <Choice field={fields.mode} label="Where" placeholder="Choose where" options={modeOptions} />
      <TextInput
        field={fields.address}
        label="Address"
        hint="The office's or the partner school's address; leave empty for an online class."
      />
      <ConformInputField
        field={fields.teacherName}
        type="text"
        label="Teacher"
        hint="A member of staff, or any name."
        list="teacher-names"
        autoComplete="off"
      />
      <div className="grid grid-cols-2 gap-4">
        <TextInput field={fields.minAge} label="Youngest age" hint="Empty: the course's own." inputMode="numeric" />
        <TextInput field={fields.maxAge} label="Oldest age" hint="Empty: the course's own." inputMode="numeric" />
      </div>
    </>
  );
}

/** A class's own values of the shared fields, as its form opens with them. */
function classDefaults(row: {
  minutes: number;
  mode: string;
  address: string;
  capacity: number;
  teacherName: string;
  minAge: number | null;
  maxAge: number | null;
}) {
  return {
    minutes: String(row.minutes),
    mode: row.mode,
    address: row.address,
    capacity: String(row.capacity),
    teacherName: row.teacherName,
    minAge: row.minAge === null ? "" : String(row.minAge),
    maxAge: row.maxAge === null ? "" : String(row.maxAge),
  };
}

const courseOptions = (courses: TrialCourse[]) => courses.map((course) => ({ value: course.id, label: course.title }));

/** The editor of a weekly class, or of a new one. */
export function PatternEditor({
  pattern,
  courses,
  lastResult,
}: {
  pattern?: PatternRow;
  courses: TrialCourse[];
  lastResult: EditorResult;
}) {
  const editor = useRecordForm(PatternSchema, {
    name: "pattern",
    record: pattern,
    lastResult,
    defaultValue: pattern
      ? {
          ...classDefaults(pattern),
          courseId: pattern.courseId,
          weekday: String(pattern.weekday),
          startTime: pattern.startTime,
          active: pattern.active ? "on" : "",
        }
      : { minutes: "45", capacity: "8", active: "on" },
  });
  const { fields } = editor;
  return (
    <RecordEditor
      editor={editor}
      heading={pattern ? "Edit weekly class" : "Add a weekly class"}
      layout="two-columns-from-sm"
    >
      <Choice field={fields.courseId} label="Course" placeholder="Choose a course" options={courseOptions(courses)} />
      <Choice field={fields.weekday} label="Day of the week" placeholder="Choose a day" options={weekdays} />
      <TextInput field={fields.startTime} type="time" label="Start (IST)" />
      <ClassFields fields={fields} />
      <Tickbox field={fields.active} className="sm:col-span-2">
        Make classes from this every week (untick to pause it)
      </Tickbox>
      <p className="text-sm text-slate-600 sm:col-span-2">
        Saving remakes the coming classes of this weekly class that nobody has booked. Classes with a booking keep their
        time: change those under Coming classes.
      </p>
    </RecordEditor>
  );
}

/** The weekly classes, by day and time, each with its Edit and Delete. */
export function PatternList({ patterns }: { patterns: PatternRow[] }) {
  return (
    <RecordList
      rows={patterns}
      as="ul"
      empty="No weekly classes: parents can only ask for a call. Add one to open bookings."
      className="mt-4 space-y-3"
    >
      {(pattern) => {
        const what = `: ${pattern.courseTitle}, ${weekdayName(pattern.weekday)} ${pattern.startTime}`;
        return (
          <li
            key={pattern.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <div>
              <p className="font-bold">
                {weekdayName(pattern.weekday)} {pattern.startTime} IST · {pattern.courseTitle}
                {pattern.active ? null : (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900">Paused</span>
                )}
              </p>
              <p className="text-slate-700">
                {pattern.minutes} minutes · {modeLabels[pattern.mode]}
                {pattern.address ? `: ${pattern.address}` : ""} · {pattern.capacity} seats · {ageWords(pattern)}
                {pattern.teacherName ? ` · ${pattern.teacherName}` : ""}
              </p>
              <p className="text-sm text-slate-600">
                {pattern.coming === 1 ? "1 class" : `${pattern.coming} classes`} on the schedule ahead
              </p>
            </div>
            <RecordActions id={pattern.id} what={what} />
          </li>
        );
      }}
    </RecordList>
  );
}

/** The closed days ahead, each with its way to open it again, and the form that closes another. */
export function ClosedDays({
  closures,
  today,
  lastResult,
}: {
  closures: { day: string; reason: string }[];
  today: string;
  lastResult: EditorResult;
}) {
  const [form, fields] = useSchemaForm(ClosureSchema, { id: "close-day", lastResult });
  return (
    <AdminPanel
      id="closed-days"
      headingId="closed-days-heading"
      heading="Closed days"
      intro="Holidays and other days without trial classes. Closing a day cancels its classes: their families are e-mailed and listed on the agenda to call."
    >
      {closures.length === 0 ? (
        <p className="mt-4 text-slate-600">No closed days ahead.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {closures.map((closure) => (
            <li key={closure.day} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <p>
                <span className="font-bold">{indiaDay(indiaNoon(closure.day))}</span>
                {closure.reason ? ` · ${closure.reason}` : ""}
              </p>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="reopen-day" />
                <input type="hidden" name="day" value={closure.day} />
                <button type="submit" className={buttonClasses("secondary", "sm")}>
                  Open again<span className="sr-only">: {closure.day}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <IntentForm form={form} intent="close-day" className="mt-4 grid gap-4 sm:grid-cols-3 sm:items-end">
        <ConformInputField field={fields.day} type="date" label="Day to close" min={today} />
        <TextInput field={fields.reason} label="Reason (for staff)" hint="Diwali, a training day…" />
        <StatusButton pendingLabel="Closing…">Close this day</StatusButton>
      </IntentForm>
    </AdminPanel>
  );
}

/** A class's own day and time (India time) and its meeting link: the fields a single class adds. */
function WhenAndLink({
  fields,
  today,
}: {
  fields: { day: Conformed; startTime: Conformed; meetingUrl: Conformed };
  today: string;
}) {
  return (
    <>
      <ConformInputField field={fields.day} type="date" label="Day" min={today} />
      <TextInput field={fields.startTime} type="time" label="Start (IST)" />
      <TextInput
        field={fields.meetingUrl}
        type="url"
        label="Meeting link (online classes)"
        hint="Sent only to the booked families, in the reminders; never shown on the site."
        className="sm:col-span-2"
      />
    </>
  );
}

/** The form that adds a class held once. */
export function SingleClassForm({
  courses,
  today,
  lastResult,
}: {
  courses: TrialCourse[];
  today: string;
  lastResult: EditorResult;
}) {
  const { pathname } = useLocation();
  const [form, fields] = useSchemaForm(SingleClassSchema, {
    id: "add-class",
    lastResult,
    defaultValue: { minutes: "45", capacity: "8" },
  });
  return (
    <AdminPanel headingId="add-class-heading" heading="Add a class">
      <IntentForm form={form} intent="add-class" className="mt-4 grid gap-4 sm:grid-cols-2">
        <Choice field={fields.courseId} label="Course" placeholder="Choose a course" options={courseOptions(courses)} />
        <WhenAndLink fields={fields} today={today} />
        <ClassFields fields={fields} />
        <SaveOrCancel cancelTo={`${pathname}#coming-classes`} label="Add the class" className="sm:col-span-2" />
      </IntentForm>
    </AdminPanel>
  );
}

/** The form that changes one coming class, in its place in the list. */
function ClassEditForm({
  session,
  week,
  today,
  lastResult,
}: {
  session: ComingClass;
  week: number;
  today: string;
  lastResult: EditorResult;
}) {
  const [form, fields] = useSchemaForm(ClassEditSchema, {
    id: `class-${session.id}-edit`,
    lastResult,
    defaultValue: {
      day: indiaDayKey(session.startsAt),
      startTime: indiaClock24(session.startsAt),
      ...classDefaults(session),
      meetingUrl: session.meetingUrl,
    },
  });
  return (
    <IntentForm
      form={form}
      intent="edit-class"
      className="mt-4 grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2"
    >
      <input type="hidden" name="id" value={session.id} />
      <WhenAndLink fields={fields} today={today} />
      <ClassFields fields={fields} />
      {session.booked > 0 ? (
        <p className="text-sm text-slate-700 sm:col-span-2">
          A new day, time, length or place is e-mailed to the{" "}
          {session.booked === 1 ? "family" : `${session.booked} families`} booked, with the invite again.
        </p>
      ) : null}
      <SaveOrCancel cancelTo={weekPath(week, session.id)} className="sm:col-span-2" />
    </IntentForm>
  );
}

/** "14:30": an India clock time as a time input wants it. */
const clock24 = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});
const indiaClock24 = (at: Date) => clock24.format(at);

/** The coming classes by India day, each with what it is and how full, and its Change link (or its form). */
export function ComingClasses({
  classes,
  week,
  changing,
  today,
  lastResult,
}: {
  classes: ComingClass[];
  week: number;
  changing: number | null;
  today: string;
  lastResult: EditorResult;
}) {
  const days = groupByDay(classes);
  return (
    <section id="coming-classes" aria-labelledby="coming-classes-heading" className="mt-10">
      <SectionHeading
        id="coming-classes-heading"
        title="Coming classes"
        add={{ to: "?add-class=1#add-class-heading", label: "Add a class" }}
      />
      <p className="mt-2 text-slate-600">
        The next four weeks, a week at a time, as parents can book them. Change a class&apos;s time, seats, teacher or
        link here; cancel it from the agenda.
      </p>
      <WeekLinks week={week} today={today} />
      {days.length === 0 ? (
        <p className="mt-4 rounded-3xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          No classes ahead.
        </p>
      ) : (
        days.map((day) => (
          <div key={day.key} className="mt-6">
            <h3 className="text-lg font-bold">{day.label}</h3>
            <ul className="mt-2 space-y-3">
              {day.classes.map((session) => (
                <li
                  key={session.id}
                  id={`class-${session.id}`}
                  className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
                >
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <div>
                      <p className="font-bold">
                        {indiaTimeRange(session.startsAt, session.minutes)} · {session.courseTitle}
                      </p>
                      <p className="text-slate-700">
                        {modeLabels[session.mode]}
                        {session.address ? `: ${session.address}` : ""} · {session.booked} of {session.capacity} seats
                        booked{session.teacherName ? ` · ${session.teacherName}` : ""}
                        {session.patternId === null ? " · added once" : ""}
                        {session.waiting > 0 ? ` · ${session.waiting} waiting` : ""}
                      </p>
                      {session.mode === "online" && session.meetingUrl === "" ? (
                        <p className="text-sm font-semibold text-amber-800">No meeting link yet</p>
                      ) : null}
                    </div>
                    {changing === session.id ? null : (
                      <Link
                        to={`?${week === 0 ? "" : `week=${week}&`}class=${session.id}#class-${session.id}`}
                        preventScrollReset
                        className={buttonClasses("secondary", "sm")}
                      >
                        <Pencil aria-hidden="true" className="size-4" /> Change
                        <span className="sr-only">
                          : {session.courseTitle}, {indiaDay(session.startsAt)} {indiaClock(session.startsAt)}
                        </span>
                      </Link>
                    )}
                  </div>
                  {changing === session.id ? (
                    <ClassEditForm session={session} week={week} today={today} lastResult={lastResult} />
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

/** Links to each of the four weeks, the one shown marked: plain links, so they work without JavaScript. */
function WeekLinks({ week, today }: { week: number; today: string }) {
  const start = (offset: number) => indiaNoon(today).getTime() + offset * 7 * 86_400_000;
  return (
    <nav aria-label="Weeks" className="mt-4 flex flex-wrap gap-2">
      {Array.from({ length: SCHEDULE_WEEKS }, (_, offset) => (
        <Link
          key={offset}
          to={weekPath(offset)}
          aria-current={offset === week ? "page" : undefined}
          className={buttonClasses(offset === week ? "primary" : "secondary", "sm")}
        >
          {offset === 0 ? "This week" : `From ${weekStart.format(start(offset))}`}
        </Link>
      ))}
    </nav>
  );
}

const weekStart = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" });

function groupByDay(classes: ComingClass[]) {
  const days: { key: string; label: string; classes: ComingClass[] }[] = [];
  for (const session of classes) {
    const key = indiaDayKey(session.startsAt);
    let day = days.at(-1);
    if (day?.key !== key) {
      day = { key, label: indiaDay(session.startsAt), classes: [] };
      days.push(day);
    }
    day.classes.push(session);
  }
  return days;
}
