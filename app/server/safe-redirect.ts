import { env } from "./env.server.ts";

/**
 * A redirect target from a form or a query string, kept only if it stays on this site. It is resolved the way a
 * browser resolves a Location header (which drops tabs and newlines and reads "\" as "/"), so "/\t/evil.example"
 * or "/\\evil.example" cannot pass for a path; the answer is the path, query and fragment on our own origin.
 */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = "/",
  siteUrl: string = env().SITE_URL,
): string {
  if (typeof target !== "string" || target === "") return fallback;
  const site = new URL(siteUrl);
  let resolved: URL;
  try {
    resolved = new URL(target, site);
  } catch {
    return fallback;
  }
  if (resolved.origin !== site.origin) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
