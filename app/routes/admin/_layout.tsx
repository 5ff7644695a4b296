import { Outlet } from "react-router";
import type { Route } from "./+types/_layout";
import { refuseNonAdmin } from "#app/modules/accounts/admin-guard.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return refuseNonAdmin(request);
}

export default function AdminLayout() {
  return <Outlet />;
}
