import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "#db/schema.ts";
import { eq } from "drizzle-orm";
import { seedBrainyFacts } from "#db/seed/brainy-facts.ts";
import { seedFaqs } from "#db/seed/content.ts";
import { addBrainyFactsOnce, seedIfEmpty } from "#db/seed/index.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";

describe("first-run seed", () => {
  beforeAll(async () => {
    await truncateAll();
    await storage().ensureBucket();
  });

  it("fills an empty database with the built-in content, once", async () => {
    expect(await seedIfEmpty(db(), storage())).toBe(true);
    const count = (table: Parameters<ReturnType<typeof db>["$count"]>[0]) => db().$count(table);
    expect(await count(schema.programs)).toBe(4);
    expect(await count(schema.testimonials)).toBe(5);
    expect(await count(schema.leaders)).toBe(4);
    expect(await count(schema.faqs)).toBe(5);
    expect(await count(schema.blogPosts)).toBe(4);
    expect(await count(schema.jobOpenings)).toBe(4);
    expect(await count(schema.feeds)).toBe(3);
    expect(await count(schema.stats)).toBe(4);

    const programIds = (await db().select({ id: schema.programs.id }).from(schema.programs)).map((row) => row.id);
    expect(programIds.sort()).toEqual(["abacus", "coding", "communicative-english", "vedic-maths"]);

    // A second start must not add anything, even after staff delete content.
    await db().delete(schema.faqs);
    expect(await seedIfEmpty(db(), storage())).toBe(false);
    expect(await count(schema.faqs)).toBe(0);
  });

  it("stores feed media in object storage under generated keys", async () => {
    const rows = await db().select().from(schema.feeds);
    const withMedia = rows.filter((row) => row.mediaKey !== null);
    expect(withMedia.length).toBe(2);
    expect(rows.some((row) => row.mediaType === "video" && row.mediaKey === null)).toBe(true);
    expect(rows.map((row) => row.views).sort((a, b) => a - b)).toEqual([500, 800, 1200]);
    const listed = await storage().client.send(
      new ListObjectsV2Command({ Bucket: storage().bucket, Prefix: "feeds/" }),
    );
    const keys = (listed.Contents ?? []).map((object) => object.Key);
    for (const row of withMedia) {
      expect(row.mediaKey).toMatch(/^feeds\/[0-9a-f-]{36}\.svg$/);
      expect(keys).toContain(row.mediaKey);
    }
  });

  it("renders blog posts to sanitised HTML", async () => {
    const posts = await db().select().from(schema.blogPosts);
    for (const post of posts) {
      expect(post.bodyHtml).toContain("<h2>");
      expect(post.bodyHtml).not.toMatch(/<script|on\w+=/i);
      expect(post.bodyMarkdown.split(/\s+/).length).toBeGreaterThan(300);
    }
  });

  it("gives a database older than Brainy's fact cards the built-in cards and the FAQs' Hindi, once", async () => {
    await truncateAll();
    const [english, ...others] = seedFaqs;
    // As a database seeded before the cards existed: English FAQs, one edited by staff in Hindi already.
    await db()
      .insert(schema.faqs)
      .values({ question: english?.question ?? "", answer: english?.answer ?? "" });
    await db()
      .insert(schema.faqs)
      .values(
        others.map((faq, index) => ({
          ...faq,
          questionHi: index === 0 ? "हमारा सवाल" : "",
          answerHi: index === 0 ? "हमारा जवाब" : "",
        })),
      );
    expect(await addBrainyFactsOnce(db())).toBe(true);
    expect(await db().$count(schema.brainyFacts)).toBe(seedBrainyFacts.length);
    const [first] = await db()
      .select()
      .from(schema.faqs)
      .where(eq(schema.faqs.question, english?.question ?? ""));
    expect(first?.answerHi).toBe(english?.answerHi);
    // Hindi staff wrote stays theirs.
    const [edited] = await db().select().from(schema.faqs).where(eq(schema.faqs.questionHi, "हमारा सवाल"));
    expect(edited?.answerHi).toBe("हमारा जवाब");

    await db().delete(schema.brainyFacts);
    expect(await addBrainyFactsOnce(db())).toBe(false);
    expect(await db().$count(schema.brainyFacts)).toBe(0);
  });
});
