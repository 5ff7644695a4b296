import { data } from "react-router";
import { UnusableLink } from "#app/components/unusable-link.tsx";
import type { Route } from "./+types/password-reset";
import { isResetTokenUsable, resetPassword } from "#app/modules/accounts/auth.server.ts";
import { ResetPasswordSchema } from "#app/modules/accounts/schemas.ts";
import { LINK_PAGE_HEADERS, linkToken, parseNewPassword } from "#app/modules/accounts/set-password.server.ts";
import { clearSessionCookie } from "#app/modules/accounts/session.server.ts";
import { redirectDocumentWithToast } from "#app/server/toast.server.ts";
import { AccountForm } from "#app/modules/accounts/ui/account-form.tsx";
import { NewPasswordFields } from "#app/modules/accounts/ui/new-password-fields.tsx";
import { ConformInputField } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password | SkillSprouts" },
  { name: "description", content: "Choose a new password for your SkillSprouts account." },
  { name: "robots", content: "noindex" },
];

const EXPIRED = "This reset link has expired or was already used. Please ask for a new one.";

export async function loader({ request }: Route.LoaderArgs) {
  const token = linkToken(request);
  const usable = token.length >= 20 && (await isResetTokenUsable(token));
  return data({ token: usable ? token : null }, { headers: LINK_PAGE_HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await parseNewPassword(request, ResetPasswordSchema);
  if (!form.ok) return form.answer;
  if (!(await resetPassword(form.value.token, form.value.password))) return form.refuse(EXPIRED);
  // Every session ended with the reset, including this browser's.
  return redirectDocumentWithToast(
    "/login",
    { title: "Password Updated", description: "Please log in with your new password." },
    { headers: { "Set-Cookie": await clearSessionCookie() } },
  );
}

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(ResetPasswordSchema, { id: "password-reset", lastResult: actionData?.result });
  if (!loaderData.token) {
    return (
      <UnusableLink
        title="Choose a new password"
        next={{ to: "/forgot-password", label: "Get a new reset link", document: true }}
      >
        {EXPIRED}
      </UnusableLink>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-extrabold">Choose a new password</h1>
      <p className="mt-2 text-slate-600">
        After this, you will be signed out everywhere and can log in with the new password.
      </p>
      <AccountForm form={form} submitLabel="Save new password" pendingLabel="Saving…">
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields
          input={ConformInputField}
          fields={fields}
          label="New password"
          confirmLabel="Confirm new password"
        />
      </AccountForm>
    </>
  );
}
