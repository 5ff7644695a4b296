import { useLocation } from "react-router";
import { languageOfPath, type Language } from "./languages.ts";

/**
 * The language of the page being drawn, read from its address as `requestLanguage` reads it on the server, so a
 * page's template needs nothing from its loader to speak the page's language.
 */
export function usePageLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}
