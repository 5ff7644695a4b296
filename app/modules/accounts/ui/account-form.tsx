import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormError } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

/**
 * The form of an account page (log in, sign up, forgot and reset password, accept an invitation): its
 * form-level error first, then the fields, then a full-width button that says it is working while the post is out.
 */
export function AccountForm<Schema extends Record<string, unknown>>({
  form,
  submitLabel,
  pendingLabel,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  submitLabel: ReactNode;
  pendingLabel: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
      <FormError id={form.errorId} errors={form.errors} />
      {children}
      <StatusButton pending={navigation.state === "submitting"} pendingLabel={pendingLabel} className="w-full">
        {submitLabel}
      </StatusButton>
    </Form>
  );
}
