import { Link } from "react-router";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: "Forgot password | SkillSprouts" },
  { name: "robots", content: "noindex" },
];

export default function Page() {
  return (
    <>
      <h1 className="text-3xl font-extrabold">Forgot password</h1>
      <p className="mt-4 text-slate-700">Password reset arrives together with visitor accounts.</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to Homepage
      </Link>
    </>
  );
}
