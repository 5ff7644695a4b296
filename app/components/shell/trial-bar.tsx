import { Link } from "react-router";
import { trialClassHref } from "#app/modules/leads/trial-link.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { translator } from "#app/modules/i18n/i18n.ts";
import { pathInLanguage, type Language } from "#app/modules/i18n/languages.ts";

/**
 * On phones, the free trial stays one tap away at the foot of the screen (the header has no room for it). Not on
 * the trial page itself, nor over a game; Brainy's button sits at its right end.
 */
/** `pathname` is the page's address without its language. */
export function TrialBar({ pathname, language }: { pathname: string; language: Language }) {
  if (pathname.startsWith("/trial-class")) return null;
  const t = translator(language);
  return (
    <div
      data-trial-bar
      className="no-print fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 py-3 pr-24 pl-4 backdrop-blur sm:hidden max-sm:[body:has([data-island=fun-zone-arena])_&]:hidden"
    >
      <Link to={pathInLanguage(trialClassHref(), language)} className={buttonClasses("primary", "md", "w-full")}>
        {/* The narrowest phones show the short label, which fits beside Brainy; screen readers always hear the
            whole one. Two phrases, not one with a word hidden: Hindi and Marathi put the verb last. */}
        <span className="max-[24rem]:sr-only">{t("shell.bookTrialClass")}</span>
        <span aria-hidden="true" className="hidden max-[24rem]:inline">
          {t("shell.bookTrial")}
        </span>
      </Link>
    </div>
  );
}
