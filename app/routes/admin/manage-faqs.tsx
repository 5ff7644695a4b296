import { data } from "react-router";
import type { Route } from "./+types/manage-faqs";
import { adminMeta } from "#app/modules/site/meta.ts";
import { RecordsPageTop, useRecordsInUrl } from "#app/components/admin/record-page.tsx";
import { ExpandableRecord, RecordActions, RecordList } from "#app/components/admin/record-list.tsx";
import { RecordEditor, recordValues, useRecordForm, type EditorResult } from "#app/components/admin/record-editor.tsx";
import { TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { FaqActionSchema, FaqSchema } from "#app/modules/content/faqs/faq-admin.ts";
import { addFaq, deleteFaq, listFaqsForAdmin, updateFaq } from "#app/modules/content/faqs/faq-admin.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import { changeRow, type RecordKind } from "#app/modules/admin/record-actions.server.ts";
import { OUTDATED } from "#app/modules/forms/fields.ts";
import { parseSubmission } from "#app/server/submission.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Manage FAQs");

export async function loader() {
  return { faqs: await listFaqsForAdmin() };
}

const MISSING = { title: "Missing fields", description: "Please enter both a question and an answer." };
const OUT_OF_DATE = { title: "Not saved", description: OUTDATED };
const FAQS = {
  page: "/admin/manage-faqs",
  name: "FAQ",
  labels: {
    question: "Question",
    answer: "Answer",
    questionHi: "Question in Hindi",
    answerHi: "Answer in Hindi",
    questionMr: "Question in Marathi",
    answerMr: "Answer in Marathi",
  },
  toasts: { added: "FAQ Added", updated: "FAQ Updated", notSaved: "Not saved" },
  conflict:
    "Someone else saved this FAQ while you were editing. Reload it to see their version, then make your change again.",
  deletion: { done: "FAQ Deleted", notFound: "No such FAQ." },
} satisfies RecordKind;

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, FaqActionSchema);
  if (!submission.ok) {
    const missing = submission.error?.question || submission.error?.answer;
    return data({ result: submission.reply(), toast: missing ? MISSING : OUT_OF_DATE }, { status: submission.status });
  }
  return changeRow(request, submission, FAQS, { add: addFaq, update: updateFaq, remove: deleteFaq });
}

type Faq = Route.ComponentProps["loaderData"]["faqs"][number];

export default function ManageFaqs({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { editing, deleting, adding, params } = useRecordsInUrl(loaderData.faqs);
  return (
    <>
      <RecordsPageTop
        title="Manage FAQs"
        addLabel="Add New FAQ"
        deleting={deleting}
        deletionText={(faq) => <>This will permanently delete this FAQ: “{faq.question}”</>}
      />
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
      <RecordList rows={loaderData.faqs} empty="No FAQs found. Add one to get started!" className="mt-8 space-y-3">
        {(faq) => (
          <ExpandableRecord key={faq.id} name="admin-faq" summary={faq.question}>
            <div className="px-5 pb-5">
              <p className="whitespace-pre-line text-slate-700">{faq.answer}</p>
              <FaqInLanguage language="Hindi" lang="hi" question={faq.questionHi} answer={faq.answerHi} />
              <FaqInLanguage language="Marathi" lang="mr" question={faq.questionMr} answer={faq.answerMr} />
              <RecordActions id={faq.id} what={`: ${faq.question}`} className="mt-4 flex flex-wrap gap-2" />
            </div>
          </ExpandableRecord>
        )}
      </RecordList>
    </>
  );
}

/**
 * An FAQ's Hindi or Marathi beside its English, or a line saying that until it is written, the site's page in that
 * language and Brainy show the English.
 */
function FaqInLanguage(props: { language: string; lang: string; question: string; answer: string }) {
  if (!props.question) {
    return (
      <p className="mt-4 text-sm text-slate-600">
        No {props.language} yet: the {props.language} FAQ page shows this in English, and Brainy answers{" "}
        {props.language} questions on it in English.
      </p>
    );
  }
  return (
    <div lang={props.lang} className="border-brand-200 mt-4 border-l-4 pl-4">
      <p className="font-bold">{props.question}</p>
      <p className="mt-1 whitespace-pre-line text-slate-700">{props.answer}</p>
    </div>
  );
}

function FaqForm({
  faq,
  suggestedQuestion,
  lastResult,
}: {
  faq?: Faq;
  suggestedQuestion?: string;
  lastResult: EditorResult;
}) {
  // The browser checks the texts; the id and version are checked on the server.
  const defaultValue = faq ? recordValues(faq, FaqSchema) : { question: suggestedQuestion ?? "" };
  const editor = useRecordForm(FaqSchema, { name: "faq", record: faq, lastResult, defaultValue });
  const { fields } = editor;
  return (
    <RecordEditor editor={editor} heading={faq ? "Edit FAQ" : "Add New FAQ"}>
      <TextInput field={fields.question} label="Question" />
      <TextArea field={fields.answer} label="Answer" />
      <TextInput
        field={fields.questionHi}
        label="Question in Hindi (optional)"
        hint="Brainy answers parents who ask in Hindi or Hinglish with the Hindi. Write both, or leave both empty."
        lang="hi"
      />
      <TextArea field={fields.answerHi} label="Answer in Hindi (optional)" lang="hi" />
      <TextInput
        field={fields.questionMr}
        label="Question in Marathi (optional)"
        hint="Brainy answers parents who ask in Marathi with the Marathi. Write both, or leave both empty."
        lang="mr"
      />
      <TextArea field={fields.answerMr} label="Answer in Marathi (optional)" lang="mr" />
    </RecordEditor>
  );
}
