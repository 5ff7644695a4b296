import { env } from "#app/server/env.server.ts";

/**
 * Crawlers may read the public site but not the back office. The sign-in pages are not blocked here: they say
 * noindex themselves, which a crawler can only read if it may fetch them.
 */
export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /admin/",
    "Disallow: /password-reset",
    "Disallow: /brainy-chat",
    "",
    `Sitemap: ${env().SITE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
