import type { z } from "zod";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
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
  const [form, fields] = useForm<z.input<typeof ChangePasswordSchema>>({
    id: "change-password",
    lastResult,
    constraint: getZodConstraint(ChangePasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // A saved password is not left in the fields.
  useEmptyAfterRedirect(form, pending, lastResult);
  return (
    <section
      aria-labelledby="password-heading"
      className="mt-6 max-w-lg rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="password-heading" className="text-xl font-bold">
        Change password
      </h2>
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
    </section>
  );
}
