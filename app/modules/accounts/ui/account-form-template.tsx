import type { ReactNode } from "react";
import { Island } from "#app/islands/island.tsx";
import type { IslandProps } from "#app/islands/registry.ts";
import { formProps, type TemplateField, type TemplateFormMeta } from "#app/modules/forms/template-form.ts";
import { TemplateInputField } from "#app/modules/forms/ui/template-fields.tsx";
import { FormError } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";
import { NEW_PASSWORD_HINT } from "../schemas.ts";

/*
 * The account pages sent without the framework (log in, sign up, forgot password) draw their forms once, on the
 * server, like the lead forms: they post as plain HTML and the checked-form island checks them as they are filled
 * in, with the schema the action parses them with. The hydrated account pages have account-form.tsx.
 */

/** The form of such a page: its form-level error first, then the fields, then a full-width button. */
export function AccountFormTemplate({
  schema,
  form,
  submitLabel,
  pendingLabel,
  children,
}: {
  /** The schema the island checks the fields with in the browser: the one the action parses them with. */
  schema: IslandProps<"checked-form">["schema"];
  form: TemplateFormMeta;
  submitLabel: ReactNode;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Island name="checked-form" props={{ schema }}>
      <form method="post" {...formProps(form)} className="mt-6 space-y-5">
        <FormError id={form.errorId} errors={form.errors} />
        {children}
        <StatusButton pendingLabel={pendingLabel} className="w-full">
          {submitLabel}
        </StatusButton>
      </form>
    </Island>
  );
}

/** A new password typed twice, with the rule the schema holds it to; both left for the password manager to fill. */
export function NewPasswordTemplateFields({
  password,
  confirmPassword,
}: {
  password: TemplateField;
  confirmPassword: TemplateField;
}) {
  return (
    <>
      <TemplateInputField
        field={password}
        label="Password"
        hint={NEW_PASSWORD_HINT}
        type="password"
        autoComplete="new-password"
      />
      <TemplateInputField
        field={confirmPassword}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
