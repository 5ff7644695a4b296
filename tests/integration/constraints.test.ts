import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";

async function newUser() {
  const [user] = await db()
    .insert(schema.users)
    .values({ email: `${randomUUID()}@example.com`, passwordHash: "x" })
    .returning({ id: schema.users.id });
  if (!user) throw new Error("no user");
  return user.id;
}

describe("database constraints the spec implies", () => {
  beforeEach(truncateAll);

  it("keeps one leaderboard row per signed-in user per game", async () => {
    const userId = await newUser();
    await db().insert(schema.gameLeaderboard).values({ playerName: "Asha", score: 10, gameId: "math", userId });
    await expect(
      db().insert(schema.gameLeaderboard).values({ playerName: "Asha", score: 20, gameId: "math", userId }),
    ).rejects.toThrow();
    await db().insert(schema.gameLeaderboard).values({ playerName: "Asha", score: 5, gameId: "words", userId });
  });

  it("keeps one leaderboard row per anonymous id per game, and exactly one kind of player", async () => {
    const anonPlayerId = randomUUID();
    await db()
      .insert(schema.gameLeaderboard)
      .values({ playerName: "Player", score: 10, gameId: "abacus", anonPlayerId });
    await expect(
      db().insert(schema.gameLeaderboard).values({ playerName: "Player", score: 30, gameId: "abacus", anonPlayerId }),
    ).rejects.toThrow();
    const userId = await newUser();
    await expect(
      db()
        .insert(schema.gameLeaderboard)
        .values({ playerName: "Both", score: 1, gameId: "math", userId, anonPlayerId }),
    ).rejects.toThrow();
    await expect(
      db().insert(schema.gameLeaderboard).values({ playerName: "Nobody", score: 1, gameId: "math" }),
    ).rejects.toThrow();
  });

  it("refuses a second newsletter row for the same address", async () => {
    await db().insert(schema.newsletterSubscribers).values({ email: "a@example.com" });
    await expect(db().insert(schema.newsletterSubscribers).values({ email: "a@example.com" })).rejects.toThrow();
  });

  it("stores a lead once per submission id", async () => {
    const submissionId = randomUUID();
    const message = { name: "R", email: "r@example.com", subject: "Hi", message: "Hello", submissionId };
    await db().insert(schema.contactMessages).values(message);
    await expect(db().insert(schema.contactMessages).values(message)).rejects.toThrow();
  });

  it("fills created_at and defaults", async () => {
    const [row] = await db()
      .insert(schema.testimonials)
      .values({ name: "N", role: "Parent", quote: "Lovely" })
      .returning();
    expect(row?.rating).toBe(5);
    expect(row?.createdAt).toBeInstanceOf(Date);
    await expect(
      db()
        .update(schema.testimonials)
        .set({ rating: 6 })
        .where(eq(schema.testimonials.id, row?.id ?? 0)),
    ).rejects.toThrow();
  });
});
