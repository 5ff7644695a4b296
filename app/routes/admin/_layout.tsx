import { LayoutDashboard, LogOut } from "lucide-react";
import { Form, Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/_layout";
import { Logo } from "#app/components/shell/logo.tsx";
import { requireAdmin } from "#app/modules/accounts/guards.server.ts";

export function loader(args: Route.LoaderArgs) {
  const admin = requireAdmin(args);
  return { admin: { email: admin.email, fullName: admin.fullName } };
}

/** The back office has its own header: the dashboard, the public site and Logout. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to="/admin/dashboard" className="flex items-center gap-3 rounded-xl">
            <Logo logoUrl={null} />
            <span className="rounded-full bg-slate-900 px-3 py-1 text-sm font-bold text-white">Admin</span>
          </Link>
          <nav aria-label="Admin" className="flex flex-wrap items-center gap-2">
            <Link
              to="/admin/dashboard"
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-slate-700 hover:bg-slate-100"
            >
              <LayoutDashboard aria-hidden="true" className="size-5" /> Dashboard
            </Link>
            <Link
              to="/"
              className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-slate-700 hover:bg-slate-100"
            >
              View site
            </Link>
            <Form method="post" action="/logout">
              <input type="hidden" name="redirectTo" value="/admin/login" />
              <button
                type="submit"
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700"
              >
                <LogOut aria-hidden="true" className="size-5" /> Logout
              </button>
            </Form>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <p className="sr-only">Signed in as {loaderData.admin.fullName ?? loaderData.admin.email}</p>
        {/* Every tool leads back to the dashboard from the same place. */}
        {location.pathname === "/admin/dashboard" ? null : (
          <Link to="/admin/dashboard" className="font-semibold text-brand-700 underline">
            ← Back to dashboard
          </Link>
        )}
        <Outlet />
      </main>
    </div>
  );
}
