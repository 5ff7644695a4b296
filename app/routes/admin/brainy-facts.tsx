import { data } from "react-router";
import type { Route } from "./+types/brainy-facts";
import { adminMeta } from "#app/modules/site/meta.ts";
import { RecordsPageTop, useRecordsInUrl } from "#app/components/admin/record-page.tsx";
import { ExpandableRecord, RecordActions, RecordList } from "#app/components/admin/record-list.tsx";
import { RecordEditor, recordValues, useRecordForm, type EditorResult } from "#app/components/admin/record-editor.tsx";
import { TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { BrainyFactActionSchema, BrainyFactSchema } from "#app/modules/brainy/fact-admin.ts";
import { factRows, listBrainyFactsForAdmin, placeholdersNotKnown } from "#app/modules/brainy/fact-admin.server.ts";
import { placeholderNames } from "#app/modules/brainy/fact-placeholders.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import { changeRow, type RecordKind } from "#app/modules/admin/record-actions.server.ts";
import { OUTDATED } from "#app/modules/forms/fields.ts";
import { parseSubmission } from "#app/server/submission.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Brainy's fact cards");

export async function loader() {
  return { facts: await listBrainyFactsForAdmin() };
}

const NOT_SAVED = { title: "Not saved", description: "Please check the fields marked below." };
const labels = {
  title: "Topic",
  body: "Answer",
  titleHi: "Topic in Hindi",
  bodyHi: "Answer in Hindi",
  keywords: "Other words parents use",
  url: "Page that says more",
  linkLabel: "Link text",
  linkLabelHi: "Link text in Hindi",
  titleMr: "Topic in Marathi",
  bodyMr: "Answer in Marathi",
  linkLabelMr: "Link text in Marathi",
};
const FACTS = {
  page: "/admin/brainy-facts",
  name: "fact card",
  labels,
  toasts: { added: "Fact card added", updated: "Fact card updated", notSaved: "Not saved" },
  conflict:
    "Someone else saved this card while you were editing. Reload it to see their version, then make your change again.",
  deletion: { done: "Fact card deleted", notFound: "No such fact card." },
} satisfies RecordKind;

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, BrainyFactActionSchema);
  if (!submission.ok) {
    const toast =
      submission.error?.intent || submission.error?.id ? { title: "Not saved", description: OUTDATED } : NOT_SAVED;
    return data({ result: submission.reply(), toast }, { status: submission.status });
  }
  const change = submission.value;
  const unknown = change.intent === "delete" ? [] : await placeholdersNotKnown(change);
  if (unknown.length > 0) {
    const message = `Brainy cannot fill in ${unknown.join(", ")}. Use one of: ${placeholderNames.map((name) => `{${name}}`).join(", ")}.`;
    return data({ result: submission.reply({ fieldErrors: { body: [message] } }), toast: NOT_SAVED }, { status: 400 });
  }
  return changeRow(request, submission, FACTS, factRows);
}

type Fact = Route.ComponentProps["loaderData"]["facts"][number];

/** Brainy's short answers about what the pages say, in English, Hindi and Marathi, which staff keep up to date. */
export default function BrainyFacts({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { editing, deleting, adding } = useRecordsInUrl(loaderData.facts);
  return (
    <>
      <RecordsPageTop
        title="Brainy's fact cards"
        addLabel="Add a fact card"
        intro={
          <p className="mt-2 max-w-3xl text-lg text-slate-600">
            Brainy answers visitors from these cards, the FAQs, the course pages and the blog. A card answers one thing
            the site says (the office, the trial class, certificates…). With Hindi written, Brainy answers parents who
            ask in Hindi or Hinglish in Hindi; with Marathi written, those who ask in Marathi in Marathi. Without them,
            it answers in English.
          </p>
        }
        deleting={deleting}
        deletionText={(fact) => <>This will permanently delete the fact card “{fact.title}”</>}
      />
      {adding || (actionData && !editing) ? <FactForm key="new" lastResult={actionData?.result} /> : null}
      {editing ? (
        <FactForm key={`edit-${editing.id}-${editing.version}`} fact={editing} lastResult={actionData?.result} />
      ) : null}
      <RecordList
        rows={loaderData.facts}
        empty="No fact cards. Add one to teach Brainy something the pages say."
        className="mt-8 space-y-3"
      >
        {(fact) => (
          <ExpandableRecord
            key={fact.id}
            name="admin-fact"
            summary={
              <span>
                {fact.title}
                <MissingLanguages fact={fact} />
              </span>
            }
          >
            <div className="space-y-3 px-5 pb-5 text-slate-700">
              <p className="whitespace-pre-line">{fact.body}</p>
              {fact.bodyHi ? (
                <p lang="hi" className="border-brand-200 border-l-4 pl-4 whitespace-pre-line">
                  {fact.bodyHi}
                </p>
              ) : null}
              {fact.bodyMr ? (
                <p lang="mr" className="border-brand-200 border-l-4 pl-4 whitespace-pre-line">
                  {fact.bodyMr}
                </p>
              ) : null}
              <p className="text-sm text-slate-600">
                Links to {fact.url} (“{fact.linkLabel}”)
              </p>
              <RecordActions id={fact.id} what={`: ${fact.title}`} />
            </div>
          </ExpandableRecord>
        )}
      </RecordList>
    </>
  );
}

/** "(no Hindi or Marathi yet)": the languages a card would be answered in English for. */
function MissingLanguages({ fact }: { fact: Fact }) {
  const missing = [...(fact.bodyHi ? [] : ["Hindi"]), ...(fact.bodyMr ? [] : ["Marathi"])];
  if (missing.length === 0) return null;
  return <span className="ml-2 text-sm font-normal text-slate-600">(no {missing.join(" or ")} yet)</span>;
}

function FactForm({ fact, lastResult }: { fact?: Fact; lastResult: EditorResult }) {
  const defaultValue = fact ? recordValues(fact, BrainyFactSchema) : { url: "/contact" };
  const editor = useRecordForm(BrainyFactSchema, { name: "fact", record: fact, lastResult, defaultValue });
  const { fields } = editor;
  return (
    <RecordEditor editor={editor} heading={fact ? "Edit fact card" : "Add a fact card"}>
      <TextInput field={fields.title} label={labels.title} />
      <TextArea
        field={fields.body}
        label={labels.body}
        hint={`One to three plain sentences. Company details can be named in braces and stay up to date by themselves: ${placeholderNames
          .map((name) => `{${name}}`)
          .join(", ")}.`}
      />
      <TextInput field={fields.titleHi} label={`${labels.titleHi} (optional)`} lang="hi" />
      <TextArea field={fields.bodyHi} label={`${labels.bodyHi} (optional)`} lang="hi" />
      <TextInput field={fields.titleMr} label={`${labels.titleMr} (optional)`} lang="mr" />
      <TextArea field={fields.bodyMr} label={`${labels.bodyMr} (optional)`} lang="mr" />
      <TextInput
        field={fields.keywords}
        label={`${labels.keywords} (optional)`}
        hint="Words parents use for this that the answer does not, in English, Hinglish, Hindi or Marathi: fees kitni, उम्र, किती, timing."
      />
      <TextInput field={fields.url} label={labels.url} hint="A page of this site, e.g. /trial-class." />
      <TextInput field={fields.linkLabel} label={labels.linkLabel} />
      <TextInput field={fields.linkLabelHi} label={`${labels.linkLabelHi} (optional)`} lang="hi" />
      <TextInput field={fields.linkLabelMr} label={`${labels.linkLabelMr} (optional)`} lang="mr" />
    </RecordEditor>
  );
}
