import { and, desc, eq } from "drizzle-orm";
import { blogPosts } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { cachedContent } from "#app/server/hot-cache.server.ts";

/** What every view of a post starts with, on the blog and in the back office: its heading and excerpt. */
export const postHeadColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  category: blogPosts.category,
  author: blogPosts.author,
  publishedOn: blogPosts.publishedOn,
  excerpt: blogPosts.excerpt,
};

export async function listPublishedPosts() {
  return cachedContent("blog-posts", () =>
    db()
      .select({ ...postHeadColumns, coverImageKey: blogPosts.coverImageKey })
      .from(blogPosts)
      .where(eq(blogPosts.isPublished, true))
      .orderBy(desc(blogPosts.publishedOn), desc(blogPosts.id)),
  );
}

export async function getPublishedPost(id: number) {
  return cachedContent(`blog-post:${id}`, async () => {
    const [post] = await db()
      .select({ ...postHeadColumns, bodyHtml: blogPosts.bodyHtml })
      .from(blogPosts)
      .where(and(eq(blogPosts.id, id), eq(blogPosts.isPublished, true)));
    return post ?? null;
  });
}
