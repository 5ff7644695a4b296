/**
 * Structured data for search engines, as an inline JSON block. It is data, not script: the CSP does not apply
 * to it and it needs no nonce, so the page stays the same for every visitor.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // "<" is escaped so no text in the data can close the script element.
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
