import { Outlet, useLocation } from "react-router";
import type { Route } from "./+types/_marketing";
import { BrainyLauncher } from "#app/components/brainy/brainy-launcher.tsx";
import { Footer } from "#app/components/shell/footer.tsx";
import { Header } from "#app/components/shell/header.tsx";
import { getShellData } from "#app/modules/site/shell.server.ts";
import { sharedHtmlHandle } from "#app/modules/site/shared-html.ts";

export async function loader() {
  return getShellData();
}

export default function MarketingLayout({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header logoUrl={loaderData.logoUrl} pathname={location.pathname} />
      {/* Keyed by path so each page fades in; the animation is skipped under reduced motion. */}
      <main id="main" key={location.pathname} className="flex-1 motion-safe:animate-page-in">
        <Outlet />
      </main>
      <Footer logoUrl={loaderData.logoUrl} programLinks={loaderData.programLinks} contact={loaderData.contact} />
      <BrainyLauncher />
    </div>
  );
}

export const handle = sharedHtmlHandle;
