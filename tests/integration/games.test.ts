import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { findGame } from "#app/modules/games/content/index.ts";
import { isGeneratedLevel, type Question } from "#app/modules/games/content/types.ts";
import { emptyLeaderboard, loadLeaderboard } from "#app/modules/games/boards.server.ts";
import type { AnswerResult, ApiError, AttemptView, GameState } from "#app/modules/games/protocol.ts";
import { publicQuestion } from "#app/modules/games/rules.ts";
import { unpredictable } from "#app/modules/games/draws.server.ts";
import { db } from "#app/server/db.server.ts";
import { gameAttempts, gameLeaderboard, gamePlayers, gameProgress } from "#db/schema.ts";
import { truncateAll } from "../support/db.ts";
import { gameClient, playLevel, rightAnswer, skipReadingTime } from "../support/game-client.ts";

describe("Fun Zone game server", () => {
  beforeEach(truncateAll);

  it("plays a level for an anonymous player: cookie, no answers sent, progress and board written at the end", async () => {
    const player = gameClient("math");
    const started = await player.post<AttemptView>({ intent: "start" });
    expect(started.cookie).toMatch(/^__player=/);
    expect(started.body.questions).toHaveLength(5);
    for (const question of started.body.questions) {
      expect(question).not.toHaveProperty("answer");
      expect(question).not.toHaveProperty("acceptedAnswers");
    }
    // The run it started is the one the level plays (a start while one is open hands it back).
    const { last, earned, attempt } = await playLevel(player);
    expect(attempt.attemptId).toBe(started.body.attemptId);
    // Every question is worth 10: five right answers earn 50, whichever questions were drawn.
    expect(earned).toBe(50);
    expect(last).toMatchObject({
      correct: true,
      levelResult: { passed: true, correctCount: 5, questionCount: 5, passMark: 3 },
      score: earned,
      nextLevel: { level: 2 },
    });
    const [progress] = await db().select().from(gameProgress);
    expect(progress).toMatchObject({ gameId: "math", level: 2, score: earned });
    const [run] = await db().select().from(gameAttempts);
    expect(run).toMatchObject({ outcome: "passed", endedAt: expect.any(Date) });

    // The board is the same for everyone; the player's own tag, which only they are told, marks their row.
    const state = (await player.state()).body;
    expect(state.player.boardTag).toBe(last.playerTag);
    const [row] = await db().select().from(gamePlayers);
    const boards = (await player.leaderboard()).body.boards;
    const entry = { rank: 1, name: row?.name, score: earned, playerTag: last.playerTag };
    expect(boards["all-time"]).toEqual([entry]);
    expect(boards.week).toEqual([entry]);
    // A new player gets a made-up, kid-safe name.
    expect(state.player).toMatchObject({ name: row?.name, nameChosen: false, signedIn: false });
    expect(row?.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);

    const next = await player.post<AttemptView>({ intent: "start" });
    expect(next.body).toMatchObject({ level: 2, score: earned });
  });

  it("makes math questions afresh on the server for every run, with the answers kept in the run", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const player = gameClient("math");
      const attempt = (await player.post<AttemptView>({ intent: "start" })).body;
      for (const question of attempt.questions) seen.add(question.question);
      const [run] = await db().select().from(gameAttempts).where(eq(gameAttempts.id, attempt.attemptId));
      expect(run?.questions.map((question) => question.question)).toEqual(attempt.questions.map((q) => q.question));
      expect(run?.questions.every((question) => question.answer.length > 0)).toBe(true);
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it("never sends drag-and-drop items in answer order, nor the target of a set-the-abacus question", async () => {
    const english = findGame("english")?.levels[0];
    const draggy =
      english && !isGeneratedLevel(english) ? english.questions.find((q) => q.type === "drag_and_drop") : undefined;
    expect(draggy).toBeDefined();
    for (let i = 0; i < 50; i++) {
      const view = publicQuestion(draggy as Question, 0, unpredictable);
      expect(view.options).not.toEqual(draggy?.options);
      expect([...(view.options ?? [])].sort()).toEqual([...(draggy?.options ?? [])].sort());
    }
    const abacus = findGame("abacus")?.levels[0];
    const template =
      abacus && isGeneratedLevel(abacus) ? abacus.templates.find((t) => t.id.includes("-set-")) : undefined;
    const setter = template?.make(unpredictable);
    expect(setter?.abacus?.mode).toBe("set");
    expect(publicQuestion({ ...(setter as Question), id: "s" }, 0, unpredictable).abacus).toEqual({
      mode: "set",
      rodCount: setter?.abacus?.rods.length,
    });
  });

  it("resumes the running attempt after a reload instead of starting another", async () => {
    const player = gameClient();
    const first = await player.post<AttemptView>({ intent: "start" });
    const again = await player.post<AttemptView>({ intent: "start" });
    expect(again.body.attemptId).toBe(first.body.attemptId);
    const state = await player.state();
    expect(state.body.openAttempt?.attemptId).toBe(first.body.attemptId);
    expect(state.body.player).toMatchObject({ nameChosen: false, signedIn: false, boardTag: expect.any(String) });
  });

  it("ignores a score in the body, refuses the same answer twice, late answers and another player's attempt", async () => {
    const player = gameClient();
    const attempt = (await player.post<AttemptView>({ intent: "start" })).body;
    const first = attempt.questions[0];
    if (!first) throw new Error("no question");
    await skipReadingTime(attempt.attemptId);
    const answer = await rightAnswer(attempt.attemptId, 0);
    const forged = await player.post<AnswerResult>({
      intent: "answer",
      attemptId: attempt.attemptId,
      index: 0,
      answer,
      score: 100000,
      points: 5000,
    });
    expect(forged.body).toMatchObject({ correct: true, score: first.points, pointsAwarded: first.points });

    const twice = await player.post<ApiError>({ intent: "answer", attemptId: attempt.attemptId, index: 0, answer });
    expect(twice).toMatchObject({ status: 409, body: { error: "already_answered" } });

    const stranger = gameClient();
    await stranger.post({ intent: "start" });
    const stolen = await stranger.post<ApiError>({ intent: "answer", attemptId: attempt.attemptId, index: 1, answer });
    expect(stolen).toMatchObject({ status: 404, body: { error: "attempt_not_found" } });

    await db()
      .update(gameAttempts)
      .set({ deadline: sql`now() - interval '1 second'`, nextAnswerAt: sql`now() - interval '1 second'` })
      .where(eq(gameAttempts.id, attempt.attemptId));
    const late = await player.post<ApiError>({ intent: "answer", attemptId: attempt.attemptId, index: 1, answer });
    expect(late).toMatchObject({ status: 409, body: { error: "time_up" } });
    const [row] = await db().select().from(gameAttempts).where(eq(gameAttempts.id, attempt.attemptId));
    expect(row).toMatchObject({ score: first.points, outcome: "timed_out" });
    expect(await db().$count(gameLeaderboard)).toBe(0);
  });

  it("counts one of many simultaneous copies of the same answer", async () => {
    const player = gameClient();
    const attempt = (await player.post<AttemptView>({ intent: "start" })).body;
    await skipReadingTime(attempt.attemptId);
    const answer = await rightAnswer(attempt.attemptId, 0);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        player.post<AnswerResult | ApiError>({ intent: "answer", attemptId: attempt.attemptId, index: 0, answer }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status >= 500)).toHaveLength(0);
    const [row] = await db().select().from(gameAttempts);
    expect(row?.score).toBe(attempt.questions[0]?.points);
    expect(row?.answers).toEqual([{ index: 0, correct: true, given: answer }]);
  });

  it("after time runs out, Try Again starts the same level with the score the level began with", async () => {
    const player = gameClient();
    const { earned } = await playLevel(player);
    const attempt = (await player.post<AttemptView>({ intent: "start" })).body;
    await skipReadingTime(attempt.attemptId);
    await player.post({
      intent: "answer",
      attemptId: attempt.attemptId,
      index: 0,
      answer: await rightAnswer(attempt.attemptId, 0),
    });
    await db()
      .update(gameAttempts)
      .set({ deadline: sql`now()` })
      .where(eq(gameAttempts.id, attempt.attemptId));
    const retry = await player.post<AttemptView>({ intent: "start" });
    expect(retry.body.attemptId).not.toBe(attempt.attemptId);
    expect(retry.body).toMatchObject({ level: 2, score: earned, answered: [] });
    const [old] = await db().select().from(gameAttempts).where(eq(gameAttempts.id, attempt.attemptId));
    expect(old?.outcome).toBe("timed_out");
  });

  it("a wrong answer shows the right one and scores nothing; two wrong of five still pass", async () => {
    const player = gameClient();
    const { last, earned, attempt } = await playLevel(player, { wrongAt: [0, 4] });
    const [run] = await db().select().from(gameAttempts).where(eq(gameAttempts.id, attempt.attemptId));
    const fifth = run?.questions[4];
    const shown = fifth?.type === "drag_and_drop" ? (fifth.options ?? []).join(" ") : fifth?.answer;
    expect(last).toMatchObject({
      correct: false,
      pointsAwarded: 0,
      correctAnswer: shown,
      levelResult: { passed: true, correctCount: 3 },
      score: earned,
    });
  });

  it("finishes the last level with no next level, and Play Again From Start resets to level 1, score 0", async () => {
    const player = gameClient("abacus");
    const { last, earned } = await playLevel(player);
    expect(last).toMatchObject({ levelResult: { passed: true }, nextLevel: null });
    const done = await player.state();
    expect(done.body).toMatchObject({ progress: { level: 2 }, nextLevel: null, levelCount: 1 });
    const refused = await player.post<ApiError>({ intent: "start" });
    expect(refused).toMatchObject({ status: 409, body: { error: "no_level" } });

    const reset = await player.post<GameState>({ intent: "reset" });
    expect(reset.body).toMatchObject({ progress: { level: 1, score: 0 }, nextLevel: { level: 1 } });
    // The board keeps the best score; a replay from zero does not lower it.
    expect((await player.leaderboard()).body.boards["all-time"][0]?.score).toBe(earned);
  });

  it("shows the top 10, best first, with the earlier of two equal scores first", async () => {
    const names = ["Aarav", "Priya", "Kabir", "Meera", "Rohan", "Ananya", "Ishaan", "Diya", "Arjun", "Saanvi"];
    const players = await db()
      .insert(gamePlayers)
      .values([...names, "Vihaan", "Zoya"].map((name) => ({ name, nameKey: name.toLowerCase() })))
      .returning();
    await db()
      .insert(gameLeaderboard)
      .values(
        players.map((player, i) => ({
          gameId: "abacus" as const,
          playerId: player.id,
          networkKey: `network-${i}`,
          score: i < 2 ? 50 : 20 + i,
          reachedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 12 - i)),
        })),
      );
    const board = (await gameClient("abacus").leaderboard()).body.boards["all-time"];
    expect(board).toHaveLength(10);
    expect(board.slice(0, 3).map((entry) => entry.name)).toEqual(["Priya", "Aarav", "Zoya"]);
    expect(board.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("answers bad requests with 400 and unknown games with 404, never 500", async () => {
    const player = gameClient();
    expect((await player.post("not json")).status).toBe(400);
    expect((await player.post({ intent: "score", score: 10 })).status).toBe(400);
    expect((await player.post({ intent: "answer", attemptId: "nope", index: 0, answer: "1" })).status).toBe(400);
    expect((await gameClient("chess").post({ intent: "start" })).status).toBe(404);
    expect((await gameClient("chess").leaderboard()).status).toBe(404);
    expect(await loadLeaderboard("math")).toEqual(emptyLeaderboard("math"));
  });
});
