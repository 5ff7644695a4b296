import { Link } from "react-router";
import type { Route } from "./+types/password-reset";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password | SkillSprouts" },
  { name: "robots", content: "noindex" },
];

export default function Page() {
  return (
    <>
      <h1 className="text-3xl font-extrabold">Choose a new password</h1>
      <p className="mt-4 text-slate-700">
        This link is not active yet: password reset arrives together with visitor accounts.
      </p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to Homepage
      </Link>
    </>
  );
}
