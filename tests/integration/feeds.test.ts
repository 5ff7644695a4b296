import { beforeAll, describe, expect, it } from "vitest";
import { feeds } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { listFeeds, recordFeedView } from "#app/modules/content/feeds/feeds.server.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";

describe("feed view counts", () => {
  beforeAll(async () => {
    await truncateAll();
    await storage().ensureBucket();
    await seedIfEmpty(db(), storage());
  });

  it("count one view per visitor per post, atomically, even when sent at once", async () => {
    const [first] = await listFeeds();
    if (!first) throw new Error("no feeds");
    const counts = await Promise.all(Array.from({ length: 10 }, () => recordFeedView(first.id, "198.51.100.1")));
    expect(Math.max(...counts.map((count) => count ?? 0))).toBe(first.views + 1);
    await Promise.all(["198.51.100.2", "198.51.100.3"].map((ip) => recordFeedView(first.id, ip)));
    const [row] = (await db().select({ id: feeds.id, views: feeds.views }).from(feeds)).filter(
      (feed) => feed.id === first.id,
    );
    expect(row?.views).toBe(first.views + 3);
    expect(await recordFeedView(999_999, "198.51.100.1")).toBeNull();
  });
});
