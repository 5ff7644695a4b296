import type { SubmissionResult } from "@conform-to/react";
import { AdminPanel, IntentForm } from "#app/components/admin/record-page.tsx";
import { ConformInputField, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { useEmptyAfterRedirect } from "#app/modules/forms/use-empty-after-redirect.ts";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { Field } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";
import { ChangePasswordSchema } from "../schemas.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";

/**
 * The signed-in back-office user's password form, with the spec's fields: their e-mail (read-only, for password
 * managers), New Password and Confirm New Password, after their current password.
 */
export function ChangePasswordForm({
  email,
  emailLabel,
  lastResult,
  pending,
}: {
  email: string;
  emailLabel: string;
  lastResult: SubmissionResult<string[]> | undefined;
  pending: boolean;
}) {
  const [form, fields] = useSchemaForm(ChangePasswordSchema, { id: "change-password", lastResult });
  // A saved password is not left in the fields.
  useEmptyAfterRedirect(form, pending, lastResult);
  return (
    <AdminPanel headingId="password-heading" heading="Change password" className="mt-6 max-w-lg">
      <IntentForm form={form} intent="change-password" className="mt-4 space-y-5">
        <Field
          label={emailLabel}
          inputProps={{
            id: "own-email",
            type: "email",
            value: email,
            readOnly: true,
            name: "username",
            autoComplete: "username",
          }}
        />
        <TextInput
          field={fields.currentPassword}
          label="Current Password"
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          input={ConformInputField}
          fields={fields}
          label="New Password"
          confirmLabel="Confirm New Password"
          hint="At least 10 characters. Three or four words joined by dashes are easy to remember and hard to guess."
        />
        <StatusButton pending={pending} pendingLabel="Saving…">
          Update password
        </StatusButton>
      </IntentForm>
    </AdminPanel>
  );
}
