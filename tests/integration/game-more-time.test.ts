import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { AnswerResult, ApiError, AttemptView } from "#app/modules/games/protocol.ts";
import { DEADLINE_GRACE_SECONDS } from "#app/modules/games/rules.ts";
import { db } from "#app/server/db.server.ts";
import { gameAttempts } from "#db/schema.ts";
import { truncateAll } from "../support/db.ts";
import { gameClient, rightAnswer, skipReadingTime } from "../support/game-client.ts";

/** Math Mayhem's first level gives 60 seconds. */
const LEVEL_ONE_SECONDS = 60;

/** Moves a run's clock on, as if `seconds` had passed since it started. */
async function timePasses(attemptId: string, seconds: number) {
  await db()
    .update(gameAttempts)
    .set({
      startedAt: sql`${gameAttempts.startedAt} - make_interval(secs => ${seconds})`,
      deadline: sql`${gameAttempts.deadline} - make_interval(secs => ${seconds})`,
    })
    .where(eq(gameAttempts.id, attemptId));
}

async function answerFirst(player: ReturnType<typeof gameClient>, attemptId: string) {
  await skipReadingTime(attemptId);
  return player.post<AnswerResult | ApiError>({
    intent: "answer",
    attemptId,
    index: 0,
    answer: await rightAnswer(attemptId, 0),
  });
}

describe("more time for a level (WCAG 2.2.1)", () => {
  beforeEach(truncateAll);

  it("gives twice the clock when asked for, enforced by the server, and counts the right answers as ever", async () => {
    const player = gameClient();
    const started = await player.post<AttemptView>({ intent: "start", moreTime: true });
    expect(started.status).toBe(200);
    expect(started.body.secondsLeft).toBeGreaterThan(LEVEL_ONE_SECONDS + 50);
    expect(started.body.secondsLeft).toBeLessThanOrEqual(2 * LEVEL_ONE_SECONDS);
    const [run] = await db().select().from(gameAttempts);
    expect(run?.timeLimit).toBe(2 * LEVEL_ONE_SECONDS);
    const allowed = (run?.deadline.getTime() ?? 0) - (run?.startedAt.getTime() ?? 0);
    expect(Math.round(allowed / 1000)).toBe(2 * LEVEL_ONE_SECONDS + DEADLINE_GRACE_SECONDS);

    // Past the level's own minute, the child with more time is still playing, and scores the usual points.
    await timePasses(started.body.attemptId, LEVEL_ONE_SECONDS + 20);
    const reply = await answerFirst(player, started.body.attemptId);
    expect(reply).toMatchObject({ status: 200, body: { correct: true, pointsAwarded: 10 } });
  });

  it("keeps the level's own clock for a child who did not ask", async () => {
    const player = gameClient();
    const started = await player.post<AttemptView>({ intent: "start" });
    expect(started.body.secondsLeft).toBeLessThanOrEqual(LEVEL_ONE_SECONDS);
    await timePasses(started.body.attemptId, LEVEL_ONE_SECONDS + 20);
    const reply = await answerFirst(player, started.body.attemptId);
    expect(reply).toMatchObject({ status: 409, body: { error: "time_up" } });
  });

  it("refuses a start whose choice is not a yes or no", async () => {
    const player = gameClient();
    const refused = await player.post<ApiError>({ intent: "start", moreTime: "lots" });
    expect(refused).toMatchObject({ status: 400, body: { error: "bad_request" } });
    expect(await db().select().from(gameAttempts)).toEqual([]);
  });
});
