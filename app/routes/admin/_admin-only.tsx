import { Outlet } from "react-router";
import type { Route } from "./+types/_admin-only";
import { requireAdminOnly } from "#app/modules/accounts/guards.server.ts";

/**
 * User management, settings and the audit log: for admins, not for staff (reading or writing). The refusal is
 * answered inside the back office by its error answer (AdminErrorAnswer), wherever the router catches it.
 */
export const middleware: Route.MiddlewareFunction[] = [requireAdminOnly];

export default function AdminOnly() {
  return <Outlet />;
}
