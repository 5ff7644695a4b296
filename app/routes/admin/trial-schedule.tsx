import { Link } from "react-router";
import type { Route } from "./+types/trial-schedule";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import { useRecordsInUrl } from "#app/components/admin/record-page.tsx";
import { adminMeta } from "#app/modules/site/meta.ts";
import { loadTrialSchedule, scheduleAction } from "#app/modules/trials/schedule-page.server.ts";
import {
  ClosedDays,
  ComingClasses,
  PatternEditor,
  PatternList,
  SectionHeading,
  SingleClassForm,
  TeacherNames,
} from "#app/modules/trials/ui/schedule.tsx";
import { weekdayName } from "#app/modules/trials/schedule.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";

export const meta: Route.MetaFunction = () => adminMeta("Trial class schedule");

export const loader = (args: Route.LoaderArgs) => loadTrialSchedule(args);

export const action = (args: Route.ActionArgs) => scheduleAction(args);

/**
 * Staff keep the trial classes parents book here: the weekly classes that make them, the days without classes, and
 * each coming class. Forms open from links in the URL, so every part works without JavaScript.
 */
export default function TrialSchedule({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { patterns, closures, classes, week, courses, teachers, today } = loaderData;
  const { editing, deleting, adding, params } = useRecordsInUrl(patterns);
  const answered = actionData && "form" in actionData ? actionData.form : actionData ? "pattern" : null;
  const resultFor = (form: string) => (answered === form ? actionData?.result : undefined);
  const changing =
    Number(params.get("class")) ||
    (answered === "edit-class" ? Number(actionData?.result?.initialValue?.id) || null : null);
  const addingClass = params.get("add-class") === "1" || answered === "add-class";
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">Trial class schedule</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-600">
        The free trial classes parents book on the website. Weekly classes make the classes four weeks ahead; every date
        and time is India time (IST). Run the classes from the{" "}
        <Link to="/admin/trial-agenda" className="font-semibold text-brand-700 underline">
          trial class agenda
        </Link>
        .
      </p>
      <TeacherNames names={teachers} />
      <section aria-labelledby="weekly-classes-heading" className="mt-8">
        <SectionHeading
          id="weekly-classes-heading"
          title="Weekly classes"
          add={{ to: "?new=1#pattern-form-heading", label: "Add a weekly class" }}
        />
        {deleting ? (
          <ConfirmDeletion id={deleting.id} cancelTo="/admin/trial-schedule">
            This deletes the weekly class on {weekdayName(deleting.weekday)} at {deleting.startTime} (
            {deleting.courseTitle}). Its coming classes nobody has booked go with it; booked ones stay on the schedule.
          </ConfirmDeletion>
        ) : null}
        {adding || (answered === "pattern" && !editing) ? (
          <PatternEditor key="new" courses={courses} lastResult={resultFor("pattern")} />
        ) : null}
        {editing ? (
          <PatternEditor
            key={`edit-${editing.id}-${editing.version}`}
            pattern={editing}
            courses={courses}
            lastResult={resultFor("pattern")}
          />
        ) : null}
        <PatternList patterns={patterns} />
      </section>
      <ClosedDays closures={closures} today={today} lastResult={resultFor("closure")} />
      {addingClass ? <SingleClassForm courses={courses} today={today} lastResult={resultFor("add-class")} /> : null}
      <ComingClasses
        classes={classes}
        week={week}
        changing={changing}
        today={today}
        lastResult={resultFor("edit-class")}
      />
    </>
  );
}
