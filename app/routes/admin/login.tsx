import { useSearchParams } from "react-router";
import { PageLink } from "#app/ui/page-link.tsx";
import type { Route } from "./+types/login";
import { getUser } from "#app/modules/accounts/guards.server.ts";
import { LoginForm } from "#app/modules/accounts/ui/login-form.tsx";
import { handleLogin } from "#app/modules/accounts/login.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import { redirect } from "react-router";

export const meta: Route.MetaFunction = () => [
  { title: "Admin sign-in | SkillSprouts" },
  { name: "description", content: "Sign-in for SkillSprouts staff." },
  { name: "robots", content: "noindex" },
];

export function loader({ context }: Route.LoaderArgs) {
  if (getUser(context)?.role === "admin") throw redirect("/admin/dashboard");
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return handleLogin({ request, context, adminOnly: true });
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  useActionToast(actionData?.toast);
  return (
    <>
      <h1 className="text-3xl font-extrabold">Admin sign-in</h1>
      <p className="mt-2 text-slate-600">For SkillSprouts staff. Visitors can use the regular log in.</p>
      <LoginForm
        id="admin-login"
        lastResult={actionData?.result}
        redirectTo={searchParams.get("redirectTo")}
        signInLink={actionData?.signInLink}
      />
      <PageLink to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to Homepage
      </PageLink>
    </>
  );
}
