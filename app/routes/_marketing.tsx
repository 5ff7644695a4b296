import { Outlet, useLocation } from "react-router";
import type { Route } from "./+types/_marketing";
import { BrainyLauncher } from "#app/components/brainy/brainy-launcher.tsx";
import { Footer } from "#app/components/shell/footer.tsx";
import { Header } from "#app/components/shell/header.tsx";
import { getShellData } from "#app/modules/site/shell.server.ts";
import { sharedHtmlHandle } from "#app/modules/site/page-handles.ts";

export async function loader() {
  return getShellData();
}

export default function MarketingLayout({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header logoUrl={loaderData.logoUrl} pathname={location.pathname} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer logoUrl={loaderData.logoUrl} programLinks={loaderData.programLinks} contact={loaderData.contact} />
      <BrainyLauncher />
    </div>
  );
}

export const handle = sharedHtmlHandle;
