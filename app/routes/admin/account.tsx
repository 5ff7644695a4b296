import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/account";
import { ChangePasswordForm } from "#app/modules/accounts/ui/change-password-form.tsx";
import { OwnPasswordChange, refusedPassword, saveOwnPassword } from "#app/modules/accounts/change-password.server.ts";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { TwoFactorPanel } from "#app/modules/accounts/ui/two-factor-panel.tsx";
import { TwoFactorChange } from "#app/modules/accounts/two-factor-schemas.ts";
import { changeTwoFactor } from "#app/modules/accounts/two-factor-settings.server.ts";
import { isTwoFactorRequired, pendingEnrollment, twoFactorStatus } from "#app/modules/accounts/two-factor.server.ts";
import { notUnderstood, refusedIntent, useSubmittingIntent } from "#app/modules/admin/intent.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { checkSubmission } from "#app/server/submission.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { morningDigestOf, setMorningDigest } from "#app/modules/leads/morning-mails.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Your account | SkillSprouts" },
  { name: "robots", content: "noindex" },
];

const roleNames = { staff: "Staff", admin: "Admin", user: "User" } as const;

/** The signed-in member of staff's or admin's own account: who they are, their password and two-step sign-in. */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = getStaff(context);
  const [status, enrollment, required] = await Promise.all([
    twoFactorStatus(staff.id),
    pendingEnrollment(staff.id),
    isTwoFactorRequired(),
  ]);
  return {
    email: staff.email,
    fullName: staff.fullName,
    role: roleNames[staff.role],
    morningDigest: await morningDigestOf(staff.id),
    twoFactor: {
      status,
      enrollment: enrollment && { manualKey: enrollment.manualKey, qrCode: enrollment.qrCode },
      required,
    },
  };
}

/** The morning digest on or off: a checkbox, so an unticked box is "off". */
const DigestChange = z.object({ intent: z.literal("morning-digest"), on: z.literal("on").optional() });

/** The page's forms, parsed once and told apart by their `intent`. */
const AccountChange = z.discriminatedUnion("intent", [OwnPasswordChange, DigestChange, ...TwoFactorChange.options]);
const intents = [
  "change-password",
  "morning-digest",
  "two-factor-start",
  "two-factor-confirm",
  "two-factor-disable",
  "two-factor-renew",
];

export async function action({ request, context }: Route.ActionArgs) {
  // An unreadable body (not a form, broken, too large) is answered with its 4xx; there is no typing to keep.
  const submission = await checkSubmission(await readFormDataOrRefuse(request), AccountChange);
  if (!submission.ok) {
    const intent = refusedIntent(submission.formData, intents);
    if (intent === null) throw notUnderstood();
    if (intent === "change-password") return refusedPassword(submission);
    const hideFields = ["currentPassword", "code"];
    return data({ form: intent, result: submission.reply({ hideFields }), recoveryCodes: null }, { status: 400 });
  }
  const change = submission.value;
  if (change.intent === "change-password") {
    return saveOwnPassword(context, { ...submission, value: change }, "/admin/account");
  }
  if (change.intent === "morning-digest") {
    await setMorningDigest(getStaff(context).id, change.on === "on");
    return redirectWithToast("/admin/account", {
      title: change.on === "on" ? "Morning digest on" : "Morning digest off",
    });
  }
  return changeTwoFactor(context, { ...submission, value: change });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData && "toast" in actionData ? actionData.toast : undefined);
  const changingPassword = useSubmittingIntent("change-password");
  const passwordResult = actionData && actionData.form === "password" ? actionData.result : undefined;
  const twoFactorAnswer = actionData && "recoveryCodes" in actionData ? actionData : null;
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">Your account</h1>
      <dl className="mt-4 grid max-w-lg grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">Name</dt>
        <dd>{loaderData.fullName ?? "—"}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd className="break-all">{loaderData.email}</dd>
        <dt className="font-semibold">Role</dt>
        <dd>{loaderData.role}</dd>
      </dl>
      <MorningDigestForm on={loaderData.morningDigest} />
      <TwoFactorPanel
        status={loaderData.twoFactor.status}
        enrollment={loaderData.twoFactor.enrollment}
        required={loaderData.twoFactor.required}
        answer={twoFactorAnswer}
      />
      <ChangePasswordForm
        email={loaderData.email}
        emailLabel="Your e-mail"
        lastResult={passwordResult}
        pending={changingPassword}
      />
    </>
  );
}

/** Each member of staff chooses whether the inbox's morning digest comes to them. */
function MorningDigestForm({ on }: { on: boolean }) {
  return (
    <section
      aria-labelledby="digest-heading"
      className="mt-8 max-w-2xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="digest-heading" className="text-xl font-bold">
        Morning digest
      </h2>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="morning-digest" />
        <label className="flex items-start gap-3">
          <input type="checkbox" name="on" value="on" defaultChecked={on} className="mt-1 size-5" />
          <span>
            E-mail me at 8:30 every morning: new leads nobody owns yet, follow-ups due today and overdue ones. (The
            reminder of your own follow-ups due today comes either way.)
          </span>
        </label>
        <button type="submit" className={buttonClasses("secondary", "sm")}>
          Save
        </button>
      </Form>
    </section>
  );
}
