import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { AdminPanel } from "#app/components/admin/record-page.tsx";
import { useAdminForm } from "#app/modules/admin/use-admin-form.ts";
import { useEmptyAfterRedirect } from "#app/modules/forms/use-empty-after-redirect.ts";
import { Field, FormError } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";
import { ChangePasswordSchema } from "./schemas.ts";

/**
 * The signed-in back-office user's password form, with the spec's fields: their e-mail (read-only, for password
 * managers), New Password and Confirm New Password.
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
  const [form, fields] = useAdminForm(ChangePasswordSchema, { id: "change-password", lastResult });
  // A saved password is not left in the fields.
  useEmptyAfterRedirect(form, pending, lastResult);
  return (
    <AdminPanel headingId="password-heading" heading="Change password" className="mt-6 max-w-lg">
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5">
        <FormError id={form.errorId} errors={form.errors} />
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
        <Field
          label="New Password"
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
        />
        <Field
          label="Confirm New Password"
          errors={fields.confirmPassword.errors}
          inputProps={{
            ...getInputProps(fields.confirmPassword, { type: "password" }),
            autoComplete: "new-password",
          }}
        />
        <input type="hidden" name="intent" value="change-password" />
        <StatusButton pending={pending} pendingLabel="Saving…">
          Update password
        </StatusButton>
      </Form>
    </AdminPanel>
  );
}
