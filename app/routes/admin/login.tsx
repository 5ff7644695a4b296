import { Link } from "react-router";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  { title: "Admin sign-in | SkillSprouts" },
  { name: "robots", content: "noindex" },
];

export default function AdminLogin() {
  return (
    <>
      <h1 className="text-3xl font-extrabold">Admin sign-in</h1>
      <p className="mt-4 text-slate-700">
        The back office is closed while staff accounts are set up. Every admin page refuses access until then.
      </p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to Homepage
      </Link>
    </>
  );
}
