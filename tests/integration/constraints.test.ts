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

  it("keeps one Fun Zone player per account, one name per look, one board row per player and game", async () => {
    const userId = await newUser();
    const [player] = await db()
      .insert(schema.gamePlayers)
      .values({ userId, name: "Asha", nameKey: "asha" })
      .returning({ id: schema.gamePlayers.id });
    const playerId = player?.id ?? "";
    await expect(
      db().insert(schema.gamePlayers).values({ userId, name: "Asha 2", nameKey: "asha2" }),
    ).rejects.toThrow();
    await expect(db().insert(schema.gamePlayers).values({ name: "ASHA", nameKey: "asha" })).rejects.toThrow();
    await db().insert(schema.gameLeaderboard).values({ score: 10, gameId: "math", playerId, networkKey: "n" });
    await expect(
      db().insert(schema.gameLeaderboard).values({ score: 20, gameId: "math", playerId, networkKey: "n" }),
    ).rejects.toThrow();
    await db().insert(schema.gameLeaderboard).values({ score: 5, gameId: "words", playerId, networkKey: "n" });
    // A score of 0 never reaches a board.
    await expect(
      db().insert(schema.gameLeaderboard).values({ score: 0, gameId: "coding", playerId, networkKey: "n" }),
    ).rejects.toThrow();
  });

  it("keeps at most one open run per player and game, and an outcome exactly when a run has ended", async () => {
    const [player] = await db()
      .insert(schema.gamePlayers)
      .values({ name: "Runner", nameKey: "runner" })
      .returning({ id: schema.gamePlayers.id });
    const run = {
      gameId: "math" as const,
      playerId: player?.id ?? "",
      level: 1,
      questions: [],
      scoreAtStart: 0,
      score: 0,
      deadline: new Date(Date.now() + 60_000),
      nextAnswerAt: new Date(),
    };
    await db().insert(schema.gameAttempts).values(run);
    await expect(db().insert(schema.gameAttempts).values(run)).rejects.toThrow();
    await db()
      .insert(schema.gameAttempts)
      .values({ ...run, gameId: "words" });
    await db()
      .insert(schema.gameAttempts)
      .values({ ...run, endedAt: new Date(), outcome: "failed" });
    await expect(
      db()
        .insert(schema.gameAttempts)
        .values({ ...run, endedAt: new Date() }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(schema.gameAttempts)
        .values({ ...run, endedAt: new Date(), outcome: "won" as "passed" }),
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
