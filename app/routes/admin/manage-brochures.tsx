import type { Route } from "./+types/manage-brochures";
import { refuseNonAdmin } from "#app/modules/accounts/admin-guard.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return refuseNonAdmin(request);
}

export function action({ request }: Route.ActionArgs) {
  return refuseNonAdmin(request);
}

export default function Page() {
  return null;
}
