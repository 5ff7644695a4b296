import type { Route } from "./+types/users";
import { changeUsers, loadUserManagement } from "#app/modules/accounts/user-management.server.ts";
import { UserManagementPage } from "#app/modules/accounts/ui/user-management.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "User management | SkillSprouts" },
  { name: "robots", content: "noindex" },
];

export const loader = (args: Route.LoaderArgs) => loadUserManagement(args);

/** Every change User Management makes, parsed once and told apart by the `intent` its form or button sends. */
export const action = (args: Route.ActionArgs) => changeUsers(args);

export default function UserManagement({ loaderData, actionData }: Route.ComponentProps) {
  return <UserManagementPage loaderData={loaderData} lastResult={actionData?.result} toast={actionData?.toast} />;
}
