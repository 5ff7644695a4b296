import {
  SourceInputField,
  SourceSelectField,
  SourceTextareaField,
  type InputFieldProps,
  type SelectFieldProps,
  type TextareaFieldProps,
} from "#app/ui/field.tsx";
import { inputProps, selectProps, textareaProps, type TemplateField } from "../template-form.ts";

/*
 * The labelled fields of pages drawn once on the server: each takes its TemplateField once and gets its id, name,
 * value, constraints and errors from it (the hydrated pages' twin is conform-fields.tsx).
 */

export function TemplateInputField(props: InputFieldProps<TemplateField>) {
  return <SourceInputField {...props} propsOf={inputProps} />;
}

export function TemplateSelectField(props: SelectFieldProps<TemplateField>) {
  return <SourceSelectField {...props} propsOf={selectProps} />;
}

export function TemplateTextareaField(props: TextareaFieldProps<TemplateField>) {
  return <SourceTextareaField {...props} propsOf={textareaProps} />;
}

/** A person's name (the visitor's own, or whom to call), left for the browser to fill in. */
export function TemplateNameField(props: Pick<InputFieldProps<TemplateField>, "field" | "label" | "hint">) {
  return <TemplateInputField {...props} type="text" autoComplete="name" />;
}

/** The visitor's e-mail address, left for the browser to fill in. */
export function TemplateEmailField({ field, label = "Email" }: { field: TemplateField; label?: string }) {
  return <TemplateInputField field={field} label={label} type="email" autoComplete="email" />;
}

/** The visitor's phone number, left for the browser to fill in; "Phone (optional)" where a form does without it. */
export function TemplatePhoneField({ field, label = "Phone" }: { field: TemplateField; label?: string }) {
  return <TemplateInputField field={field} label={label} type="tel" autoComplete="tel" />;
}
