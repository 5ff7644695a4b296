import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { gameAttempts, gamePlayers, accountTokens, rateLimits, sessions } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { pruneExpiredRows, RECENT_RUNS_KEPT } from "#app/server/housekeeping.server.ts";
import { RECENT_RUNS_SHOWN } from "#app/modules/games/progress.server.ts";
import { RECENT_RUNS_WITHOUT_REPEATS } from "#app/modules/games/rules.ts";
import { truncateAll } from "../support/db.ts";
import { aUser } from "../support/factories.ts";

describe("housekeeping", () => {
  beforeEach(truncateAll);

  it("removes finished rate-limit windows, expired sessions and spent reset tokens, and nothing else", async () => {
    const { id: userId } = await aUser({ email: "p@example.com", role: "user" });
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
      .insert(accountTokens)
      .values([
        { userId, tokenHash: "a", expiresAt: past },
        { userId, tokenHash: "b", expiresAt: future, usedAt: sql`now()` },
        { userId, tokenHash: "c", expiresAt: future },
      ]);
    await pruneExpiredRows(db());
    expect((await db().select().from(rateLimits)).map((row) => row.key)).toEqual(["live"]);
    expect((await db().select().from(sessions)).map((row) => row.id)).toEqual(["live"]);
    expect((await db().select().from(accountTokens)).map((row) => row.tokenHash)).toEqual(["c"]);
  });

  it("keeps each player's last runs of a level, for their history and to avoid repeats, and no run past 90 days", async () => {
    expect(RECENT_RUNS_KEPT).toBeGreaterThanOrEqual(Math.max(RECENT_RUNS_WITHOUT_REPEATS, RECENT_RUNS_SHOWN));
    const [player] = await db().insert(gamePlayers).values({ name: "Runner", nameKey: "runner" }).returning();
    const run = (level: number, daysAgo: number) => ({
      gameId: "math" as const,
      playerId: player?.id ?? "",
      level,
      questions: [],
      scoreAtStart: 0,
      score: 0,
      startedAt: sql`now() - make_interval(days => ${daysAgo})`,
      deadline: sql`now() - make_interval(days => ${daysAgo}) + interval '1 minute'`,
      nextAnswerAt: sql`now() - make_interval(days => ${daysAgo})`,
      endedAt: sql`now() - make_interval(days => ${daysAgo}) + interval '1 minute'`,
      outcome: "failed" as const,
    });
    // Eight runs of level 1 (two days apart), one of level 2 long ago, one of level 3 past 90 days.
    await db()
      .insert(gameAttempts)
      .values([...Array.from({ length: 8 }, (_, i) => run(1, 2 + 2 * i)), run(2, 60), run(3, 100)]);
    await pruneExpiredRows(db());
    const kept = await db().select({ level: gameAttempts.level, startedAt: gameAttempts.startedAt }).from(gameAttempts);
    expect(kept.filter((row) => row.level === 1)).toHaveLength(RECENT_RUNS_KEPT);
    expect(kept.filter((row) => row.level === 2)).toHaveLength(1);
    expect(kept.filter((row) => row.level === 3)).toHaveLength(0);
  });

  it("prunes runs for any number of players, a few hundred players at a time, and reports what it removed", async () => {
    // More players than one batch takes, each with seven finished runs of one level: two too many.
    const players = 1_234;
    await db().execute(sql`
      insert into game_players (name, name_key)
      select 'P' || translate(i::text, '0123456789', 'abcdefghij') || ' Otter 42', 'p' || i
      from generate_series(1, ${players}) as i`);
    await db().execute(sql`
      insert into game_attempts (game_id, player_id, level, questions, answers, score_at_start, score,
        started_at, deadline, next_answer_at, ended_at, outcome)
      select 'math', player.id, 1, '[]', '[]', 0, 0, now() - make_interval(days => run * 2),
        now() - make_interval(days => run * 2) + interval '75 seconds', now() - make_interval(days => run * 2),
        now() - make_interval(days => run * 2) + interval '1 minute', 'failed'
      from game_players as player cross join generate_series(1, 7) as run`);
    const pruned = await pruneExpiredRows(db());
    expect(pruned.runs).toBe(players * 2);
    expect(await db().$count(gameAttempts)).toBe(players * RECENT_RUNS_KEPT);
    // Done: a second night finds nothing.
    expect((await pruneExpiredRows(db())).runs).toBe(0);
  });
});
