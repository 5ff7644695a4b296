import { useEffect } from "react";
import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/_layout";
import type { loader as rootLoader } from "#app/root.tsx";
import { adminErrorTitle, AdminErrorAnswer } from "#app/components/admin/admin-error.tsx";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { IdleSessionWarning } from "#app/components/admin/idle-session-warning.tsx";
import { LostWorkNotice } from "#app/components/admin/lost-work.tsx";
import { getStaff, requireRole } from "#app/modules/accounts/guards.server.ts";
import { auditAdminWrites } from "#app/modules/admin/audit.server.ts";
import { noStore } from "#app/server/private-response.server.ts";
import { adminMeta } from "#app/modules/site/meta.ts";
import { dismissLostWork, keepTypedTextOnLostWork } from "#app/modules/admin/lost-work-notice.ts";

/**
 * The one guard of the back office: every page, action and resource under this layout is for staff and admins
 * (the admin-only pages add their own guard, `_admin-only.tsx`); then every write that succeeds is recorded in
 * the audit log. Nothing it answers is kept by a browser or a proxy.
 */
export const middleware: Route.MiddlewareFunction[] = [noStore, requireRole(["admin", "staff"]), auditAdminWrites];

/** With JavaScript, a save refused for a lost session or a deleted record keeps its form and typed text. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepTypedTextOnLostWork];

/** The pages under the layout name themselves; an error the layout answers (a lost session) is named here. */
export const meta: Route.MetaFunction = ({ error }) => (error ? adminMeta(adminErrorTitle(error)) : []);

export function loader({ context }: Route.LoaderArgs) {
  const admin = getStaff(context);
  return {
    admin: {
      email: admin.email,
      fullName: admin.fullName,
      role: admin.role === "admin" ? ("admin" as const) : ("staff" as const),
    },
  };
}

/** The back office has its own header: the dashboard, the public site and Logout. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  // A notice belongs to the page it was given on.
  useEffect(() => dismissLostWork, [pathname]);
  return (
    <AdminShell signedIn role={loaderData.admin.role}>
      <p className="sr-only">Signed in as {loaderData.admin.fullName ?? loaderData.admin.email}</p>
      <LostWorkNotice />
      <IdleSessionWarning />
      {/* Every tool leads back to the dashboard from the same place. */}
      {pathname === "/admin/dashboard" ? null : (
        <Link to="/admin/dashboard" className="font-semibold text-brand-700 underline">
          ← Back to dashboard
        </Link>
      )}
      <Outlet />
    </AdminShell>
  );
}

/** Errors of the back office are answered inside it, with the text that was typed when a save was lost. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const signedIn = Boolean(rootData?.user?.isAdmin) && !(isRouteErrorResponse(error) && error.status === 403);
  return <AdminErrorAnswer error={error} signedIn={signedIn} />;
}
