import type { FormMetadata, SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { cn } from "#app/ui/cn.ts";
import { EditedRecord } from "./edited-record.tsx";
import { AdminPanel, IntentForm, SaveOrCancel } from "./record-page.tsx";

/*
 * The editor of a "manage" page's record: its form, named after the record, and the panel it is shown in. One
 * place, so every editor of the back office sends, checks and lays out its fields alike.
 */

const editorLayouts = {
  stacked: { form: "space-y-4", fullRow: undefined },
  "two-columns-from-sm": { form: "grid gap-4 sm:grid-cols-2", fullRow: "sm:col-span-2" },
  "two-columns-from-md": { form: "grid gap-4 md:grid-cols-2", fullRow: "md:col-span-2" },
} as const;

/**
 * The editor of one record, or of a new one when `record` is not given: a panel with its heading and the form.
 * It sends intent "update" with the record's id and the version it was opened at (the server refuses a save
 * over someone else's), or "create"; the form's own errors come first, then the fields, then Save and Cancel.
 * It takes the form from `useRecordForm`, with the record it edits and the name of its ids (the heading's id is
 * `faq-form-heading` for an editor named `faq`).
 */
export function RecordEditor<Fields extends Record<string, unknown>>({
  editor: { form, record, name },
  heading,
  withFile = false,
  layout = "stacked",
  saveLabel,
  children,
}: {
  editor: { form: FormMetadata<Fields>; record: EditedRow | undefined; name: string };
  heading: ReactNode;
  /** Sends the form as multipart, for a picture with it. */
  withFile?: boolean;
  /** One field under the other, or two side by side on wider screens. */
  layout?: keyof typeof editorLayouts;
  saveLabel?: string;
  children: ReactNode;
}) {
  // Cancel leads back to the list: this page without the query that opened the editor.
  const { pathname } = useLocation();
  return (
    <AdminPanel headingId={`${name}-form-heading`} heading={heading}>
      <IntentForm
        form={form}
        intent={record ? "update" : "create"}
        withFile={withFile}
        className={cn("mt-4", editorLayouts[layout].form)}
      >
        <EditedRecord record={record} />
        {children}
        <SaveOrCancel cancelTo={pathname} label={saveLabel} className={editorLayouts[layout].fullRow} />
      </IntentForm>
    </AdminPanel>
  );
}

/** What the server said of the editor's last save, for its form to show. */
export type EditorResult = SubmissionResult<string[]> | undefined;

/** A record an editor opens: which one, and the version its save must find unchanged. */
type EditedRow = { id: string | number; version: number };

/**
 * The form of a record's editor, checked by the schema its action parses with, for `RecordEditor` to show; its
 * `fields` are for the editor's inputs. The form is named for the record (`faq-12`, or `faq-new` for a new one),
 * as its fields' ids are, unless `id` names it once for all.
 */
export function useRecordForm<S extends Parameters<typeof useSchemaForm>[0], Row extends EditedRow>(
  schema: S,
  {
    name,
    record,
    lastResult,
    defaultValue,
    id = record ? `${name}-${record.id}` : `${name}-new`,
  }: {
    name: string;
    record: Row | undefined;
    lastResult: EditorResult;
    defaultValue: Parameters<typeof useSchemaForm<S>>[1]["defaultValue"];
    id?: string;
  },
) {
  const [form, fields] = useSchemaForm(schema, { id, lastResult, defaultValue });
  return { form, fields, record, name };
}

/** The record's own values of the form's fields, to open its editor with. */
export function recordValues<Row, Key extends keyof Row & string>(
  record: Row,
  schema: { keyof: () => { options: readonly Key[] } },
): Pick<Row, Key> {
  const values: Partial<Pick<Row, Key>> = {};
  for (const key of schema.keyof().options) values[key] = record[key];
  return values as Pick<Row, Key>;
}
