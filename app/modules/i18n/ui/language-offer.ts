import { SUGGESTION_ANSWERED_KEY, suggestedLanguage } from "../suggested-language.ts";

function answered(): boolean {
  try {
    return localStorage.getItem(SUGGESTION_ANSWERED_KEY) !== null;
  } catch {
    // Storage refused (a private window's settings): without a memory the offer would come back on every page.
    return true;
  }
}

function remember(): void {
  try {
    localStorage.setItem(SUGGESTION_ANSWERED_KEY, "1");
  } catch {
    // Nothing to keep it in; the offer is not shown without storage anyway.
  }
}

/**
 * Shows the offer (`LanguageSuggestion`, rendered hidden, one per language) of the browser's first language,
 * once: following it, saying no, or choosing a language in the header's menu (any `a[hreflang]`) answers it for
 * good. Started by the language menu's island (`header-menu`), whose script every page of the shell loads
 * already: an island of its own would cost a module and its loading on every English page.
 */
export function offerBrowserLanguage(): void {
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[hreflang]")) remember();
  });
  if (answered()) return;
  const offers = [...document.querySelectorAll<HTMLElement>("[data-offer]")];
  const language = suggestedLanguage(
    navigator.languages,
    offers.map((offer) => offer.dataset.offer ?? ""),
  );
  const offer = offers.find((candidate) => candidate.dataset.offer === language);
  if (!offer) return;
  offer.hidden = false;
  offer.querySelector("button")?.addEventListener("click", () => {
    remember();
    offer.remove();
  });
}
