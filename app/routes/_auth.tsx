import { Outlet } from "react-router";
import type { Route } from "./+types/_auth";
import { noStore } from "#app/server/private-response.server.ts";
import { PageLink } from "#app/ui/page-link.tsx";
import { Logo } from "#app/components/shell/logo.tsx";
import { sharedHtmlHandle } from "#app/modules/site/page-handles.ts";

/** Sign-in, sign-up, password and invitation pages: one person's, never kept by a browser or a proxy. */
export const middleware: Route.MiddlewareFunction[] = [noStore];

/** Account pages: no site header or footer, just the logo home and a centred card. */
export default function AuthLayout() {
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center bg-gradient-to-br from-brand-50 via-white to-amber-50 px-4 py-10"
    >
      <PageLink to="/" aria-label="SkillSprouts home" className="rounded-xl">
        <Logo logoUrl={null} />
      </PageLink>
      <div className="mt-8 w-full max-w-md rounded-3xl bg-white p-8 shadow-xl ring-1 ring-slate-200">
        <Outlet />
      </div>
      <p className="mt-6 text-sm text-slate-600">
        <a href="/privacy" className="underline underline-offset-2">
          Privacy notice
        </a>
      </p>
    </main>
  );
}

// Its pages sent without the framework (log in, sign up, forgot password) are the same for every anonymous visitor.
export const handle = sharedHtmlHandle;
