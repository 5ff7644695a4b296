import { desc, eq, sql } from "drizzle-orm";
import { feeds } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { hitRateLimit } from "#app/server/rate-limit.server.ts";

export async function listFeeds() {
  return db()
    .select({
      id: feeds.id,
      schoolName: feeds.schoolName,
      studentName: feeds.studentName,
      className: feeds.className,
      description: feeds.description,
      mediaType: feeds.mediaType,
      mediaKey: feeds.mediaKey,
      mediaContentType: feeds.mediaContentType,
      alt: feeds.alt,
      views: feeds.views,
    })
    .from(feeds)
    .orderBy(desc(feeds.createdAt), desc(feeds.id));
}

/**
 * Counts a view of one post, at most once per visitor (by IP) per post per day, so reloading or
 * scrolling back does not inflate the number. The increment is one atomic UPDATE.
 */
export async function recordFeedView(feedId: number, visitorIp: string): Promise<number | null> {
  const first = await hitRateLimit(`feed-view:${feedId}:${visitorIp}`, 1, 24 * 60 * 60);
  if (!first.allowed) {
    const [row] = await db().select({ views: feeds.views }).from(feeds).where(eq(feeds.id, feedId));
    return row?.views ?? null;
  }
  const [row] = await db()
    .update(feeds)
    .set({ views: sql`${feeds.views} + 1` })
    .where(eq(feeds.id, feedId))
    .returning({ views: feeds.views });
  return row?.views ?? null;
}
