import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { IslandsStarter } from "./islands/starter.tsx";
import type { Route } from "./+types/root";
import appStylesHref from "./app.css?url";
import { useNonce } from "./components/nonce.tsx";
import { useHydrated } from "./ui/use-hydrated.ts";
import { LazyToaster, toast as showToast } from "./ui/toast.tsx";
import { adminErrorTitle, AdminErrorAnswer, isAdminAnswer } from "./components/admin/admin-error.tsx";
import { ErrorPage } from "./components/error-page.tsx";
import { getUser, loadUserMiddleware } from "./modules/accounts/guards.server.ts";
import { env } from "./server/env.server.ts";
import { readToast, type Toast } from "./server/toast.server.ts";
import { adminMeta } from "#app/modules/site/meta.ts";
import { freshAfterAdminWrites } from "#app/modules/site/fresh-after-writes.server.ts";
import { sharedHtmlHandle, type PageHandle } from "#app/modules/site/page-handles.ts";
import { shellUser } from "#app/modules/site/shell-user.ts";
import { officePhone } from "#app/modules/site/company.server.ts";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";
import { defaultLanguage, languageTags } from "#app/modules/i18n/languages.ts";

export const middleware: Route.MiddlewareFunction[] = [loadUserMiddleware, freshAfterAdminWrites];

/** Pages name themselves; the back office's answer to a write its guard refused is rendered here, and named here. */
export const meta: Route.MetaFunction = ({ error }) => (isAdminAnswer(error) ? adminMeta(adminErrorTitle(error)) : []);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast, clearHeader } = await readToast(request);
  const user = getUser(context);
  return data(
    {
      toast,
      language: requestLanguage(request),
      siteUrl: env().SITE_URL,
      user: shellUser(user),
      officePhone: await officePhone(),
    },
    clearHeader ? { headers: { "Set-Cookie": clearHeader } } : undefined,
  );
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const hydrate = !useMatches().some((match) => (match.handle as PageHandle | undefined)?.hydrate === false);
  return (
    <html lang={languageTags[rootData?.language ?? defaultLanguage]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#15803d" />
        <Meta />
        {/* With a precedence React places the stylesheet before the script preloads it hoists into <head>, so
            the page can paint while its scripts download. */}
        <link rel="stylesheet" href={appStylesHref} precedence="default" />
        <Links />
      </head>
      <body className="min-h-dvh bg-white font-sans text-ink antialiased">
        {rootData?.toast ? <FlashBanner toast={rootData.toast} /> : null}
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // The page is complete without its script, so its islands start after the first paint.
          <IslandsStarter />
        )}
      </body>
    </html>
  );
}

/**
 * The toast as a banner at the top of the page, rendered by the server so it shows without JavaScript.
 * After hydration the toast library takes over and the banner steps aside.
 */
function FlashBanner({ toast }: { toast: Toast }) {
  if (useHydrated()) return null;
  return (
    <>
      <div
        role="status"
        className={
          toast.type === "error"
            ? "bg-red-700 px-4 py-3 text-center text-white"
            : "on-dark bg-brand-700 px-4 py-3 text-center text-white"
        }
      >
        <strong>{toast.title}</strong> {toast.description}
      </div>
    </>
  );
}

function useToast(toast: Toast | null) {
  useEffect(() => {
    if (!toast) return;
    const show = toast.type === "error" ? showToast.error : toast.type === "info" ? showToast.info : showToast.success;
    show(toast.title, { description: toast.description });
  }, [toast]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useToast(loaderData.toast);
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Outlet />
      <LazyToaster position="top-center" closeButton duration={4000} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  // The back office's guard refuses a write before any route below the root has run, so its answer lands here.
  if (isAdminAnswer(error)) return <AdminErrorAnswer error={error} signedIn={false} />;
  return (
    <main id="main">
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} phone={rootData?.officePhone} />
    </main>
  );
}

export const handle = sharedHtmlHandle;
