import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#app/ui/button.tsx";
import { TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { AccountForm } from "./account-form.tsx";
import { LoginSchema } from "../schemas.ts";

type Props = {
  id: string;
  lastResult: SubmissionResult | undefined;
  redirectTo: string | null;
  /** After too many attempts: the page that mails the owner a sign-in link instead. */
  signInLink?: string | null;
  children?: ReactNode;
};

/** E-mail and password, validated by the same schema in the browser and on the server. */
export function LoginForm({ id, lastResult, redirectTo, signInLink, children }: Props) {
  const [form, fields] = useSchemaForm(LoginSchema, { id, lastResult });
  return (
    <>
      <AccountForm form={form} submitLabel="Log in" pendingLabel="Signing in…">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextInput field={fields.email} label="Email" type="email" autoComplete="email" />
        <TextInput field={fields.password} label="Password" type="password" autoComplete="current-password" />
        {children}
      </AccountForm>
      {signInLink ? (
        <Link to={signInLink} className={buttonClasses("secondary", "lg", "mt-4 w-full")}>
          E-mail me a sign-in link
        </Link>
      ) : null}
    </>
  );
}
