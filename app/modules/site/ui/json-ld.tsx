import { languageTags, type Language } from "#app/modules/i18n/languages.ts";

/**
 * Structured data for search engines, as an inline JSON block. It is data, not script: the CSP does not apply
 * to it and it needs no nonce, so the page stays the same for every visitor. It names the page's language.
 */
export function JsonLd({ data, language }: { data: Record<string, unknown>; language: Language }) {
  // "<" is escaped so no text in the data can close the script element.
  const json = JSON.stringify({
    "@context": "https://schema.org",
    ...data,
    inLanguage: languageTags[language],
  }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
