import { ChevronDown, Menu, X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { mainNav, moreNav, type NavLink as NavItem } from "#app/modules/site/company.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import { Island } from "#app/islands/island.tsx";
import type { ShellUser } from "#app/modules/site/shell-user.ts";
import { trialClassHref } from "#app/modules/leads/trial-link.ts";
import { Logo } from "./logo.tsx";
import { translator } from "#app/modules/i18n/i18n.ts";
import { pathInLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { LanguageSwitcher } from "#app/modules/i18n/ui/language-switcher.tsx";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3 py-2 text-[15px] font-semibold whitespace-nowrap transition-colors hover:bg-brand-50 hover:text-brand-700",
    isActive ? "text-brand-700" : "text-slate-700",
  );

function isMainActive(item: NavItem, pathname: string) {
  // A link to a section (Our Courses, on the home page) is a place on a page, not the page itself.
  if (item.to.includes("#")) return false;
  const path = item.to.split("#")[0];
  return path === "/" ? pathname === "/" : pathname.startsWith(path ?? "");
}

/**
 * A link to the home page (or a place on it) is current only there: "/hi" and "/mr" are also the start of every
 * Hindi or Marathi address, which NavLink would otherwise count as inside it.
 */
const endsAtHome = (to: string) => to.split("#")[0] === "/";

type Props = {
  logoUrl: string | null;
  /** The page's address without its language. */
  pathname: string;
  /** The page's address as visited, with its query: the language switcher keeps it. */
  pageAddress: string;
  language: Language;
  user: ShellUser | null;
};

export function Header({ logoUrl, pathname, pageAddress, language, user }: Props) {
  const t = translator(language);
  const href = (path: string) => pathInLanguage(path, language);
  return (
    <header className="no-print sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-3 focus:left-4 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t("shell.skipToContent")}
      </a>
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 max-[359px]:gap-2 sm:px-6">
        <Link to={href("/")} aria-label={t("shell.homeLink")} className="rounded-xl">
          <Logo logoUrl={logoUrl} />
        </Link>

        <nav aria-label={t("shell.mainNavigation")} className="hidden items-center gap-1 lg:flex">
          {mainNav.map((item) => (
            <NavLink
              key={item.to}
              to={href(item.to)}
              end={endsAtHome(item.to)}
              className={() => linkClass({ isActive: isMainActive(item, pathname) })}
              aria-current={isMainActive(item, pathname) ? "page" : undefined}
            >
              {t(`nav.${item.label}`)}
            </NavLink>
          ))}
          <Island name="header-menu" className="contents">
            <details className="group relative">
              <summary className="flex cursor-pointer items-center gap-1 rounded-full px-3 py-2 text-[15px] font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-700">
                {t("shell.more")}{" "}
                <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
              </summary>
              <ul className="absolute right-0 mt-2 w-60 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl">
                {moreNav.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={href(item.to)}
                      end={endsAtHome(item.to)}
                      className={({ isActive }) =>
                        cn(
                          "block rounded-xl px-3 py-2.5 font-medium hover:bg-brand-50 hover:text-brand-700",
                          isActive ? "text-brand-700" : "text-slate-700",
                        )
                      }
                    >
                      {t(`nav.${item.label}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </Island>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher language={language} pageAddress={pageAddress} />
          {user?.isAdmin ? (
            <Link
              to="/admin/dashboard"
              className="hidden min-h-11 items-center rounded-full bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700 md:inline-flex"
            >
              {t("shell.dashboard")}
            </Link>
          ) : null}
          <span className="hidden items-center gap-2 sm:flex">
            <Link
              to={href("/book-offline-demo")}
              className="hidden min-h-11 items-center rounded-full px-3 text-[15px] font-semibold whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-700 xl:inline-flex"
            >
              {t("shell.schoolsDemo")}
            </Link>
            <Link to={href(trialClassHref())} className={buttonClasses("primary", "md", "whitespace-nowrap")}>
              {t("shell.bookTrial")}
            </Link>
          </span>
          <Island name="header-menu" className="contents">
            <details className="group lg:hidden">
              <summary
                className="flex size-11 cursor-pointer items-center justify-center rounded-full text-slate-700 hover:bg-brand-50"
                aria-label={t("shell.menu")}
              >
                <Menu aria-hidden="true" className="size-6 group-open:hidden" />
                <X aria-hidden="true" className="hidden size-6 group-open:block" />
              </summary>
              <nav
                aria-label={t("shell.mobileNavigation")}
                className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg"
              >
                <ul className="grid gap-1">
                  {[...mainNav, ...moreNav].map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={href(item.to)}
                        end={endsAtHome(item.to)}
                        className="block rounded-xl px-4 py-3 text-lg font-semibold text-slate-700 hover:bg-brand-50"
                      >
                        {t(`nav.${item.label}`)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
                <Link to={href(trialClassHref())} className={buttonClasses("primary", "lg", "mt-4 w-full")}>
                  {t("shell.bookTrialClass")}
                </Link>
                <Link to={href("/book-offline-demo")} className={buttonClasses("secondary", "lg", "mt-3 w-full")}>
                  {t("shell.schoolsBookDemo")}
                </Link>
              </nav>
            </details>
          </Island>
        </div>
      </div>
    </header>
  );
}
