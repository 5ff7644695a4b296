import { data, Link } from "react-router";
import type { Route } from "./+types/edit-content";
import { requireAdmin } from "#app/modules/accounts/guards.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Edit Site Content | SkillSprouts admin" },
  { name: "robots", content: "noindex" },
];

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return null;
}

export function action(args: Route.ActionArgs) {
  requireAdmin(args);
  throw data("This tool does not accept changes yet.", { status: 405 });
}

export default function Page() {
  return (
    <>
      <Link to="/admin/dashboard" className="font-semibold text-brand-700 underline">
        ← Back to dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold">Edit Site Content</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        This tool is not available yet. Until it is, please ask the web team for changes to this content.
      </p>
    </>
  );
}
