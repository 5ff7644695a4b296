import type { ComponentType } from "react";
import type { FieldSource, InputFieldProps } from "#app/ui/field.tsx";
import { NEW_PASSWORD_HINT } from "../schemas.ts";

/**
 * A new password typed twice, with the rule the schema holds it to; both left for the password manager to fill.
 * Pages drawn once on the server and hydrated pages both ask for one, each with its own form library's field:
 * `input` is TemplateInputField or ConformInputField.
 */
export function NewPasswordFields<F extends FieldSource>({
  input: Input,
  fields,
  label = "Password",
  confirmLabel = "Confirm password",
  hint = NEW_PASSWORD_HINT,
}: {
  input: ComponentType<InputFieldProps<F>>;
  /** The form's fields, of which the two its schema calls `password` and `confirmPassword`. */
  fields: { password: F; confirmPassword: F };
  label?: string;
  confirmLabel?: string;
  hint?: string;
}) {
  return (
    <>
      <Input field={fields.password} label={label} hint={hint} type="password" autoComplete="new-password" />
      <Input field={fields.confirmPassword} label={confirmLabel} type="password" autoComplete="new-password" />
    </>
  );
}
