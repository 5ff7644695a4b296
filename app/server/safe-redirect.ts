import { env } from "./env.server.ts";

type RedirectOptions = {
  /** The part of the site the target must stay in ("/admin/inbox"): a path equal to it or below it. */
  within?: string;
  siteUrl?: string;
};

// One slash, then anything but a second slash or a backslash: "//evil.example" and "/\evil.example" are, read
// again as a Location header, another site's address.
const ONE_LEADING_SLASH = /^\/(?![/\\])/;

/**
 * The one decision about every "go back to" address a request carries (after sign-in and sign-out, the
 * newsletter, the back office's back links): kept only if it is a path on this site. It is resolved as a browser
 * resolves a Location header (dot segments and "%2e" removed, tabs and newlines dropped, "\" read as "/"), and
 * what comes out must start with exactly one "/" and, with `within`, stay in that part of the site. Anything
 * else gets `fallback`.
 */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = "/",
  { within, siteUrl = env().SITE_URL }: RedirectOptions = {},
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
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  if (!ONE_LEADING_SLASH.test(path)) return fallback;
  if (within && resolved.pathname !== within && !resolved.pathname.startsWith(`${within}/`)) return fallback;
  return path;
}
