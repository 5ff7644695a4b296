import type { SubmissionResult } from "@conform-to/react";
import { ChevronDown } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/brainy-facts";
import { adminMeta } from "#app/modules/site/meta.ts";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import {
  DeleteLink,
  EditLink,
  EmptyList,
  RecordEditor,
  RecordPageHeading,
  useRecordsInUrl,
} from "#app/components/admin/record-page.tsx";
import { TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { BrainyFactActionSchema, BrainyFactSchema } from "#app/modules/brainy/fact-admin.ts";
import {
  addBrainyFact,
  deleteBrainyFact,
  listBrainyFactsForAdmin,
  placeholdersNotKnown,
  updateBrainyFact,
} from "#app/modules/brainy/fact-admin.server.ts";
import { placeholderNames } from "#app/modules/brainy/fact-placeholders.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import { recordDeleted } from "#app/modules/admin/lost-work.server.ts";
import { OUTDATED } from "#app/modules/forms/fields.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Brainy's fact cards");

export async function loader() {
  return { facts: await listBrainyFactsForAdmin() };
}

const PAGE = "/admin/brainy-facts";
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
};

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, BrainyFactActionSchema);
  if (!submission.ok) {
    const toast =
      submission.error?.intent || submission.error?.id ? { title: "Not saved", description: OUTDATED } : NOT_SAVED;
    return data({ result: submission.reply(), toast }, { status: submission.status });
  }
  const change = submission.value;
  if (change.intent === "delete") {
    if (!(await deleteBrainyFact(change.id))) throw data("No such fact card.", { status: 404 });
    return redirectWithToast(PAGE, { title: "Fact card deleted" });
  }
  const unknown = await placeholdersNotKnown(change);
  if (unknown.length > 0) {
    const message = `Brainy cannot fill in ${unknown.join(", ")}. Use one of: ${placeholderNames.map((name) => `{${name}}`).join(", ")}.`;
    return data({ result: submission.reply({ fieldErrors: { body: [message] } }), toast: NOT_SAVED }, { status: 400 });
  }
  if (change.intent === "create") {
    const { intent: _intent, ...fact } = change;
    await addBrainyFact(fact);
    return redirectWithToast(PAGE, { title: "Fact card added" });
  }
  const { intent: _intent, ...edit } = change;
  const outcome = await updateBrainyFact(edit);
  if (outcome === "missing")
    recordDeleted(request, { name: "fact card", againUrl: `${PAGE}?new=1` }, submission.formData, labels);
  if (outcome === "conflict") {
    const message =
      "Someone else saved this card while you were editing. Reload it to see their version, then make your change again.";
    return data(
      { result: submission.reply({ formErrors: [message] }), toast: { title: "Not saved", description: message } },
      { status: 409 },
    );
  }
  return redirectWithToast(PAGE, { title: "Fact card updated" });
}

type Fact = Route.ComponentProps["loaderData"]["facts"][number];

/** Brainy's short answers about what the pages say, in English and Hindi, which staff keep up to date. */
export default function BrainyFacts({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { editing, deleting, adding } = useRecordsInUrl(loaderData.facts);
  return (
    <>
      <RecordPageHeading title="Brainy's fact cards" add={{ to: "?new=1", label: "Add a fact card" }} />
      <p className="mt-2 max-w-3xl text-lg text-slate-600">
        Brainy answers visitors from these cards, the FAQs, the course pages and the blog. A card answers one thing the
        site says (the office, the trial class, certificates…). With Hindi written, Brainy answers parents who ask in
        Hindi or Hinglish in Hindi.
      </p>
      {deleting ? (
        <ConfirmDeletion id={deleting.id} cancelTo={PAGE}>
          This will permanently delete the fact card “{deleting.title}”
        </ConfirmDeletion>
      ) : null}
      {adding || (actionData && !editing) ? <FactForm key="new" lastResult={actionData?.result} /> : null}
      {editing ? (
        <FactForm key={`edit-${editing.id}-${editing.version}`} fact={editing} lastResult={actionData?.result} />
      ) : null}
      {loaderData.facts.length === 0 ? (
        <EmptyList>No fact cards. Add one to teach Brainy something the pages say.</EmptyList>
      ) : (
        <div className="mt-8 space-y-3">
          {loaderData.facts.map((fact) => (
            <details
              key={fact.id}
              name="admin-fact"
              className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <summary className="flex cursor-pointer items-center justify-between gap-4 p-5 font-bold">
                <span>
                  {fact.title}
                  {fact.bodyHi ? null : <span className="ml-2 text-sm font-normal text-slate-600">(no Hindi yet)</span>}
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="space-y-3 px-5 pb-5 text-slate-700">
                <p className="whitespace-pre-line">{fact.body}</p>
                {fact.bodyHi ? (
                  <p lang="hi" className="border-brand-200 border-l-4 pl-4 whitespace-pre-line">
                    {fact.bodyHi}
                  </p>
                ) : null}
                <p className="text-sm text-slate-600">
                  Links to {fact.url} (“{fact.linkLabel}”)
                </p>
                <div className="flex flex-wrap gap-2">
                  <EditLink id={fact.id} what={`: ${fact.title}`} />
                  <DeleteLink id={fact.id}>
                    Delete<span className="sr-only">: {fact.title}</span>
                  </DeleteLink>
                </div>
              </div>
            </details>
          ))}
        </div>
      )}
    </>
  );
}

function FactForm({ fact, lastResult }: { fact?: Fact; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm(BrainyFactSchema, {
    id: fact ? `fact-${fact.id}` : "fact-new",
    lastResult,
    defaultValue: fact
      ? {
          title: fact.title,
          body: fact.body,
          titleHi: fact.titleHi,
          bodyHi: fact.bodyHi,
          keywords: fact.keywords,
          url: fact.url,
          linkLabel: fact.linkLabel,
          linkLabelHi: fact.linkLabelHi,
        }
      : { url: "/contact" },
  });
  return (
    <RecordEditor
      form={form}
      record={fact}
      headingId="fact-form-heading"
      heading={fact ? "Edit fact card" : "Add a fact card"}
      cancelTo={PAGE}
    >
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
      <TextInput
        field={fields.keywords}
        label={`${labels.keywords} (optional)`}
        hint="Words parents use for this that the answer does not, in English, Hinglish or Hindi: fees kitni, उम्र, timing."
      />
      <TextInput field={fields.url} label={labels.url} hint="A page of this site, e.g. /trial-class." />
      <TextInput field={fields.linkLabel} label={labels.linkLabel} />
      <TextInput field={fields.linkLabelHi} label={`${labels.linkLabelHi} (optional)`} lang="hi" />
    </RecordEditor>
  );
}
