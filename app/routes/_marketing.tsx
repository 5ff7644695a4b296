import { Outlet } from "react-router";
import type { Route } from "./+types/_marketing";
import { BrainyLauncher } from "#app/modules/brainy/ui/brainy-launcher.tsx";
import { Footer } from "#app/components/shell/footer.tsx";
import { Header } from "#app/components/shell/header.tsx";
import { TrialBar } from "#app/components/shell/trial-bar.tsx";
import { getShellData } from "#app/modules/site/shell.server.ts";
import { getUser } from "#app/modules/accounts/guards.server.ts";
import { honeypotProps } from "#app/modules/forms/honeypot.server.ts";
import { shellUser } from "#app/modules/site/shell-user.ts";
import { shellLayoutHandle } from "#app/modules/site/page-handles.ts";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";
import { pathWithoutLanguage } from "#app/modules/i18n/languages.ts";
import { programIn } from "#app/modules/content/programs/program-language.ts";
import { LanguageSuggestion } from "#app/modules/i18n/ui/language-suggestion.tsx";
import { DevanagariFontPreload } from "#app/modules/i18n/ui/devanagari-font.tsx";

/** The shell of the public pages, which are sent without the framework: what it shows comes from here, not hooks. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = requestLanguage(request);
  const shell = await getShellData();
  return {
    ...shell,
    // The footer's course links in the page's language: only the titles, not every course's translations.
    programLinks: shell.programLinks.map((link) => {
      const shown = programIn(link, language);
      return { id: shown.id, title: shown.title, lang: shown.englishIn.title };
    }),
    user: shellUser(getUser(context)),
    language,
    // The page itself, whatever its language: what the header marks as the current page.
    pathname: pathWithoutLanguage(url.pathname),
    pageAddress: `${url.pathname}${url.search}`,
    honeypot: await honeypotProps(),
  };
}

export default function MarketingLayout({ loaderData }: Route.ComponentProps) {
  return (
    // Room at the foot for the phones' trial bar, so it never covers the end of the page.
    <div className="flex min-h-dvh flex-col max-sm:pb-18">
      <Header
        logoUrl={loaderData.logoUrl}
        pathname={loaderData.pathname}
        pageAddress={loaderData.pageAddress}
        language={loaderData.language}
        user={loaderData.user}
      />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer
        logoUrl={loaderData.logoUrl}
        programLinks={loaderData.programLinks}
        contact={loaderData.contact}
        user={loaderData.user}
        pageAddress={loaderData.pageAddress}
        honeypot={loaderData.honeypot}
        language={loaderData.language}
      />
      <TrialBar pathname={loaderData.pathname} language={loaderData.language} />
      <LanguageSuggestion language={loaderData.language} pageAddress={loaderData.pageAddress} />
      <DevanagariFontPreload language={loaderData.language} />
      <BrainyLauncher />
    </div>
  );
}

export const handle = shellLayoutHandle;
