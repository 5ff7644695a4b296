import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/_layout";

/**
 * Every admin page sits under this layout. Until staff sign-in exists no request is an admin's,
 * so reads go to the sign-in page and writes are refused.
 */
export function loader() {
  throw redirect("/admin/login");
}

export function action({ request }: Route.ActionArgs) {
  throw new Response("Forbidden", { status: 403, statusText: request.method });
}

export default function AdminLayout() {
  return <Outlet />;
}
