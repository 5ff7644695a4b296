import type { z } from "zod";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Field, FormError } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";
import { LoginSchema } from "./schemas.ts";

type Props = {
  id: string;
  lastResult: SubmissionResult | undefined;
  redirectTo: string | null;
  children?: ReactNode;
};

/** E-mail and password, validated by the same schema in the browser and on the server. */
export function LoginForm({ id, lastResult, redirectTo, children }: Props) {
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof LoginSchema>>({
    id,
    lastResult,
    constraint: getZodConstraint(LoginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
      <FormError id={form.errorId} errors={form.errors} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field
        label="Email"
        errors={fields.email.errors}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
      />
      <Field
        label="Password"
        errors={fields.password.errors}
        inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
      />
      {children}
      <StatusButton pending={navigation.state === "submitting"} pendingLabel="Signing in…" className="w-full">
        Log in
      </StatusButton>
    </Form>
  );
}
