import { data } from "react-router";
import type { Route } from "./+types/forgot-password";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { requestPasswordReset } from "#app/modules/accounts/auth.server.ts";
import { ForgotPasswordSchema } from "#app/modules/accounts/schemas.ts";
import { checkRateLimits, retryMessage } from "#app/server/rate-limit.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { AccountFormTemplate } from "#app/modules/accounts/ui/account-form-template.tsx";
import { BackToLogIn } from "#app/modules/accounts/ui/account-page-links.tsx";
import { ActionNotice } from "#app/components/action-notice.tsx";
import { templateForm } from "#app/modules/forms/template-form.ts";
import { TemplateEmailField } from "#app/modules/forms/ui/template-fields.tsx";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountPageMeta({
    matches,
    location,
    title: "Forgot password",
    description: "Get a link to choose a new SkillSprouts password.",
  });

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseSubmission(request, ForgotPasswordSchema);
  if (!submission.ok) return data({ result: submission.reply(), sent: false }, { status: submission.status });
  // Counted before any work, per address and per account-and-address: nobody elsewhere can hold up a reset.
  const ip = context.get(requestInfoContext).clientIp;
  const limit = await checkRateLimits([
    { key: `reset:ip:${ip}`, limit: 10, windowSeconds: 60 * 60 },
    { key: `reset:account-ip:${submission.value.email}:${ip}`, limit: 3, windowSeconds: 60 * 60 },
  ]);
  if (!limit.allowed) {
    return data(
      { result: submission.reply({ formErrors: [retryMessage(limit.retryAfterSeconds)] }), sent: false },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  // The same answer whether or not the address has an account.
  await requestPasswordReset(submission.value.email);
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  if (actionData?.sent) {
    return (
      <div role="status">
        <ActionNotice
          toast={{ title: "Reset Link Sent", description: "Check your inbox for the link." }}
          tone="success"
        />
        <h1 className="text-3xl font-extrabold">Check your e-mail</h1>
        <p className="mt-4 text-slate-700">
          If an account exists for that address, we have sent it a link to choose a new password. The link works for one
          hour. Remember to look in your spam folder too.
        </p>
        <BackToLogIn />
      </div>
    );
  }
  const [form, fields] = templateForm({
    id: "forgot-password",
    schema: ForgotPasswordSchema,
    lastResult: actionData?.result,
  });
  return (
    <>
      <h1 className="text-3xl font-extrabold">Forgot your password?</h1>
      <p className="mt-2 text-slate-600">Enter your e-mail address and we'll send you a link to choose a new one.</p>
      <AccountFormTemplate schema="forgot-password" form={form} submitLabel="Send reset link" pendingLabel="Sending…">
        <TemplateEmailField field={fields.email} />
      </AccountFormTemplate>
      <BackToLogIn />
    </>
  );
}

// Sent without the framework and, for anonymous visitors, from stored bytes: the form posts as plain HTML.
export const handle = staticPageHandle;
