import { getInputProps } from "@conform-to/react";
import { SourceInputField, type InputFieldProps } from "#app/ui/field.tsx";

/** A field of a hydrated page's form, as conform's `useForm` hands it out. */
type ConformField = Parameters<typeof getInputProps>[0];

/**
 * A labelled input of a hydrated page's form: it takes conform's field metadata once and gets its id, name,
 * constraints and errors from it (the templates' twin is template-fields.tsx).
 */
export function ConformInputField(props: InputFieldProps<ConformField>) {
  return <SourceInputField {...props} propsOf={getInputProps} />;
}
