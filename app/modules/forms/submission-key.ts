/**
 * What a lead form's one-time key is made from (the server side is `submission-key.server.ts`). Kept pure and
 * apart so the cookie middleware and the tests share the cookie's name and the pages it is set on.
 */

import { prefixedLanguages } from "#app/modules/i18n/languages.ts";

/** A random token per browser, first-party and HTTP-only, renewed after each lead stored. */
export const FORM_TOKEN_COOKIE = "form_token";

/**
 * The pages with a lead form, in every language (`/contact`, `/hi/contact`): a visitor landing on one without a
 * token gets one with the page.
 */
export const LEAD_FORM_PAGES = new RegExp(
  `^(?:/(?:${prefixedLanguages.join("|")}))?/(contact|trial-class|book-offline-demo|careers/\\d{1,9}/apply)/?$`,
);

/** A token as the cookie carries it: 22 characters of base64url (128 bits). */
export const FORM_TOKEN_PATTERN = /^[\w-]{22}$/;

/** A value in a fixed order and spelling, so the same answers always make the same text. */
export function canonicalText(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) return `[${value.map(canonicalText).join(",")}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalText(entry)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
