import { asc, eq } from "drizzle-orm";
import { blogPosts, programs } from "#db/schema.ts";
import { sceneIds } from "#app/modules/story/scenes.ts";
import { listedPublicPaths } from "#app/modules/site/public-paths.ts";
import { db } from "#app/server/db.server.ts";

/** Every public path, including each published program, each published post and each story scene. */
export async function publicPaths(): Promise<string[]> {
  const [programRows, postRows] = await Promise.all([
    db()
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.isPublished, true))
      .orderBy(asc(programs.sortOrder)),
    db().select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.isPublished, true)).orderBy(asc(blogPosts.id)),
  ]);
  return [
    ...listedPublicPaths,
    ...programRows.map((row) => `/programs/${row.id}`),
    ...postRows.map((row) => `/blog/${row.id}`),
    ...sceneIds.filter((id) => id !== "start").map((id) => `/story-time/${id}`),
  ];
}

/** The sitemap document for those paths on this site. */
export function sitemapXml(site: string, paths: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>${site}${path}</loc></url>`).join("\n")}
</urlset>
`;
}
