import { translator } from "../i18n.ts";
import {
  defaultLanguage,
  languageNames,
  languageTags,
  pathInLanguage,
  prefixedLanguages,
  type Language,
} from "../languages.ts";

/**
 * On an English page, an offer of the page in Hindi or Marathi, each written in its own language and hidden; the
 * language menu's script shows the one the browser asks for first, once (`offerBrowserLanguage`). Never a redirect: the page stays the same for everyone
 * (and can be stored), and a parent who follows a shared English link gets what was shared. A page in Hindi or
 * Marathi offers nothing: its reader chose it or was sent it, and most phones here are set to English whatever
 * their owner reads best.
 */
export function LanguageSuggestion({ language, pageAddress }: { language: Language; pageAddress: string }) {
  if (language !== defaultLanguage) return null;
  return (
    <div className="contents">
      {prefixedLanguages.map((other) => {
        const t = translator(other);
        const name = languageNames[other];
        return (
          <aside
            key={other}
            hidden
            data-offer={other}
            lang={languageTags[other]}
            aria-labelledby={`language-offer-${other}`}
            className="fixed inset-x-3 top-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-white px-5 py-4 text-slate-800 shadow-xl"
          >
            <p id={`language-offer-${other}`} className="w-full font-semibold">
              {t("language.suggestion", { language: name })}
            </p>
            <a
              href={pathInLanguage(pageAddress, other)}
              hrefLang={languageTags[other]}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
            >
              {t("language.suggestionLink", { language: name })}
            </a>
            <button
              type="button"
              className="min-h-11 cursor-pointer rounded-full px-4 font-semibold text-slate-700 hover:bg-slate-100"
            >
              {t("language.dismiss")}
            </button>
          </aside>
        );
      })}
    </div>
  );
}
