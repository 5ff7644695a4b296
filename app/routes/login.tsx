import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { requireAnonymous } from "#app/modules/accounts/guards.server.ts";
import { LoginForm } from "#app/modules/accounts/ui/login-form.tsx";
import { handleLogin } from "#app/modules/accounts/login.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountPageMeta({
    matches,
    location,
    title: "Log in",
    description: "Log in to your SkillSprouts account to keep your Fun Zone scores under your name.",
  });

export function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return handleLogin({ request, context, adminOnly: false });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  useActionToast(actionData?.toast);
  return (
    <>
      <h1 className="text-3xl font-extrabold">Welcome back</h1>
      <p className="mt-2 text-slate-600">Log in to keep your Fun Zone scores under your own name.</p>
      <LoginForm
        id="login"
        lastResult={actionData?.result}
        redirectTo={searchParams.get("redirectTo")}
        signInLink={actionData?.signInLink}
      >
        <p className="text-right">
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
            Forgot password?
          </Link>
        </p>
      </LoginForm>
      <p className="mt-6 text-center text-slate-700">
        New here?{" "}
        <Link to="/signup" className="font-semibold text-brand-700 underline">
          Sign up
        </Link>
      </p>
    </>
  );
}
