import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { contactMessages, faqs, feeds, leaders, programs, siteContent, testimonials } from "#db/schema.ts";
import { currentContentVersion } from "#app/server/html-cache.server.ts";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";

describe("content version", () => {
  beforeEach(truncateAll);

  it("rises with every write to public content, in the same statement's transaction", async () => {
    const start = await currentContentVersion();
    await db().insert(faqs).values({ question: "Q?", answer: "A." });
    expect(await currentContentVersion()).toBe(start + 1);
    await db().insert(siteContent).values({ key: "hero_title", value: "Hello" }).onConflictDoNothing();
    await db().update(programs).set({ title: "x" });
    expect(await currentContentVersion()).toBe(start + 3);
  });

  it("rises when a feed post is added, edited or removed, but not when one is viewed", async () => {
    const start = await currentContentVersion();
    const [post] = await db()
      .insert(feeds)
      .values({
        schoolName: "Sunrise School",
        studentName: "Aarav",
        className: "4B",
        description: "Aarav's abacus medal",
        mediaType: "image",
        alt: "Aarav's abacus medal",
      })
      .returning({ id: feeds.id });
    const id = post?.id ?? 0;
    expect(await currentContentVersion()).toBe(start + 1);
    await db()
      .update(feeds)
      .set({ views: sql`${feeds.views} + 1` })
      .where(eq(feeds.id, id));
    expect(await currentContentVersion()).toBe(start + 1);
    await db().update(feeds).set({ description: "Aarav's gold medal" }).where(eq(feeds.id, id));
    expect(await currentContentVersion()).toBe(start + 2);
    await db().delete(feeds).where(eq(feeds.id, id));
    expect(await currentContentVersion()).toBe(start + 3);
  });

  it("rises when a leader is added, edited or removed, and when a testimonial changes course", async () => {
    const start = await currentContentVersion();
    const [leader] = await db().insert(leaders).values({ name: "Priya Nair", role: "Curriculum Head" }).returning();
    await db()
      .update(leaders)
      .set({ bio: "Designs the English course." })
      .where(eq(leaders.id, leader?.id ?? 0));
    await db().delete(leaders);
    expect(await currentContentVersion()).toBe(start + 3);
    await db().update(testimonials).set({ programId: null });
    expect(await currentContentVersion()).toBe(start + 4);
  });

  it("does not move for leads, which no public page shows", async () => {
    const start = await currentContentVersion();
    await db().insert(contactMessages).values({ name: "A", email: "a@example.com", subject: "S", message: "M" });
    expect(await currentContentVersion()).toBe(start);
  });
});
