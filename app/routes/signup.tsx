import { data } from "react-router";
import type { Route } from "./+types/signup";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { createAccount } from "#app/modules/accounts/auth.server.ts";
import { queueAccountMail } from "#app/modules/accounts/account-mail.server.ts";
import { weakPasswordReason } from "#app/modules/accounts/password-strength.server.ts";
import { requireAnonymous } from "#app/modules/accounts/guards.server.ts";
import { SignupSchema } from "#app/modules/accounts/schemas.ts";
import { PrivacyNote } from "#app/components/privacy-note.tsx";
import { checkRateLimits, retryMessage } from "#app/server/rate-limit.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { AccountFormTemplate } from "#app/modules/accounts/ui/account-form-template.tsx";
import { NewPasswordFields } from "#app/modules/accounts/ui/new-password-fields.tsx";
import { OtherAccountPage } from "#app/modules/accounts/ui/account-page-links.tsx";
import { ActionNotice } from "#app/components/action-notice.tsx";
import { templateForm } from "#app/modules/forms/template-form.ts";
import { TemplateEmailField, TemplateInputField, TemplateNameField } from "#app/modules/forms/ui/template-fields.tsx";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountPageMeta({
    matches,
    location,
    title: "Sign up",
    description: "Create a free SkillSprouts account to keep your Fun Zone progress on every device.",
  });

export function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseSubmission(request, SignupSchema);
  const hidden = { hideFields: ["password", "confirmPassword"] };
  if (!submission.ok) {
    return data({ result: submission.reply(hidden), toast: null }, { status: submission.status });
  }
  // Counted before any work, per address and per account-and-address: nobody elsewhere can hold up a sign-up.
  const ip = context.get(requestInfoContext).clientIp;
  const limit = await checkRateLimits([
    { key: `signup:ip:${ip}`, limit: 20, windowSeconds: 60 * 60 },
    { key: `signup:account-ip:${submission.value.email}:${ip}`, limit: 5, windowSeconds: 60 * 60 },
  ]);
  if (!limit.allowed) {
    const message = retryMessage(limit.retryAfterSeconds);
    return data(
      {
        result: submission.reply({ formErrors: [message], ...hidden }),
        toast: { title: "Sign up Failed", description: message },
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const weak = await weakPasswordReason(submission.value.password, [submission.value.email, submission.value.fullName]);
  if (weak) {
    return data(
      {
        result: submission.reply({ fieldErrors: { password: [weak] }, ...hidden }),
        toast: { title: "Sign up Failed", description: weak },
      },
      { status: 400 },
    );
  }
  // The same answer whether or not the address had an account: its owner's mail says which (a link to confirm
  // the new account, or a note that they have one), so the page tells nobody else.
  const outcome = await createAccount(submission.value);
  await queueAccountMail({
    kind: outcome === "created" ? "verify-email" : "already-registered",
    email: submission.value.email,
  });
  return redirectWithToast("/login", {
    title: "Check your e-mail",
    description: `We've sent a message to ${submission.value.email}. Follow its link to confirm your address, then log in.`,
  });
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const [form, fields] = templateForm({ id: "signup", schema: SignupSchema, lastResult: actionData?.result });
  return (
    <>
      {actionData?.toast ? <ActionNotice toast={actionData.toast} /> : null}
      <h1 className="text-3xl font-extrabold">Create your account</h1>
      <p className="mt-2 text-slate-600">
        Keep your Fun Zone levels and scores on every device. The leaderboards show a first name or a made-up name,
        never your full name or e-mail.
      </p>
      <AccountFormTemplate schema="signup" form={form} submitLabel="Sign up" pendingLabel="Creating your account…">
        <TemplateNameField
          field={fields.fullName}
          label="Full name (optional)"
          hint="For your account only: it is never shown on the Fun Zone leaderboards."
        />
        <TemplateEmailField field={fields.email} />
        <NewPasswordFields input={TemplateInputField} fields={fields} />
        <PrivacyNote>
          Under 18? Please ask a parent or guardian before signing up. We use your details only for your account.
        </PrivacyNote>
      </AccountFormTemplate>
      <OtherAccountPage question="Already have an account?" href="/login" link="Log in" />
    </>
  );
}

// Sent without the framework and, for anonymous visitors, from stored bytes: the form posts as plain HTML.
export const handle = staticPageHandle;
