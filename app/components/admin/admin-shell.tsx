import { CircleUserRound, LayoutDashboard, LogIn, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { PageLink } from "#app/ui/page-link.tsx";
import { Logo } from "#app/components/shell/logo.tsx";
import { Pill } from "./pill.tsx";

const navLinkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-slate-700 hover:bg-slate-100";

/**
 * The back office's own header (dashboard, the public site, one's own account, Logout) around its content. The admin layout uses
 * it, and so do the answers given when no admin is signed in any more, so they still read as the back office.
 */
export function AdminShell({
  signedIn,
  role = null,
  children,
}: {
  signedIn: boolean;
  /** Who is signed in, for the badge by the logo: staff are not told they are admins. */
  role?: "admin" | "staff" | null;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to="/admin/dashboard" className="flex items-center gap-3 rounded-xl">
            <Logo logoUrl={null} />
            <Pill tone="dark">{role === "admin" ? "Admin" : role === "staff" ? "Staff" : "Back office"}</Pill>
          </Link>
          <nav aria-label="Admin" className="flex flex-wrap items-center gap-2">
            <Link to="/admin/dashboard" className={navLinkClass}>
              <LayoutDashboard aria-hidden="true" className="size-5" /> Dashboard
            </Link>
            <PageLink to="/" className={navLinkClass}>
              View site
            </PageLink>
            {signedIn ? (
              <Link to="/admin/account" className={navLinkClass}>
                <CircleUserRound aria-hidden="true" className="size-5" /> Your account
              </Link>
            ) : null}
            {signedIn ? (
              <Form method="post" action="/logout">
                <input type="hidden" name="redirectTo" value="/admin/login" />
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700"
                >
                  <LogOut aria-hidden="true" className="size-5" /> Logout
                </button>
              </Form>
            ) : (
              <PageLink
                to="/admin/login"
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700"
              >
                <LogIn aria-hidden="true" className="size-5" /> Sign in
              </PageLink>
            )}
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}
