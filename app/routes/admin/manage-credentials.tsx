import type { Route } from "./+types/manage-credentials";
import { adminMeta } from "#app/modules/site/meta.ts";
import { RecordsPageTop, useRecordsInUrl } from "#app/components/admin/record-page.tsx";
import { ExpandableRecord, RecordActions, RecordList } from "#app/components/admin/record-list.tsx";
import { RecordEditor, recordValues, useRecordForm, type EditorResult } from "#app/components/admin/record-editor.tsx";
import { Choice, TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { CredentialActionSchema, CredentialSchema } from "#app/modules/schools/school-admin.ts";
import { credentialRows } from "#app/modules/schools/school-admin.server.ts";
import { CREDENTIAL_KINDS, credentialKindLabels, hasEvidence } from "#app/modules/schools/school-proof.ts";
import { changeRow, type RecordKind } from "#app/modules/admin/record-actions.server.ts";
import { CHECK_THE_FIELDS, notSaved } from "#app/modules/admin/record-answers.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";

export const meta: Route.MetaFunction = () => adminMeta("Manage Certifications");

export async function loader() {
  return { credentials: await credentialRows.list() };
}

const CREDENTIALS = {
  page: "/admin/manage-credentials",
  name: "certification or alignment",
  labels: {
    title: "Title",
    kind: "Kind",
    issuer: "Issuer",
    number: "Certificate number",
    validUntil: "Valid until",
    evidenceUrl: "Evidence link",
    mapping: "Mapping",
  },
  toasts: { added: "Claim Added", updated: "Claim Updated", notSaved: "Claim not saved" },
  conflict:
    "Someone else saved this claim while you were editing. Reload it to see their version, then make your change again.",
  deletion: { done: "Claim Deleted", notFound: "No such claim." },
} satisfies RecordKind;

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, CredentialActionSchema);
  if (!submission.ok) {
    return notSaved(CREDENTIALS.toasts.notSaved, CHECK_THE_FIELDS, submission.reply(), submission.status);
  }
  return changeRow(request, submission, CREDENTIALS, credentialRows);
}

type Credential = Route.ComponentProps["loaderData"]["credentials"][number];

const kindOptions = CREDENTIAL_KINDS.map((kind) => ({ value: kind, label: credentialKindLabels[kind] }));

export default function ManageCredentials({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { credentials } = loaderData;
  const { editing, deleting, adding } = useRecordsInUrl(credentials);
  return (
    <>
      <RecordsPageTop
        title="Manage Certifications"
        addLabel="Add Certification or Alignment"
        deleting={deleting}
        deletionText={(credential) => <>This will permanently delete the claim “{credential.title}”.</>}
      />
      <p className="mt-2 max-w-3xl text-slate-600">
        A claim is shown on the site, in the brochures and by Brainy only with its evidence: a certification when its
        issuer and certificate number are filled in, an alignment when its mapping is written.
      </p>
      {adding || (actionData && !editing) ? <CredentialForm key="new" lastResult={actionData?.result} /> : null}
      {editing ? (
        <CredentialForm
          key={`edit-${editing.id}-${editing.version}`}
          credential={editing}
          lastResult={actionData?.result}
        />
      ) : null}
      <RecordList rows={credentials} empty="No certifications or alignments yet." className="mt-8 space-y-3">
        {(credential) => (
          <ExpandableRecord
            key={credential.id}
            name="admin-credential"
            summary={`${credential.title} (${credentialKindLabels[credential.kind]}): ${
              hasEvidence(credential) ? "shown" : "hidden until its evidence is filled in"
            }`}
          >
            <div className="px-5 pb-5 text-slate-700">
              {credential.issuer ? <p>Issuer: {credential.issuer}</p> : null}
              {credential.number ? <p>Certificate number: {credential.number}</p> : null}
              {credential.mapping ? <p className="mt-2 whitespace-pre-line">{credential.mapping}</p> : null}
              <RecordActions id={credential.id} what={`: ${credential.title}`} className="mt-4 flex flex-wrap gap-2" />
            </div>
          </ExpandableRecord>
        )}
      </RecordList>
    </>
  );
}

function CredentialForm({ credential, lastResult }: { credential?: Credential; lastResult: EditorResult }) {
  const defaultValue = credential ? recordValues(credential, CredentialSchema) : {};
  const editor = useRecordForm(CredentialSchema, { name: "credential", record: credential, lastResult, defaultValue });
  const { fields } = editor;
  return (
    <RecordEditor
      editor={editor}
      heading={credential ? "Edit Certification or Alignment" : "Add Certification or Alignment"}
      layout="two-columns-from-sm"
    >
      <TextInput field={fields.title} label="Title" hint="e.g. ISO 9001:2015, or NEP 2020 and NCF." />
      <Choice field={fields.kind} label="Kind" placeholder="Choose the kind" options={kindOptions} />
      <TextInput field={fields.issuer} label="Issuer (certification)" hint="The certification body." />
      <TextInput field={fields.number} label="Certificate number (certification)" />
      <TextInput field={fields.validUntil} type="date" label="Valid until (optional)" />
      <TextInput
        field={fields.evidenceUrl}
        type="url"
        label="Evidence link (optional)"
        hint="Where the certificate can be checked, https://…"
      />
      <TextArea
        field={fields.mapping}
        label="Mapping (alignment)"
        hint="Which parts of our courses meet which goals of the framework; shown on the Certifications page."
        className="sm:col-span-2"
      />
    </RecordEditor>
  );
}
