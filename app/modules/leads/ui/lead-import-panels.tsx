import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Download, Upload } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { AdminPanel } from "#app/components/admin/record-page.tsx";
import { Choice } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { useSubmittingIntent } from "#app/modules/admin/intent.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { Field, FormError } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";
import {
  importColumnLabels,
  importKindLabels,
  importKinds,
  ImportUpload,
  MAX_IMPORT_ROWS,
  type ImportPreview,
} from "#app/modules/leads/lead-import.ts";

/** Where the preview's download of the rows left out is answered (a file, so not this page). */
export const IMPORT_PROBLEMS_PATH = "/admin/inbox/import/problems";

const count = (value: number) => value.toLocaleString("en-IN");

/** The upload: what the rows are, and the file. */
export function ImportUploadForm({
  lastResult,
  again,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  /** A preview is shown above: this form is for another file. */
  again: boolean;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(ImportUpload, {
    id: "lead-import-upload",
    lastResult,
    defaultValue: { kind: "trials" },
  });
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "preview";
  return (
    <AdminPanel
      headingId="import-upload"
      heading={again ? "Preview another file" : "Choose a file"}
      intro={
        <>
          The first row names the columns: {Object.values(importColumnLabels).join(", ")} (or Parent name, Mobile,
          Remarks…), in any order. A name and a phone number or e-mail are needed on each row. Up to 2 MB and{" "}
          {count(MAX_IMPORT_ROWS)} rows.
        </>
      }
      className="mt-6 max-w-3xl"
    >
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4 grid gap-4">
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="preview" />
        <Choice
          field={fields.kind}
          label="Import the rows as"
          placeholder="Choose…"
          options={importKinds.map((kind) => ({ value: kind, label: importKindLabels[kind] }))}
        />
        <Field
          label="CSV file"
          hint="From Excel or Google Sheets: File → Save as (or Download) → CSV UTF-8."
          errors={fields.file.errors}
          inputProps={{ ...getInputProps(fields.file, { type: "file" }), accept: ".csv,text/csv" }}
        />
        <div>
          <StatusButton pending={sending} pendingLabel="Reading the file…">
            <Upload aria-hidden="true" className="size-5" /> Preview
          </StatusButton>
        </div>
      </Form>
    </AdminPanel>
  );
}

/** The file's text and what it is, sent back by the preview's buttons. */
function DecisionFields({ preview }: { preview: ImportPreview }) {
  return (
    <>
      <input type="hidden" name="kind" value={preview.kind} />
      <input type="hidden" name="fileName" value={preview.fileName} />
      <input type="hidden" name="csv" value={preview.csv} />
    </>
  );
}

/** What the file holds: how many leads will be imported, and each row left out with its line and why. */
export function ImportPreviewPanel({ preview }: { preview: ImportPreview }) {
  const importing = useSubmittingIntent("import");
  return (
    <AdminPanel
      headingId="import-preview"
      heading={`Preview of ${preview.fileName}`}
      intro={`${count(preview.rows)} rows, as ${importKindLabels[preview.kind].toLowerCase()}. Nothing is stored yet.`}
    >
      <ul className="mt-4 space-y-1">
        <li>
          <strong>{count(preview.ready)}</strong> {preview.ready === 1 ? "lead" : "leads"} will be imported.
        </li>
        {preview.already > 0 ? (
          <li>{count(preview.already)} already in the inbox from an earlier import: left out.</li>
        ) : null}
        {preview.repeatCount > 0 ? (
          <li>
            {count(preview.repeatCount)} repeated in the file (imported once):{" "}
            {preview.repeats.map((row) => `line ${row.line} is line ${row.sameAs}`).join(", ")}
            {preview.repeatCount > preview.repeats.length ? "…" : ""}.
          </li>
        ) : null}
        {preview.badCount > 0 ? (
          <li className="font-semibold text-red-800">{count(preview.badCount)} with problems: not imported.</li>
        ) : null}
        {preview.ignoredColumns.length > 0 ? (
          <li className="text-slate-600">Columns not imported: {preview.ignoredColumns.join(", ")}.</li>
        ) : null}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        {preview.ready > 0 ? (
          <Form method="post" encType="multipart/form-data">
            <input type="hidden" name="intent" value="import" />
            <DecisionFields preview={preview} />
            <StatusButton pending={importing} pendingLabel="Importing…">
              Import {count(preview.ready)} {preview.ready === 1 ? "lead" : "leads"}
            </StatusButton>
          </Form>
        ) : (
          <p className="font-semibold">Nothing new to import.</p>
        )}
        {preview.badCount > 0 ? (
          // A plain form: the answer is a file to save, which the browser handles itself.
          <form method="post" action={IMPORT_PROBLEMS_PATH} encType="multipart/form-data">
            <input type="hidden" name="intent" value="bad-rows" />
            <DecisionFields preview={preview} />
            <button type="submit" className={buttonClasses("secondary", "lg")}>
              <Download aria-hidden="true" className="size-5" /> Download the rows with problems
            </button>
          </form>
        ) : null}
      </div>
      {preview.badCount > 0 ? (
        <section aria-labelledby="import-problems" className="mt-6">
          <h3 id="import-problems" className="text-lg font-bold">
            Rows with problems
          </h3>
          <p className="mt-1 text-slate-600">
            Fix them in the downloaded file (it says what is wrong on each row) and import it again.
          </p>
          <ul className="mt-3 space-y-2">
            {preview.bad.map((row) => (
              <li key={row.line} className="rounded-2xl bg-red-50 p-3 break-words">
                <span className="font-semibold">Line {row.line}</span>
                {row.name ? ` (${row.name})` : ""}: {row.reason}
              </li>
            ))}
          </ul>
          {preview.badCount > preview.bad.length ? (
            <p className="mt-2 text-slate-600">
              …and {count(preview.badCount - preview.bad.length)} more, all in the download.
            </p>
          ) : null}
        </section>
      ) : null}
    </AdminPanel>
  );
}
