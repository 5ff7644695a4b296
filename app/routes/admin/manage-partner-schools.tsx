import type { Route } from "./+types/manage-partner-schools";
import { adminMeta } from "#app/modules/site/meta.ts";
import { RecordsPageTop, useRecordsInUrl } from "#app/components/admin/record-page.tsx";
import { ExpandableRecord, RecordActions, RecordList } from "#app/components/admin/record-list.tsx";
import { RecordEditor, recordValues, useRecordForm, type EditorResult } from "#app/components/admin/record-editor.tsx";
import { TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { PartnerSchoolActionSchema, PartnerSchoolSchema } from "#app/modules/schools/school-admin.ts";
import { partnerSchoolRows } from "#app/modules/schools/school-admin.server.ts";
import { changeRow, type RecordKind } from "#app/modules/admin/record-actions.server.ts";
import { CHECK_THE_FIELDS, notSaved } from "#app/modules/admin/record-answers.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";

export const meta: Route.MetaFunction = () => adminMeta("Manage Partner Schools");

export async function loader() {
  return { partners: await partnerSchoolRows.list() };
}

const PARTNERS = {
  page: "/admin/manage-partner-schools",
  name: "partner school",
  labels: { name: "School name", town: "Town", sinceYear: "Partner since", quote: "Quote" },
  toasts: { added: "Partner School Added", updated: "Partner School Updated", notSaved: "Partner school not saved" },
  conflict:
    "Someone else saved this partner school while you were editing. Reload it to see their version, then make your change again.",
  deletion: { done: "Partner School Deleted", notFound: "No such partner school." },
} satisfies RecordKind;

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, PartnerSchoolActionSchema);
  if (!submission.ok)
    return notSaved(PARTNERS.toasts.notSaved, CHECK_THE_FIELDS, submission.reply(), submission.status);
  return changeRow(request, submission, PARTNERS, partnerSchoolRows);
}

type Partner = Route.ComponentProps["loaderData"]["partners"][number];

export default function ManagePartnerSchools({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { partners } = loaderData;
  const { editing, deleting, adding } = useRecordsInUrl(partners);
  return (
    <>
      <RecordsPageTop
        title="Manage Partner Schools"
        addLabel="Add Partner School"
        deleting={deleting}
        deletionText={(partner) => <>This will permanently delete the partner school “{partner.name}”.</>}
      />
      {adding || (actionData && !editing) ? <PartnerForm key="new" lastResult={actionData?.result} /> : null}
      {editing ? (
        <PartnerForm key={`edit-${editing.id}-${editing.version}`} partner={editing} lastResult={actionData?.result} />
      ) : null}
      <RecordList
        rows={partners}
        empty="No partner schools yet. The For Schools page hides the section until you add one."
        className="mt-8 space-y-3"
      >
        {(partner) => (
          <ExpandableRecord
            key={partner.id}
            name="admin-partner-school"
            summary={`${partner.name}, ${partner.town} (since ${partner.sinceYear})`}
          >
            <div className="px-5 pb-5">
              {partner.quote ? <p className="whitespace-pre-line text-slate-700">“{partner.quote}”</p> : null}
              <RecordActions id={partner.id} what={`: ${partner.name}`} className="mt-4 flex flex-wrap gap-2" />
            </div>
          </ExpandableRecord>
        )}
      </RecordList>
    </>
  );
}

function PartnerForm({ partner, lastResult }: { partner?: Partner; lastResult: EditorResult }) {
  const defaultValue = partner ? recordValues(partner, PartnerSchoolSchema) : {};
  const editor = useRecordForm(PartnerSchoolSchema, {
    name: "partner-school",
    record: partner,
    lastResult,
    defaultValue,
  });
  const { fields } = editor;
  return (
    <RecordEditor
      editor={editor}
      heading={partner ? "Edit Partner School" : "Add Partner School"}
      layout="two-columns-from-sm"
    >
      <TextInput field={fields.name} label="School name" />
      <TextInput field={fields.town} label="Town" />
      <TextInput field={fields.sinceYear} label="Partner since (year)" inputMode="numeric" />
      <TextArea
        field={fields.quote}
        label="Quote (optional)"
        hint="What someone at the school said of the program, with their name and role, as they agreed to have it shown."
        className="sm:col-span-2"
      />
    </RecordEditor>
  );
}
