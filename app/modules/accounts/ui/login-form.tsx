import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { buttonClasses } from "#app/ui/button.tsx";
import { templateForm } from "#app/modules/forms/template-form.ts";
import { TemplateEmailField, TemplateInputField } from "#app/modules/forms/ui/template-fields.tsx";
import { ActionNotice } from "#app/components/action-notice.tsx";
import { AccountFormTemplate } from "./account-form-template.tsx";
import { LoginSchema } from "../schemas.ts";

/** What the login action answers when it refuses (handleLogin). */
export type LoginRefusal = {
  result: SubmissionResult<string[]>;
  toast: { title: string; description?: string } | null;
  /** After too many attempts: the page that mails the owner a sign-in link instead. */
  signInLink: string | null;
};

type Props = {
  id: string;
  refusal: LoginRefusal | undefined;
  redirectTo: string | null;
  children?: ReactNode;
};

/**
 * E-mail and password, drawn once on the server (the visitor's and the staff sign-in pages are sent without the
 * framework) and checked in the browser by the schema the action parses them with.
 */
export function LoginForm({ id, refusal, redirectTo, children }: Props) {
  const [form, fields] = templateForm({ id, schema: LoginSchema, lastResult: refusal?.result });
  return (
    <>
      {refusal?.toast ? <ActionNotice toast={refusal.toast} /> : null}
      <AccountFormTemplate schema="login" form={form} submitLabel="Log in" pendingLabel="Signing in…">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TemplateEmailField field={fields.email} />
        <TemplateInputField field={fields.password} label="Password" type="password" autoComplete="current-password" />
        {children}
      </AccountFormTemplate>
      {refusal?.signInLink ? (
        <a href={refusal.signInLink} className={buttonClasses("secondary", "lg", "mt-4 w-full")}>
          E-mail me a sign-in link
        </a>
      ) : null}
    </>
  );
}
