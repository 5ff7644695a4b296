import { asc, eq } from "drizzle-orm";
import { blogPosts, programs } from "#db/schema.ts";
import { sceneIds } from "#app/modules/story/scenes.ts";
import { listedPublicPaths } from "#app/modules/site/public-paths.ts";
import { db } from "#app/server/db.server.ts";
import { languages, languageTags, pathInLanguage, type Language } from "#app/modules/i18n/languages.ts";

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

/**
 * The sitemap document for those paths on this site: each page in every language, each entry naming the page's
 * other languages (`xhtml:link` alternates, as search engines read them).
 */
export function sitemapXml(site: string, paths: readonly string[]): string {
  const entry = (path: string, language: Language) => {
    const alternates = languages.map(
      (other) =>
        `    <xhtml:link rel="alternate" hreflang="${languageTags[other]}" href="${site}${pathInLanguage(path, other)}"/>`,
    );
    return [`  <url>`, `    <loc>${site}${pathInLanguage(path, language)}</loc>`, ...alternates, `  </url>`].join("\n");
  };
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${languages.flatMap((language) => paths.map((path) => entry(path, language))).join("\n")}
</urlset>
`;
}
