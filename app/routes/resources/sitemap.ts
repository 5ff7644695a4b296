import { publicPaths, sitemapXml } from "#app/modules/site/sitemap.server.ts";
import { env } from "#app/server/env.server.ts";

/** Every public URL, including each program, each published post and each story scene. */
export async function loader() {
  return new Response(sitemapXml(env().SITE_URL, await publicPaths()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
