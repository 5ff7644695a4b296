import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { getUser } from "#app/modules/accounts/guards.server.ts";
import { LoginForm } from "#app/modules/accounts/ui/login-form.tsx";
import { handleLogin } from "#app/modules/accounts/login.server.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Admin sign-in | SkillSprouts" },
  { name: "description", content: "Sign-in for SkillSprouts staff." },
  { name: "robots", content: "noindex" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  if (getUser(context)?.role === "admin") throw redirect("/admin/dashboard");
  return { redirectTo: new URL(request.url).searchParams.get("redirectTo") };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleLogin({ request, context, adminOnly: true });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-extrabold">Admin sign-in</h1>
      <p className="mt-2 text-slate-600">For SkillSprouts staff. Visitors can use the regular log in.</p>
      <LoginForm id="admin-login" refusal={actionData} redirectTo={loaderData.redirectTo} />
      <a href="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to Homepage
      </a>
    </>
  );
}

// Sent without the framework, like the visitors' log in: the same form, drawn once on the server.
export const handle = staticPageHandle;
