import { env } from "#app/server/env.server.ts";

/** Crawlers may read the public site; the back office and account pages are not for search results. */
export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /admin/",
    "Disallow: /login",
    "Disallow: /signup",
    "Disallow: /forgot-password",
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
