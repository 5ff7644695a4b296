import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ZodType, z } from "zod";

/*
 * The forms of pages sent without the framework are drawn once, on the server: no hooks. This gives their fields
 * what conform's `useForm` would (ids, the server's answer, the schema's constraints as HTML attributes) as plain
 * values; the checked-form island checks them in the browser with the same schema (`app/islands/form-validation.ts`).
 */

type Constraint = ReturnType<typeof getZodConstraint>[string];

export type TemplateField = {
  name: string;
  id: string;
  errors: string[] | undefined;
  initialValue: string | undefined;
  constraint: Constraint | undefined;
};

export type TemplateFormMeta = { id: string; errorId: string; errors: string[] | undefined };

type Options<Schema extends ZodType> = {
  id: string;
  schema: Schema;
  /** The server's answer to the last send: the values sent and what was wrong with them. */
  lastResult?: SubmissionResult<string[]> | undefined;
  defaultValue?: Partial<Record<keyof z.input<Schema> & string, string>>;
};

export function templateForm<Schema extends ZodType>({
  id,
  schema,
  lastResult,
  defaultValue,
}: Options<Schema>): [TemplateFormMeta, Record<keyof z.input<Schema> & string, TemplateField>] {
  const constraints = getZodConstraint(schema);
  const errors = lastResult?.error ?? {};
  const values: Record<string, unknown> = { ...defaultValue, ...lastResult?.initialValue };
  const names = new Set([...Object.keys(constraints), ...Object.keys(values)]);
  const fields = Object.fromEntries(
    [...names].map((name) => {
      const value = values[name];
      const field: TemplateField = {
        name,
        id: `${id}-${name}`,
        errors: errors[name] ?? undefined,
        initialValue: typeof value === "string" ? value : undefined,
        constraint: constraints[name],
      };
      return [name, field];
    }),
  ) as Record<keyof z.input<Schema> & string, TemplateField>;
  return [{ id, errorId: `${id}-error`, errors: errors[""] ?? undefined }, fields];
}

/**
 * The form element's own attributes. The browser's bubbles are off: the server's answer (and, with JavaScript, the
 * checked-form island) says what is wrong in the site's own words, next to each field.
 */
export function formProps(form: TemplateFormMeta) {
  return { id: form.id, noValidate: true, "aria-describedby": form.errors ? form.errorId : undefined };
}

function controlProps(field: TemplateField) {
  return { id: field.id, name: field.name, required: field.constraint?.required || undefined };
}

export function inputProps(field: TemplateField, { type }: { type: string }) {
  const { constraint } = field;
  const checkable = type === "checkbox" || type === "radio";
  return {
    ...controlProps(field),
    type,
    minLength: constraint?.minLength,
    maxLength: constraint?.maxLength,
    min: constraint?.min,
    max: constraint?.max,
    step: constraint?.step,
    pattern: constraint?.pattern,
    multiple: constraint?.multiple,
    ...(checkable
      ? { value: "on", defaultChecked: field.initialValue === "on" }
      : type === "file"
        ? {}
        : { defaultValue: field.initialValue }),
  };
}

export function selectProps(field: TemplateField) {
  return { ...controlProps(field), multiple: field.constraint?.multiple, defaultValue: field.initialValue };
}

export function textareaProps(field: TemplateField) {
  const { constraint } = field;
  return {
    ...controlProps(field),
    minLength: constraint?.minLength,
    maxLength: constraint?.maxLength,
    defaultValue: field.initialValue,
  };
}
