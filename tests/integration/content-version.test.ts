import { beforeEach, describe, expect, it } from "vitest";
import { contactMessages, faqs, programs, siteContent } from "#db/schema.ts";
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

  it("does not move for leads, which no public page shows", async () => {
    const start = await currentContentVersion();
    await db().insert(contactMessages).values({ name: "A", email: "a@example.com", subject: "S", message: "M" });
    expect(await currentContentVersion()).toBe(start);
  });
});
