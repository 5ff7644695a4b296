import type { Route } from "./+types/manage-results";
import { adminMeta } from "#app/modules/site/meta.ts";
import { RecordsPageTop, useRecordsInUrl } from "#app/components/admin/record-page.tsx";
import { ExpandableRecord, RecordActions, RecordList } from "#app/components/admin/record-list.tsx";
import { RecordEditor, recordValues, useRecordForm, type EditorResult } from "#app/components/admin/record-editor.tsx";
import { Choice, TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { ResultActionSchema, ResultSchema } from "#app/modules/schools/school-admin.ts";
import { listCourseOptions, resultRows } from "#app/modules/schools/school-admin.server.ts";
import { RESULT_KINDS, resultKindLabels } from "#app/modules/schools/school-proof.ts";
import { changeRow, type RecordKind } from "#app/modules/admin/record-actions.server.ts";
import { CHECK_THE_FIELDS, notSaved } from "#app/modules/admin/record-answers.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";

export const meta: Route.MetaFunction = () => adminMeta("Manage Results");

export async function loader() {
  const [results, courses] = await Promise.all([resultRows.list(), listCourseOptions()]);
  return { results, courses };
}

const RESULTS = {
  page: "/admin/manage-results",
  name: "result",
  labels: {
    title: "Title",
    programId: "Course",
    kind: "Kind",
    achievedOn: "Date",
    description: "Description",
    figure: "Figure",
  },
  toasts: { added: "Result Added", updated: "Result Updated", notSaved: "Result not saved" },
  conflict:
    "Someone else saved this result while you were editing. Reload it to see their version, then make your change again.",
  deletion: { done: "Result Deleted", notFound: "No such result." },
} satisfies RecordKind;

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, ResultActionSchema);
  if (!submission.ok) return notSaved(RESULTS.toasts.notSaved, CHECK_THE_FIELDS, submission.reply(), submission.status);
  return changeRow(request, submission, RESULTS, resultRows);
}

type Result = Route.ComponentProps["loaderData"]["results"][number];
type Course = Route.ComponentProps["loaderData"]["courses"][number];

const kindOptions = RESULT_KINDS.map((kind) => ({ value: kind, label: resultKindLabels[kind] }));

export default function ManageResults({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { results, courses } = loaderData;
  const { editing, deleting, adding } = useRecordsInUrl(results);
  const courseTitle = (id: string) => courses.find((course) => course.value === id)?.label ?? id;
  return (
    <>
      <RecordsPageTop
        title="Manage Results"
        addLabel="Add Result"
        deleting={deleting}
        deletionText={(result) => <>This will permanently delete the result “{result.title}”.</>}
      />
      {adding || (actionData && !editing) ? (
        <ResultForm key="new" courses={courses} lastResult={actionData?.result} />
      ) : null}
      {editing ? (
        <ResultForm
          key={`edit-${editing.id}-${editing.version}`}
          result={editing}
          courses={courses}
          lastResult={actionData?.result}
        />
      ) : null}
      <RecordList
        rows={results}
        empty="No results yet. Course pages and the For Schools page show them once you add some."
        className="mt-8 space-y-3"
      >
        {(result) => (
          <ExpandableRecord
            key={result.id}
            name="admin-result"
            summary={`${result.title} (${courseTitle(result.programId)}, ${result.achievedOn})`}
          >
            <div className="px-5 pb-5 text-slate-700">
              {result.figure ? <p className="font-bold">{result.figure}</p> : null}
              {result.description ? <p className="mt-1 whitespace-pre-line">{result.description}</p> : null}
              <RecordActions id={result.id} what={`: ${result.title}`} className="mt-4 flex flex-wrap gap-2" />
            </div>
          </ExpandableRecord>
        )}
      </RecordList>
    </>
  );
}

function ResultForm({ result, courses, lastResult }: { result?: Result; courses: Course[]; lastResult: EditorResult }) {
  const defaultValue = result ? recordValues(result, ResultSchema) : {};
  const editor = useRecordForm(ResultSchema, { name: "result", record: result, lastResult, defaultValue });
  const { fields } = editor;
  return (
    <RecordEditor editor={editor} heading={result ? "Edit Result" : "Add Result"} layout="two-columns-from-sm">
      <TextInput field={fields.title} label="Title" hint="e.g. State Abacus Championship 2025." />
      <Choice field={fields.programId} label="Course" placeholder="Choose the course" options={courses} />
      <Choice field={fields.kind} label="Kind" placeholder="Choose the kind" options={kindOptions} />
      <TextInput field={fields.achievedOn} type="date" label="Date" />
      <TextInput field={fields.figure} label="Figure (optional)" hint="The result in one figure, e.g. 12 medals." />
      <TextArea field={fields.description} label="Description (optional)" className="sm:col-span-2" />
    </RecordEditor>
  );
}
