import { languageOfPath, type Language } from "./languages.ts";

/**
 * The language a request is answered in: its address's, and nothing else (no cookie, no Accept-Language), so the
 * same address is always the same page and a stored page is right for every visitor.
 */
export function requestLanguage(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}
