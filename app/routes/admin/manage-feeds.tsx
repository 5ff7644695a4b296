import { data } from "react-router";
import type { Route } from "./+types/manage-feeds";
import { requireAdmin } from "#app/modules/accounts/guards.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Manage Feeds | SkillSprouts admin" },
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
      <h1 className="mt-4 text-3xl font-extrabold">Manage Feeds</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        This tool is not available yet. Until it is, please ask the web team for changes to this content.
      </p>
    </>
  );
}
