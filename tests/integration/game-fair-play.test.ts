import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { startLevel, answerQuestion } from "#app/modules/games/play.server.ts";
import type { AnswerResult, ApiError, AttemptView, GameState } from "#app/modules/games/protocol.ts";
import { PASS_MARK, readingTimeMs } from "#app/modules/games/rules.ts";
import { db } from "#app/server/db.server.ts";
import { gameAttempts, gameLeaderboard, gamePlayers, gameProgress, rateLimits } from "#db/schema.ts";
import { truncateAll } from "../support/db.ts";
import { gameClient, playLevel, rightAnswer, skipReadingTime, type GameClient } from "../support/game-client.ts";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startRun(player: ReturnType<typeof gameClient>) {
  const started = await player.post<AttemptView>({ intent: "start" });
  expect(started.status).toBe(200);
  return started.body;
}

describe("a child's pace", () => {
  beforeEach(truncateAll);

  it("refuses an answer sooner than the question can be read, kindly, and takes it once the time has passed", async () => {
    const player = gameClient();
    const attempt = await startRun(player);
    const first = attempt.questions[0];
    if (!first) throw new Error("no question");
    const answer = await rightAnswer(attempt.attemptId, 0);
    const early = await player.post<ApiError>({ intent: "answer", attemptId: attempt.attemptId, index: 0, answer });
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ error: "too_soon", message: expect.stringMatching(/^Take your time/) });
    expect(early.body.retryAfterMs).toBeGreaterThan(0);
    expect(early.body.retryAfterMs).toBeLessThanOrEqual(readingTimeMs(first));
    expect(Number(early.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    // Nothing was recorded for the early answer.
    const [before] = await db().select().from(gameAttempts);
    expect(before?.answers).toEqual([]);

    await wait((early.body.retryAfterMs ?? 0) + 50);
    const inTime = await player.post<AnswerResult>({
      intent: "answer",
      attemptId: attempt.attemptId,
      index: 0,
      answer,
    });
    expect(inTime).toMatchObject({ status: 200, body: { correct: true } });

    // The next question appears after the feedback pause, and is read from then.
    const second = attempt.questions[1];
    if (!second) throw new Error("no question");
    const tooSoon = await player.post<ApiError>({
      intent: "answer",
      attemptId: attempt.attemptId,
      index: 1,
      answer: await rightAnswer(attempt.attemptId, 1),
    });
    expect(tooSoon.body.error).toBe("too_soon");
    expect(tooSoon.body.retryAfterMs).toBeGreaterThan(1500);
  });

  it("takes answers one at a time, in order", async () => {
    const player = gameClient();
    const attempt = await startRun(player);
    await skipReadingTime(attempt.attemptId);
    const skipped = await player.post<ApiError>({
      intent: "answer",
      attemptId: attempt.attemptId,
      index: 2,
      answer: await rightAnswer(attempt.attemptId, 2),
    });
    expect(skipped).toMatchObject({
      status: 409,
      body: { error: "bad_request", message: "Please answer the questions in order." },
    });
    const beyond = await player.post<ApiError>({
      intent: "answer",
      attemptId: attempt.attemptId,
      index: 7,
      answer: "1",
    });
    expect(beyond).toMatchObject({ status: 400, body: { error: "bad_request" } });
  });
});

describe("the pass mark", () => {
  beforeEach(truncateAll);

  it(`passes a level with ${PASS_MARK} of 5 right`, async () => {
    const player = gameClient();
    const { last, earned } = await playLevel(player, { wrongAt: [1, 3] });
    expect(last.levelResult).toMatchObject({ passed: true, correctCount: 3, passMark: PASS_MARK });
    expect(last.score).toBe(earned);
    expect((await player.state()).body.progress).toEqual({ level: 2, score: earned });
  });

  it("fails a level with fewer right: the answers to learn from, no progress, no board, the level again", async () => {
    const player = gameClient();
    const { last, attempt } = await playLevel(player, { wrongAt: [0, 2, 4] });
    expect(last).toMatchObject({ score: 0, nextLevel: null });
    expect(last.levelResult).toMatchObject({ passed: false, correctCount: 2, questionCount: 5, passMark: PASS_MARK });
    const review = last.levelResult?.review ?? [];
    expect(review).toHaveLength(5);
    for (const [index, item] of review.entries()) {
      expect(item.question).toBe(attempt.questions[index]?.question);
      expect(item.correct).toBe(![0, 2, 4].includes(index));
      if ([0, 2, 4].includes(index)) expect(item.given).toBe("definitely wrong");
    }
    const state = (await player.state()).body;
    expect(state.progress).toEqual({ level: 1, score: 0 });
    expect(state.nextLevel?.level).toBe(1);
    expect(await db().$count(gameLeaderboard)).toBe(0);
    const [run] = await db().select().from(gameAttempts).where(eq(gameAttempts.id, attempt.attemptId));
    expect(run?.outcome).toBe("failed");

    const again = await startRun(player);
    expect(again).toMatchObject({ level: 1, score: 0, answered: [] });
    expect(again.attemptId).not.toBe(attempt.attemptId);
  });

  it("never puts a score of 0 on the board: a level answered all wrong, or with empty answers, fails", async () => {
    for (const answer of ["definitely wrong", "", "   "]) {
      await truncateAll();
      const player = gameClient("abacus");
      const attempt = await startRun(player);
      let last: AnswerResult | undefined;
      for (const question of attempt.questions) {
        await skipReadingTime(attempt.attemptId);
        const reply = await player.post<AnswerResult>({
          intent: "answer",
          attemptId: attempt.attemptId,
          index: question.index,
          answer,
        });
        expect(reply.status).toBe(200);
        last = reply.body;
      }
      expect(last?.levelResult).toMatchObject({ passed: false, correctCount: 0 });
      expect(await db().$count(gameLeaderboard)).toBe(0);
      expect((await player.leaderboard()).body.boards).toEqual({ week: [], "all-time": [] });
      expect((await player.state()).body.nextLevel?.level).toBe(1);
    }
  });
});

describe("progress and runs", () => {
  beforeEach(truncateAll);

  it("keeps one open run per player and game, however many starts arrive at once", async () => {
    const player = gameClient();
    await startRun(player);
    const replies = await Promise.all(Array.from({ length: 12 }, () => player.post<AttemptView>({ intent: "start" })));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(new Set(replies.map((reply) => reply.body.attemptId)).size).toBe(1);
    expect(await db().$count(gameAttempts, sql`${gameAttempts.endedAt} is null`)).toBe(1);
  });

  it("never moves progress backwards: an older run finished after a newer one counts for nothing", async () => {
    const player = gameClient();
    const older = await startRun(player);
    // The older run is left with little time, so the next start opens a new one and closes it.
    await db()
      .update(gameAttempts)
      .set({ deadline: sql`now() + interval '2 seconds'` })
      .where(eq(gameAttempts.id, older.attemptId));
    const { earned } = await playLevel(player);
    expect((await player.state()).body.progress).toEqual({ level: 2, score: earned });

    // Even if the older run were somehow still open, its last answer could not take progress back to level 2's start.
    await db()
      .update(gameAttempts)
      .set({ endedAt: null, outcome: null, deadline: sql`now() + interval '1 minute'`, nextAnswerAt: sql`now()` })
      .where(eq(gameAttempts.id, older.attemptId));
    await db()
      .delete(gameAttempts)
      .where(sql`${gameAttempts.id} <> ${older.attemptId} and ${gameAttempts.endedAt} is null`);
    for (const question of older.questions) {
      await skipReadingTime(older.attemptId);
      await player.post({
        intent: "answer",
        attemptId: older.attemptId,
        index: question.index,
        answer: await rightAnswer(older.attemptId, question.index),
      });
    }
    expect((await player.state()).body.progress).toEqual({ level: 2, score: earned });
  });

  it("writes nothing for a reset by a visitor who never played, or a player already at the start", async () => {
    const visitor = gameClient();
    const reset = await visitor.post<GameState>({ intent: "reset" });
    expect(reset.status).toBe(200);
    expect(reset.body.progress).toEqual({ level: 1, score: 0 });
    expect(reset.cookie).toBeNull();
    expect(await db().$count(gamePlayers)).toBe(0);
    expect(await db().$count(gameProgress)).toBe(0);
    expect(await db().$count(rateLimits)).toBe(0);

    const player = gameClient();
    const attempt = await startRun(player);
    const [progressBefore] = await db().select().from(gameProgress);
    await player.post({ intent: "reset" });
    const [progressAfter] = await db().select().from(gameProgress);
    expect(progressAfter?.updatedAt).toEqual(progressBefore?.updatedAt);
    // The run that was going is ended, so a reset is a fresh start.
    const [run] = await db().select().from(gameAttempts).where(eq(gameAttempts.id, attempt.attemptId));
    expect(run?.outcome).toBe("abandoned");
  });

  it("limits starts, resets and renames per player", async () => {
    const player = gameClient();
    await playLevel(player);
    const resets = [];
    for (let i = 0; i < 7; i++) resets.push(await player.post<ApiError | GameState>({ intent: "reset" }));
    expect(resets.slice(0, 5).every((reply) => reply.status === 200)).toBe(true);
    expect(resets[6]).toMatchObject({ status: 429, body: { error: "rate_limited" } });
    expect(Number(resets[6]?.headers.get("Retry-After"))).toBeGreaterThan(0);

    const renames = [];
    for (const name of ["Aarav", "Diya", "Kabir", "Meera", "Rohan", "Zoya", "Ishaan"])
      renames.push(await player.post<ApiError>({ intent: "name", name }));
    expect(renames.slice(0, 5).every((reply) => reply.status === 200)).toBe(true);
    expect(renames[6]).toMatchObject({ status: 429, body: { error: "rate_limited" } });
  });

  it("limits starts per network, across players", async () => {
    const players = Array.from({ length: 10 }, () => gameClient("math", { ip: "198.51.100.9" }));
    const replies = [];
    for (let i = 0; i < 125; i++)
      replies.push(await (players[i % 10] as GameClient).post<ApiError>({ intent: "start" }));
    expect(replies.filter((reply) => reply.status === 429).length).toBe(5);
    // A start refused by its network's limit writes nothing: not even the new player it would have made.
    const playersBefore = await db().$count(gamePlayers);
    const newcomer = await gameClient("math", { ip: "198.51.100.9" }).post<ApiError>({ intent: "start" });
    expect(newcomer).toMatchObject({ status: 429, cookie: null });
    expect(await db().$count(gamePlayers)).toBe(playersBefore);
    const elsewhere = await gameClient("math", { ip: "198.51.100.10" }).post({ intent: "start" });
    expect(elsewhere.status).toBe(200);
  });

  it("makes at most a classroom of new players an hour per network, and a refused request leaves no row", async () => {
    // Every address of one IPv6 /64 is one network: a device may take any of them.
    const address = (i: number) => `2001:db8:1:2:${i.toString(16)}::1`;
    const replies = [];
    for (let i = 0; i < 65; i++)
      replies.push(
        await gameClient("math", { ip: address(i) }).post<ApiError>({ intent: i % 2 ? "start" : "name", name: "" }),
      );
    expect(replies.slice(0, 60).every((reply) => reply.status === 200)).toBe(true);
    for (const refused of replies.slice(60)) {
      expect(refused).toMatchObject({ status: 429, body: { error: "rate_limited" } });
      expect(refused.cookie).toBeNull();
    }
    expect(await db().$count(gamePlayers)).toBe(60);
    // A player already made is never refused for it, and another network starts its own count.
    expect((await gameClient("math", { ip: "2001:db8:1:3::1" }).post({ intent: "start" })).status).toBe(200);
    expect(await db().$count(gamePlayers)).toBe(61);
  });

  it("answers racing resets, 100 times over, without a server error or a deadlock", async () => {
    const player = gameClient();
    const statuses: number[] = [];
    for (let round = 0; round < 100; round++) {
      // The starts and resets of the race count against the player's limits: clear them, as time passing would.
      await db().delete(rateLimits);
      const attempt = await startRun(player);
      await skipReadingTime(attempt.attemptId);
      const answer = await rightAnswer(attempt.attemptId, 0);
      const replies = await Promise.all([
        player.post({ intent: "answer", attemptId: attempt.attemptId, index: 0, answer }),
        player.post({ intent: "reset" }),
        player.post({ intent: "answer", attemptId: attempt.attemptId, index: 0, answer }),
      ]);
      statuses.push(...replies.map((reply) => reply.status));
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await db().$count(gameAttempts, sql`${gameAttempts.endedAt} is null`)).toBeLessThanOrEqual(1);
  });

  it("keeps exactly the highest of many simultaneous level passes for one player", async () => {
    const player = gameClient();
    await startRun(player);
    const [row] = await db().select().from(gamePlayers);
    if (!row) throw new Error("no player");
    const me = { id: row.id, userId: null, name: row.name, nameChosen: false, privateName: null, nameLocked: false };
    // Several players' worth of passes in parallel is what one player can never send; the board still holds.
    const results = await Promise.all(
      Array.from({ length: 20 }, async () => {
        try {
          const attempt = await startLevel(me, "math");
          return attempt.attemptId;
        } catch {
          return null;
        }
      }),
    );
    expect(new Set(results.filter(Boolean)).size).toBe(1);
    const attemptId = results.find(Boolean) as string;
    for (let index = 0; index < 5; index++) {
      await skipReadingTime(attemptId);
      const answered = await Promise.all(
        Array.from({ length: 5 }, async () =>
          answerQuestion(
            me,
            "math",
            { attemptId, index, answer: await rightAnswer(attemptId, index) },
            { networkKey: "one-network" },
          ).catch(() => null),
        ),
      );
      expect(answered.filter(Boolean)).toHaveLength(1);
    }
    const board = await db().select().from(gameLeaderboard);
    expect(board).toHaveLength(1);
  });
});
