import type { SubmissionResult } from "@conform-to/react";
import { ChevronDown } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/manage-faqs";
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
import { FaqActionSchema, FaqSchema } from "#app/modules/content/faqs/faq-admin.ts";
import { addFaq, deleteFaq, listFaqsForAdmin, updateFaq } from "#app/modules/content/faqs/faq-admin.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import { recordDeleted } from "#app/modules/admin/lost-work.server.ts";
import { OUTDATED } from "#app/modules/forms/fields.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Manage FAQs");

export async function loader() {
  return { faqs: await listFaqsForAdmin() };
}

const PAGE = "/admin/manage-faqs";
const MISSING = { title: "Missing fields", description: "Please enter both a question and an answer." };
const OUT_OF_DATE = { title: "Not saved", description: OUTDATED };

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, FaqActionSchema);
  if (!submission.ok) {
    const missing = submission.error?.question || submission.error?.answer;
    return data({ result: submission.reply(), toast: missing ? MISSING : OUT_OF_DATE }, { status: submission.status });
  }
  const change = submission.value;
  switch (change.intent) {
    case "delete": {
      if (!(await deleteFaq(change.id))) throw data("No such FAQ.", { status: 404 });
      return redirectWithToast(PAGE, { title: "FAQ Deleted" });
    }
    case "update": {
      const { intent: _intent, ...edit } = change;
      const outcome = await updateFaq(edit);
      if (outcome === "missing") {
        recordDeleted(request, { name: "FAQ", againUrl: `${PAGE}?new=1` }, submission.formData, {
          question: "Question",
          answer: "Answer",
          questionHi: "Question in Hindi",
          answerHi: "Answer in Hindi",
        });
      }
      if (outcome === "conflict") {
        const message =
          "Someone else saved this FAQ while you were editing. Reload it to see their version, then make your change again.";
        return data(
          { result: submission.reply({ formErrors: [message] }), toast: { title: "Not saved", description: message } },
          { status: 409 },
        );
      }
      return redirectWithToast(PAGE, { title: "FAQ Updated" });
    }
    case "create": {
      const { intent: _intent, ...faq } = change;
      await addFaq(faq);
      return redirectWithToast(PAGE, { title: "FAQ Added" });
    }
  }
}

type Faq = Route.ComponentProps["loaderData"]["faqs"][number];

export default function ManageFaqs({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { editing, deleting, adding, params } = useRecordsInUrl(loaderData.faqs);
  return (
    <>
      <RecordPageHeading title="Manage FAQs" add={{ to: "?new=1", label: "Add New FAQ" }} />
      {deleting ? (
        <ConfirmDeletion id={deleting.id} cancelTo={PAGE}>
          This will permanently delete this FAQ: “{deleting.question}”
        </ConfirmDeletion>
      ) : null}
      {adding || (actionData && !editing) ? (
        <FaqForm
          key="new"
          // Brainy's unanswered questions arrive here with the question filled in.
          suggestedQuestion={params.get("question")?.slice(0, 300) ?? undefined}
          lastResult={actionData?.result}
        />
      ) : null}
      {editing ? (
        <FaqForm key={`edit-${editing.id}-${editing.version}`} faq={editing} lastResult={actionData?.result} />
      ) : null}
      {loaderData.faqs.length === 0 ? (
        <EmptyList>No FAQs found. Add one to get started!</EmptyList>
      ) : (
        <div className="mt-8 space-y-3">
          {loaderData.faqs.map((faq) => (
            <details
              key={faq.id}
              name="admin-faq"
              className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <summary className="flex cursor-pointer items-center justify-between gap-4 p-5 font-bold">
                {faq.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="px-5 pb-5">
                <p className="whitespace-pre-line text-slate-700">{faq.answer}</p>
                {faq.questionHi ? (
                  <div lang="hi" className="border-brand-200 mt-4 border-l-4 pl-4">
                    <p className="font-bold">{faq.questionHi}</p>
                    <p className="mt-1 whitespace-pre-line text-slate-700">{faq.answerHi}</p>
                  </div>
                ) : (
                  <p className="mt-4 text-sm text-slate-600">
                    No Hindi yet: Brainy answers Hindi questions on this in English.
                  </p>
                )}
                <div className="mt-4 flex flex-wrap gap-2">
                  <EditLink id={faq.id} what={`: ${faq.question}`} />
                  <DeleteLink id={faq.id}>
                    Delete<span className="sr-only">: {faq.question}</span>
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

function FaqForm({
  faq,
  suggestedQuestion,
  lastResult,
}: {
  faq?: Faq;
  suggestedQuestion?: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  // The browser checks the texts; the id and version are checked on the server.
  const [form, fields] = useSchemaForm(FaqSchema, {
    id: faq ? `faq-${faq.id}` : "faq-new",
    lastResult,
    defaultValue: faq
      ? { question: faq.question, answer: faq.answer, questionHi: faq.questionHi, answerHi: faq.answerHi }
      : { question: suggestedQuestion ?? "" },
  });
  return (
    <RecordEditor
      form={form}
      record={faq}
      headingId="faq-form-heading"
      heading={faq ? "Edit FAQ" : "Add New FAQ"}
      cancelTo={PAGE}
    >
      <TextInput field={fields.question} label="Question" />
      <TextArea field={fields.answer} label="Answer" />
      <TextInput
        field={fields.questionHi}
        label="Question in Hindi (optional)"
        hint="Brainy answers parents who ask in Hindi or Hinglish with the Hindi. Write both, or leave both empty."
        lang="hi"
      />
      <TextArea field={fields.answerHi} label="Answer in Hindi (optional)" lang="hi" />
    </RecordEditor>
  );
}
