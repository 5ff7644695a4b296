import { isRouteErrorResponse, Link, Outlet } from "react-router";
import type { Route } from "./+types/_admin-only";
import { requireAdminOnly } from "#app/modules/accounts/guards.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";

/** User management, settings and the audit log: for admins, not for staff (reading or writing). */
export const middleware: Route.MiddlewareFunction[] = [requireAdminOnly];

export default function AdminOnly() {
  return <Outlet />;
}

/** Answered inside the back office, under its header: a member of staff opened a page that is for admins. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <div className="mt-4 max-w-3xl">
      <h1 className="text-3xl font-extrabold">This page is for admins</h1>
      <p className="mt-3 text-lg text-slate-700">
        Your account is a staff account: it opens the inbox and the content tools, but not user management, settings or
        the audit log. Please ask an admin if you need something changed here.
      </p>
      <Link to="/admin/dashboard" className={buttonClasses("primary", "md", "mt-6")}>
        Back to dashboard
      </Link>
    </div>
  );
}
