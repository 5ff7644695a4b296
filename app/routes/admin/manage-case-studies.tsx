import type { Route } from "./+types/manage-case-studies";
import { adminMeta } from "#app/modules/site/meta.ts";
import { RecordsPageTop, useRecordsInUrl } from "#app/components/admin/record-page.tsx";
import { ExpandableRecord, RecordActions, RecordList } from "#app/components/admin/record-list.tsx";
import { RecordEditor, recordValues, useRecordForm, type EditorResult } from "#app/components/admin/record-editor.tsx";
import { TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { CaseStudyActionSchema, CaseStudySchema } from "#app/modules/schools/school-admin.ts";
import { caseStudyRows } from "#app/modules/schools/school-admin.server.ts";
import { changeRow, type RecordKind } from "#app/modules/admin/record-actions.server.ts";
import { CHECK_THE_FIELDS, notSaved } from "#app/modules/admin/record-answers.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";

export const meta: Route.MetaFunction = () => adminMeta("Manage Case Studies");

export async function loader() {
  return { studies: await caseStudyRows.list() };
}

const STUDIES = {
  page: "/admin/manage-case-studies",
  name: "case study",
  labels: { school: "School", course: "Course", work: "What was done", result: "Result in numbers", link: "Link" },
  toasts: { added: "Case Study Added", updated: "Case Study Updated", notSaved: "Case study not saved" },
  conflict:
    "Someone else saved this case study while you were editing. Reload it to see their version, then make your change again.",
  deletion: { done: "Case Study Deleted", notFound: "No such case study." },
} satisfies RecordKind;

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, CaseStudyActionSchema);
  if (!submission.ok) return notSaved(STUDIES.toasts.notSaved, CHECK_THE_FIELDS, submission.reply(), submission.status);
  return changeRow(request, submission, STUDIES, caseStudyRows);
}

type Study = Route.ComponentProps["loaderData"]["studies"][number];

export default function ManageCaseStudies({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { studies } = loaderData;
  const { editing, deleting, adding } = useRecordsInUrl(studies);
  return (
    <>
      <RecordsPageTop
        title="Manage Case Studies"
        addLabel="Add Case Study"
        deleting={deleting}
        deletionText={(study) => (
          <>
            This will permanently delete the case study of {study.school} ({study.course}).
          </>
        )}
      />
      {adding || (actionData && !editing) ? <StudyForm key="new" lastResult={actionData?.result} /> : null}
      {editing ? (
        <StudyForm key={`edit-${editing.id}-${editing.version}`} study={editing} lastResult={actionData?.result} />
      ) : null}
      <RecordList
        rows={studies}
        empty="No case studies yet. The For Schools page hides the section until you add one."
        className="mt-8 space-y-3"
      >
        {(study) => (
          <ExpandableRecord key={study.id} name="admin-case-study" summary={`${study.school}: ${study.course}`}>
            <div className="px-5 pb-5">
              <p className="whitespace-pre-line text-slate-700">{study.work}</p>
              <p className="mt-2 font-bold text-slate-900">{study.result}</p>
              <RecordActions
                id={study.id}
                what={`: ${study.school}, ${study.course}`}
                className="mt-4 flex flex-wrap gap-2"
              />
            </div>
          </ExpandableRecord>
        )}
      </RecordList>
    </>
  );
}

function StudyForm({ study, lastResult }: { study?: Study; lastResult: EditorResult }) {
  const defaultValue = study ? recordValues(study, CaseStudySchema) : {};
  const editor = useRecordForm(CaseStudySchema, { name: "case-study", record: study, lastResult, defaultValue });
  const { fields } = editor;
  return (
    <RecordEditor editor={editor} heading={study ? "Edit Case Study" : "Add Case Study"}>
      <TextInput field={fields.school} label="School" />
      <TextInput field={fields.course} label="Course" />
      <TextArea field={fields.work} label="What was done" hint="The grades, the number of classes, who taught." />
      <TextInput
        field={fields.result}
        label="The result in numbers"
        hint="As measured, e.g. how many children cleared which level."
      />
      <TextInput field={fields.link} type="url" label="Link (optional)" hint="A report or news item, https://…" />
    </RecordEditor>
  );
}
