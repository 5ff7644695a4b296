import type { Route } from "./+types/account";
import { ChangePasswordForm } from "#app/modules/accounts/change-password-form.tsx";
import { changeOwnPassword } from "#app/modules/accounts/change-password.server.ts";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { useSubmittingIntent } from "#app/modules/admin/intent.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Your account | SkillSprouts" },
  { name: "robots", content: "noindex" },
];

const roleNames = { staff: "Staff", admin: "Admin", user: "User" } as const;

/** The signed-in member of staff's or admin's own account: who they are, and their password. */
export function loader({ context }: Route.LoaderArgs) {
  const staff = getStaff(context);
  return { email: staff.email, fullName: staff.fullName, role: roleNames[staff.role] };
}

export async function action({ request, context }: Route.ActionArgs) {
  // An unreadable body (not a form, broken, too large) is answered with its 4xx; there is no typing to keep.
  const fields = await readFormDataOrRefuse(request);
  return changeOwnPassword(context, fields, "/admin/account");
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const changingPassword = useSubmittingIntent("change-password");
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
      <ChangePasswordForm
        email={loaderData.email}
        emailLabel="Your e-mail"
        lastResult={actionData?.result}
        pending={changingPassword}
      />
    </>
  );
}
