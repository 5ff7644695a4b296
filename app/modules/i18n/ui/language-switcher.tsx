import { ChevronDown, Languages } from "lucide-react";
import { Island } from "#app/islands/island.tsx";
import { translator } from "../i18n.ts";
import { languageNames, languages, languageTags, pathInLanguage, type Language } from "../languages.ts";

/**
 * The header's language menu: the page the visitor is on, in each language (its address and query kept). Plain
 * links, named in their own language and script, so a reader finds theirs without reading the current one.
 */
export function LanguageSwitcher({ language, pageAddress }: { language: Language; pageAddress: string }) {
  const t = translator(language);
  return (
    <Island name="header-menu" className="contents">
      <details data-language-menu className="group relative">
        <summary
          className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-full px-2 text-[15px] font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-700"
          aria-label={`${t("language.switcherLabel")}: ${languageNames[language]}`}
        >
          <Languages aria-hidden="true" className="size-5" />
          {/* The name is given by the label too; the narrowest phones have room for the icon alone. */}
          <span lang={languageTags[language]} className="max-[389px]:sr-only">
            {languageNames[language]}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180 max-sm:hidden" />
        </summary>
        <ul className="absolute right-0 z-50 mt-2 w-44 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl">
          {languages.map((other) => (
            <li key={other}>
              <a
                href={pathInLanguage(pageAddress, other)}
                hrefLang={languageTags[other]}
                lang={languageTags[other]}
                aria-current={other === language ? "page" : undefined}
                className="block rounded-xl px-3 py-2.5 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700"
              >
                {languageNames[other]}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </Island>
  );
}
