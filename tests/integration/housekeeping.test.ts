import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { gameAttempts, passwordResetTokens, rateLimits, sessions, users } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { pruneExpiredRows } from "#app/server/housekeeping.server.ts";
import { truncateAll } from "../support/db.ts";

describe("housekeeping", () => {
  beforeEach(truncateAll);

  it("removes finished rate-limit windows, expired sessions and spent reset tokens, long-dead game attempts, and nothing else", async () => {
    const [user] = await db()
      .insert(users)
      .values({ email: "p@example.com", passwordHash: "x" })
      .returning({ id: users.id });
    const userId = user?.id ?? "";
    const past = sql`now() - interval '1 minute'`;
    const future = sql`now() + interval '1 hour'`;
    await db()
      .insert(rateLimits)
      .values([
        { key: "old", count: 3, resetAt: past },
        { key: "live", count: 1, resetAt: future },
      ]);
    await db()
      .insert(sessions)
      .values([
        { id: "expired", userId, expiresAt: past },
        { id: "live", userId, expiresAt: future },
      ]);
    await db()
      .insert(passwordResetTokens)
      .values([
        { userId, tokenHash: "a", expiresAt: past },
        { userId, tokenHash: "b", expiresAt: future, usedAt: sql`now()` },
        { userId, tokenHash: "c", expiresAt: future },
      ]);
    const attempt = {
      gameId: "math" as const,
      userId,
      level: 1,
      questionIds: ["math-1-01"],
      scoreAtStart: 0,
      score: 0,
    };
    await db()
      .insert(gameAttempts)
      .values([
        { ...attempt, deadline: sql`now() - interval '2 days'` },
        { ...attempt, deadline: sql`now() - interval '1 hour'` },
      ]);
    await pruneExpiredRows(db());
    expect(await db().$count(gameAttempts)).toBe(1);
    expect((await db().select().from(rateLimits)).map((row) => row.key)).toEqual(["live"]);
    expect((await db().select().from(sessions)).map((row) => row.id)).toEqual(["live"]);
    expect((await db().select().from(passwordResetTokens)).map((row) => row.tokenHash)).toEqual(["c"]);
  });
});
