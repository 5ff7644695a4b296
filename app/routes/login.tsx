import type { Route } from "./+types/login";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { requireAnonymous } from "#app/modules/accounts/guards.server.ts";
import { LoginForm } from "#app/modules/accounts/ui/login-form.tsx";
import { OtherAccountPage } from "#app/modules/accounts/ui/account-page-links.tsx";
import { handleLogin } from "#app/modules/accounts/login.server.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountPageMeta({
    matches,
    location,
    title: "Log in",
    description: "Log in to your SkillSprouts account to keep your Fun Zone scores under your name.",
  });

export function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  return { redirectTo: new URL(args.request.url).searchParams.get("redirectTo") };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleLogin({ request, context, adminOnly: false });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-extrabold">Welcome back</h1>
      <p className="mt-2 text-slate-600">Log in to keep your Fun Zone scores under your own name.</p>
      <LoginForm id="login" refusal={actionData} redirectTo={loaderData.redirectTo}>
        <p className="text-right">
          <a href="/forgot-password" className="font-semibold text-brand-700 underline">
            Forgot password?
          </a>
        </p>
      </LoginForm>
      <OtherAccountPage question="New here?" href="/signup" link="Sign up" />
    </>
  );
}

// Sent without the framework and, for anonymous visitors, from stored bytes: the form posts as plain HTML.
export const handle = staticPageHandle;
