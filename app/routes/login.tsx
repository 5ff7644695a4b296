import { Link } from "react-router";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  { title: "Log in | SkillSprouts" },
  { name: "robots", content: "noindex" },
];

export default function Page() {
  return (
    <>
      <h1 className="text-3xl font-extrabold">Log in</h1>
      <p className="mt-4 text-slate-700">
        Visitor accounts open soon. Until then every page and game is open to you without an account.
      </p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to Homepage
      </Link>
    </>
  );
}
