import { data } from "react-router";
import { UnusableLink } from "#app/components/unusable-link.tsx";
import type { Route } from "./+types/accept-invite";
import { acceptInvite, findUsableInvite } from "#app/modules/accounts/invites.server.ts";
import { AcceptInviteSchema } from "#app/modules/accounts/schemas.ts";
import { LINK_PAGE_HEADERS, linkToken, parseNewPassword } from "#app/modules/accounts/set-password.server.ts";
import { completeSignIn } from "#app/modules/accounts/sign-in.server.ts";
import { AccountForm } from "#app/modules/accounts/ui/account-form.tsx";
import { NewPasswordFields } from "#app/modules/accounts/ui/new-password-fields.tsx";
import { ConformInputField } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Join the SkillSprouts back office | SkillSprouts" },
  { name: "robots", content: "noindex" },
];

const UNUSABLE = "This invitation link has expired or was already used. Please ask an admin to invite you again.";

export async function loader({ request }: Route.LoaderArgs) {
  const token = linkToken(request);
  const invite = token.length >= 20 && token.length <= 200 ? await findUsableInvite(token) : null;
  return data({ token: invite ? token : null, invite }, { headers: LINK_PAGE_HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await parseNewPassword(request, AcceptInviteSchema);
  if (!form.ok) return form.answer;
  const outcome = await acceptInvite(form.value.token, form.value.password);
  if (!outcome.ok) return form.refuse(UNUSABLE);
  return completeSignIn(request, outcome.userId, "/admin/dashboard", {
    title: "Welcome",
    description: "Your password is set.",
  });
}

export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(AcceptInviteSchema, { id: "accept-invite", lastResult: actionData?.result });
  if (!loaderData.token || !loaderData.invite) {
    return <UnusableLink title="Join the back office">{UNUSABLE}</UnusableLink>;
  }
  return (
    <>
      <h1 className="text-3xl font-extrabold">Join the back office</h1>
      <p className="mt-2 text-slate-600">
        Welcome, {loaderData.invite.fullName}. Choose a password for {loaderData.invite.email} to sign in.
      </p>
      <AccountForm form={form} submitLabel="Set password and sign in" pendingLabel="Saving…">
        <input type="hidden" name="token" value={loaderData.token} />
        <input type="hidden" name="username" value={loaderData.invite.email} autoComplete="username" />
        <NewPasswordFields input={ConformInputField} fields={fields} />
      </AccountForm>
    </>
  );
}
