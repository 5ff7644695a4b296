import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { TextInput } from "#app/modules/forms/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { AccountForm } from "./account-form.tsx";
import { LoginSchema } from "./schemas.ts";

type Props = {
  id: string;
  lastResult: SubmissionResult | undefined;
  redirectTo: string | null;
  children?: ReactNode;
};

/** E-mail and password, validated by the same schema in the browser and on the server. */
export function LoginForm({ id, lastResult, redirectTo, children }: Props) {
  const [form, fields] = useSchemaForm(LoginSchema, { id, lastResult });
  return (
    <AccountForm form={form} submitLabel="Log in" pendingLabel="Signing in…">
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <TextInput field={fields.email} label="Email" type="email" autoComplete="email" />
      <TextInput field={fields.password} label="Password" type="password" autoComplete="current-password" />
      {children}
    </AccountForm>
  );
}
