import { and, asc, eq, ne } from "drizzle-orm";
import { leaders } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { cachedContent } from "#app/server/hot-cache.server.ts";

/** The leaders About Us shows: published and named (see leaderVisibility), in staff's order. */
export async function listShownLeaders() {
  return cachedContent("leaders", () =>
    db()
      .select({ id: leaders.id, name: leaders.name, role: leaders.role, bio: leaders.bio, photoKey: leaders.photoKey })
      .from(leaders)
      .where(and(eq(leaders.isPublished, true), ne(leaders.name, "")))
      .orderBy(asc(leaders.sortOrder), asc(leaders.id)),
  );
}
