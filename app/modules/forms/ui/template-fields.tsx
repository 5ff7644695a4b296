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
