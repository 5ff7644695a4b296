import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { AdminPanel, IntentForm } from "#app/components/admin/record-page.tsx";
import { useSubmittingIntent } from "#app/modules/admin/intent.ts";
import { TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";
import {
  MAX_TEMPLATE_BODY,
  MAX_TEMPLATES,
  placeholders,
  TemplateForm,
  type MessageTemplate,
} from "../message-templates.ts";

type LastResult = SubmissionResult<string[]> | undefined;

/** Admin Settings' message templates: one form per template, and one to add a template. */
export function MessageTemplatesSettings({
  templates,
  lastResult,
}: {
  templates: MessageTemplate[];
  /** The refused form's answer, with the id of the template it was for ("" for a new one). */
  lastResult: { id: string; result: LastResult } | undefined;
}) {
  const resultFor = (id: string) => (lastResult?.id === id ? lastResult.result : undefined);
  return (
    <AdminPanel
      id="message-templates"
      headingId="message-templates-heading"
      heading="Message templates"
      intro="Ready-made WhatsApp and e-mail messages, offered on each lead's page with the lead's details filled in."
    >
      <p className="mt-2 text-slate-600">
        Write a detail in braces and the inbox puts it in:{" "}
        {Object.entries(placeholders).map(([name, meaning], index) => (
          <span key={name}>
            {index > 0 ? ", " : ""}
            <code className="rounded bg-slate-100 px-1">{`{${name}}`}</code> {meaning}
          </span>
        ))}
        . A template is offered only on leads that have every detail it names.
      </p>
      <ul className="mt-4 space-y-4">
        {templates.map((template) => (
          <li key={template.id}>
            <TemplateEditor template={template} lastResult={resultFor(template.id)} />
          </li>
        ))}
      </ul>
      {templates.length < MAX_TEMPLATES ? (
        // A new form after each template added, so its fields are empty again.
        <TemplateEditor key={templates.length} template={null} lastResult={resultFor("")} />
      ) : (
        <p className="mt-4 text-slate-600">
          That is the most templates the inbox keeps ({MAX_TEMPLATES}); delete one to add another.
        </p>
      )}
    </AdminPanel>
  );
}

function TemplateEditor({ template, lastResult }: { template: MessageTemplate | null; lastResult: LastResult }) {
  const key = template?.id ?? "new";
  const saving = useSubmittingIntent("save-template");
  const [form, fields] = useSchemaForm(TemplateForm, {
    id: `template-${key}`,
    lastResult,
    defaultValue: template ?? { name: "", subject: "", body: "" },
  });
  const title = template ? template.name : "Add a template";
  return (
    <section aria-label={title} className="mt-4 rounded-2xl bg-slate-50 p-4">
      <h3 className="font-bold">{title}</h3>
      <IntentForm form={form} intent="save-template" className="mt-3 space-y-4">
        <input type="hidden" name="id" value={template?.id ?? ""} />
        <TextInput field={fields.name} label="Name" hint="How staff find it on a lead's page." />
        <TextInput field={fields.subject} label="E-mail subject" />
        <TextArea
          field={fields.body}
          label="Message"
          hint={`At most ${MAX_TEMPLATE_BODY.toLocaleString("en-IN")} characters.`}
          rows={5}
        />
        <StatusButton pending={saving} pendingLabel="Saving…">
          {template ? "Save template" : "Add template"}
          {template ? <span className="sr-only">: {template.name}</span> : null}
        </StatusButton>
      </IntentForm>
      {template ? (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="delete-template" />
          <input type="hidden" name="id" value={template.id} />
          <button type="submit" className={buttonClasses("ghost", "sm", "text-red-700 hover:bg-red-50")}>
            Delete template<span className="sr-only">: {template.name}</span>
          </button>
        </Form>
      ) : null}
    </section>
  );
}
