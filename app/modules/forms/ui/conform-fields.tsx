import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { cn } from "#app/ui/cn.ts";
import { Field, SelectField, SourceInputField, TextareaField, type InputFieldProps } from "#app/ui/field.tsx";

/*
 * The fields of the hydrated pages' forms (sign-in and account pages, the back office), wired to conform's
 * metadata of one field (public pages, drawn once on the server, have template-fields.tsx): its name, id, constraints,
 * errors and the ids that tie them to the control come from `field`, so a form lists only what differs, the
 * label and the hint. Files, read-only and other special controls still use app/ui/field.tsx directly.
 */

type Conformed = FieldMetadata<unknown, Record<string, unknown>, string[]>;
type Common = {
  field: Conformed;
  label: string;
  hint?: string;
  className?: string;
  /** The language of what is typed, when it is not English ("hi" for a Hindi text). */
  lang?: string;
};

/** A one-line text (or date, e-mail, phone number, address) field. */
export function TextInput({
  field,
  type = "text",
  autoComplete,
  inputMode,
  lang,
  ...shell
}: Common & {
  type?: "text" | "date" | "time" | "email" | "tel" | "url" | "password";
  autoComplete?: string;
  inputMode?: "decimal" | "numeric";
}) {
  return (
    <Field
      {...shell}
      errors={field.errors}
      inputProps={{ ...getInputProps(field, { type }), autoComplete, inputMode, lang }}
    />
  );
}

/**
 * A labelled input that takes any input type and attribute, as the page templates' TemplateInputField does: for a
 * component that draws its fields in either kind of page (NewPasswordFields).
 */
export function ConformInputField(props: InputFieldProps<Conformed>) {
  return <SourceInputField {...props} propsOf={getInputProps} />;
}

/** A text of several lines. */
export function TextArea({
  field,
  rows,
  monospace = false,
  autoComplete,
  lang,
  ...shell
}: Common & { rows?: number; monospace?: boolean; autoComplete?: string }) {
  return (
    <TextareaField
      {...shell}
      errors={field.errors}
      controlProps={{
        ...getTextareaProps(field),
        rows,
        autoComplete,
        lang,
        className: monospace ? "font-mono" : undefined,
      }}
    />
  );
}

/** One choice out of a list; `placeholder` is the empty first option. */
export function Choice({
  field,
  placeholder,
  options,
  ...shell
}: Common & { placeholder: string; options: readonly (string | { value: string; label: string })[] }) {
  return (
    <SelectField
      {...shell}
      errors={field.errors}
      placeholder={placeholder}
      options={[...options]}
      controlProps={getSelectProps(field)}
    />
  );
}

/** A box to tick, its label beside it. */
export function Tickbox({ field, className, children }: { field: Conformed; className?: string; children: ReactNode }) {
  const { key: _key, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <label className={cn("flex min-h-11 items-center gap-3 font-semibold text-slate-800", className)}>
      <input {...props} className="size-5 accent-brand-600" />
      {children}
    </label>
  );
}
