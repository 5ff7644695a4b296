import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { findGame } from "#app/modules/games/content/index.ts";
import type { Question } from "#app/modules/games/content/types.ts";
import { answerQuestion, loadLeaderboard } from "#app/modules/games/play.server.ts";
import type { Player } from "#app/modules/games/player.server.ts";
import { displayAnswer } from "#app/modules/games/rules.ts";
import type {
  AnswerResult,
  ApiError,
  AttemptView,
  GameState,
  LeaderboardView,
  PublicQuestion,
} from "#app/modules/games/protocol.ts";
import { action, loader } from "#app/routes/resources/game-api.ts";
import { loader as leaderboardLoader } from "#app/routes/resources/game-leaderboard.ts";
import { db } from "#app/server/db.server.ts";
import { gameAttempts, gameLeaderboard, gameProgress, users } from "#db/schema.ts";
import { truncateAll } from "../support/db.ts";
import { routeContext } from "../support/route-context.ts";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";

type Reply<T> = { status: number; body: T; cookie: string | null };

/** Resource-route results come back as `data()` objects (or thrown); this reads them like an HTTP reply. */
async function settle<T>(run: () => Promise<unknown>): Promise<Reply<T>> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  const value = result as { data: T; init?: { status?: number; headers?: HeadersInit } | null };
  const headers = new Headers(value.init?.headers);
  const setCookie = headers.get("Set-Cookie");
  return {
    status: value.init?.status ?? 200,
    body: value.data,
    cookie: setCookie ? (setCookie.split(";")[0] ?? null) : null,
  };
}

function client(gameId = "math", user: AuthUser | null = null) {
  let cookie: string | null = null;
  const request = (method: "GET" | "POST", path: string, body?: unknown) =>
    new Request(`http://localhost:3000${path}`, {
      method,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    });
  const remember = <T>(reply: Reply<T>) => {
    if (reply.cookie) cookie = reply.cookie;
    return reply;
  };
  return {
    get cookie() {
      return cookie;
    },
    post: async <T>(body: unknown) =>
      remember(
        await settle<T>(() =>
          action({
            request: request("POST", `/fun-zone/api/${gameId}`, body),
            context: routeContext({ user }),
            params: { gameId },
          } as never),
        ),
      ),
    state: async () =>
      settle<GameState>(() =>
        loader({
          request: request("GET", `/fun-zone/api/${gameId}`),
          context: routeContext({ user }),
          params: { gameId },
        } as never),
      ),
    leaderboard: async () =>
      settle<LeaderboardView>(() =>
        leaderboardLoader({
          request: request("GET", `/fun-zone/api/${gameId}/leaderboard`),
          context: routeContext({ user }),
          params: { gameId },
        } as never),
      ),
  };
}

const bank = (gameId: string, level: number): Question[] =>
  findGame(gameId)?.levels.find((candidate) => candidate.level === level)?.questions ?? [];

/**
 * The right answer for a question as the browser saw it, looked up by its text the way a tester would
 * (abacus questions share their wording, so the beads tell them apart).
 */
function rightAnswer(gameId: string, level: number, text: string, seen?: PublicQuestion): string {
  const question = bank(gameId, level).find(
    (candidate) =>
      candidate.question === text &&
      (seen?.abacus?.mode !== "read" || JSON.stringify(candidate.abacus?.rods) === JSON.stringify(seen.abacus.rods)),
  );
  if (!question) throw new Error(`no question "${text}"`);
  return question.answer;
}

async function playLevel(player: ReturnType<typeof client>, gameId = "math", wrongAt: number[] = []) {
  const started = await player.post<AttemptView>({ intent: "start" });
  expect(started.status).toBe(200);
  const attempt = started.body;
  let last: AnswerResult | undefined;
  let earned = 0;
  for (const question of attempt.questions) {
    if (!wrongAt.includes(question.index)) earned += question.points;
    const answer = wrongAt.includes(question.index)
      ? "definitely wrong"
      : rightAnswer(gameId, attempt.level, question.question, question);
    const reply = await player.post<AnswerResult>({
      intent: "answer",
      attemptId: attempt.attemptId,
      index: question.index,
      answer,
    });
    expect(reply.status).toBe(200);
    last = reply.body;
  }
  return { attempt, last: last as AnswerResult, earned };
}

describe("Fun Zone game server", () => {
  beforeEach(truncateAll);

  it("plays a level for an anonymous player: cookie, no answers sent, progress and board written at the end", async () => {
    const player = client("math");
    const started = await player.post<AttemptView>({ intent: "start" });
    expect(started.cookie).toMatch(/^__player=/);
    expect(started.body.questions).toHaveLength(5);
    for (const question of started.body.questions) {
      expect(question).not.toHaveProperty("answer");
      expect(question).not.toHaveProperty("acceptedAnswers");
    }

    const { last, earned } = await playLevel(player);
    expect(earned).toBeGreaterThanOrEqual(50);
    expect(last).toMatchObject({ correct: true, levelComplete: true, score: earned, nextLevel: { level: 2 } });
    const [progress] = await db().select().from(gameProgress);
    expect(progress).toMatchObject({ gameId: "math", level: 2, score: earned });
    const board = await player.leaderboard();
    // The board is the same for everyone; the player's own tag, which only they are told, marks their row.
    const tag = (await player.state()).body.player.boardTag;
    expect(tag).toBe(last.playerTag);
    expect(board.body.entries).toEqual([{ rank: 1, name: "Anonymous", score: earned, playerTag: tag }]);

    // The next start is level 2 and carries the total on.
    const next = await player.post<AttemptView>({ intent: "start" });
    expect(next.body).toMatchObject({ level: 2, score: earned });
  });

  it("never sends drag-and-drop items in answer order, nor the target of a set-the-abacus question", async () => {
    const draggy = findGame("english")
      ?.levels.flatMap((level) => level.questions)
      .find((question) => question.type === "drag_and_drop");
    expect(draggy).toBeDefined();
    const { publicQuestion } = await import("#app/modules/games/rules.ts");
    const { unpredictable } = await import("#app/modules/games/draws.server.ts");
    for (let i = 0; i < 50; i++) {
      const view = publicQuestion(draggy as Question, 0, unpredictable);
      expect(view.options).not.toEqual(draggy?.options);
      expect([...(view.options ?? [])].sort()).toEqual([...(draggy?.options ?? [])].sort());
    }
    const setter = bank("abacus", 1).find((question) => question.abacus?.mode === "set");
    expect(publicQuestion(setter as Question, 0, unpredictable).abacus).toEqual({
      mode: "set",
      rodCount: setter?.abacus?.rods.length,
    });
  });

  it("resumes the running attempt after a reload instead of starting another", async () => {
    const player = client();
    const first = await player.post<AttemptView>({ intent: "start" });
    const again = await player.post<AttemptView>({ intent: "start" });
    expect(again.body.attemptId).toBe(first.body.attemptId);
    const state = await player.state();
    expect(state.body.openAttempt?.attemptId).toBe(first.body.attemptId);
    expect(state.body.player).toMatchObject({ name: null, signedIn: false, boardTag: expect.any(String) });
  });

  it("ignores a score in the body, refuses the same answer twice, late answers and another player's attempt", async () => {
    const player = client();
    const attempt = (await player.post<AttemptView>({ intent: "start" })).body;
    const question = attempt.questions[0];
    if (!question) throw new Error("no question");
    const answer = rightAnswer("math", 1, question.question);
    const forged = await player.post<AnswerResult>({
      intent: "answer",
      attemptId: attempt.attemptId,
      index: 0,
      answer,
      score: 100000,
      points: 5000,
    });
    expect(forged.body).toMatchObject({ correct: true, score: question.points, pointsAwarded: question.points });

    const twice = await player.post<ApiError>({ intent: "answer", attemptId: attempt.attemptId, index: 0, answer });
    expect(twice).toMatchObject({ status: 409, body: { error: "already_answered" } });

    const stranger = client();
    const stolen = await stranger.post<ApiError>({ intent: "answer", attemptId: attempt.attemptId, index: 1, answer });
    expect(stolen).toMatchObject({ status: 404, body: { error: "attempt_not_found" } });

    await db()
      .update(gameAttempts)
      .set({ deadline: sql`now() - interval '1 second'` })
      .where(eq(gameAttempts.id, attempt.attemptId));
    const late = await player.post<ApiError>({ intent: "answer", attemptId: attempt.attemptId, index: 1, answer });
    expect(late).toMatchObject({ status: 409, body: { error: "time_up" } });

    const [row] = await db().select().from(gameAttempts);
    expect(row?.score).toBe(question.points);
    expect(await db().$count(gameLeaderboard)).toBe(0);
  });

  it("counts one of many simultaneous copies of the same answer", async () => {
    const player = client();
    const attempt = (await player.post<AttemptView>({ intent: "start" })).body;
    const question = attempt.questions[2];
    if (!question) throw new Error("no question");
    const answer = rightAnswer("math", 1, question.question);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        player.post<AnswerResult | ApiError>({ intent: "answer", attemptId: attempt.attemptId, index: 2, answer }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    const [row] = await db().select().from(gameAttempts);
    expect(row?.score).toBe(question.points);
    expect(row?.answers).toEqual([{ index: 2, correct: true }]);
  });

  it("after time runs out, Try Again starts the same level with the score the level began with", async () => {
    const player = client();
    const { earned } = await playLevel(player);
    const attempt = (await player.post<AttemptView>({ intent: "start" })).body;
    const first = attempt.questions[0];
    if (!first) throw new Error("no question");
    await player.post({
      intent: "answer",
      attemptId: attempt.attemptId,
      index: 0,
      answer: rightAnswer("math", 2, first.question),
    });
    await db()
      .update(gameAttempts)
      .set({ deadline: sql`now()` })
      .where(eq(gameAttempts.id, attempt.attemptId));
    const retry = await player.post<AttemptView>({ intent: "start" });
    expect(retry.body.attemptId).not.toBe(attempt.attemptId);
    expect(retry.body).toMatchObject({ level: 2, score: earned, answered: [] });
  });

  it("a wrong answer shows the right one, scores nothing and still moves the level on", async () => {
    const player = client();
    const { attempt, last, earned } = await playLevel(player, "math", [0, 4]);
    expect(last).toMatchObject({ correct: false, pointsAwarded: 0, levelComplete: true, score: earned });
    // As the player is shown it: an order question's numbers spaced out, not as typed.
    const fifth = bank("math", 1).find((question) => question.question === attempt.questions[4]?.question);
    expect(fifth).toBeDefined();
    expect(last.correctAnswer).toBe(fifth ? displayAnswer(fifth) : "");
  });

  it("finishes the last level with no next level, and Play Again From Start resets to level 1, score 0", async () => {
    const player = client("abacus");
    const { last, earned } = await playLevel(player, "abacus");
    expect(last).toMatchObject({ levelComplete: true, nextLevel: null });
    const done = await player.state();
    expect(done.body).toMatchObject({ progress: { level: 2 }, nextLevel: null, levelCount: 1 });
    const refused = await player.post<ApiError>({ intent: "start" });
    expect(refused).toMatchObject({ status: 409, body: { error: "no_level" } });

    const reset = await player.post<GameState>({ intent: "reset" });
    expect(reset.body).toMatchObject({ progress: { level: 1, score: 0 }, nextLevel: { level: 1 } });
    // The board keeps the best score; a replay from zero does not lower it.
    const board = await player.leaderboard();
    expect(board.body.entries[0]?.score).toBe(earned);
  });

  it("keeps exactly the highest of 200 simultaneous level completions for one player", async () => {
    const [user] = await db()
      .insert(users)
      .values({ email: "racer@example.com", passwordHash: "x", fullName: "Rita Racer" })
      .returning();
    if (!user) throw new Error("no user");
    const player: Player = { kind: "user", userId: user.id, name: "Rita Racer" };
    const level = findGame("math")?.levels[0];
    if (!level) throw new Error("no level");
    const questionIds = level.questions.slice(0, 5).map((question) => question.id);
    const lastQuestion = level.questions[4] as Question;
    const starts = Array.from({ length: 200 }, (_, i) => (i * 7919) % 1000);
    const attempts = await db()
      .insert(gameAttempts)
      .values(
        starts.map((score) => ({
          gameId: "math" as const,
          userId: user.id,
          level: 1,
          questionIds,
          answers: [0, 1, 2, 3].map((index) => ({ index, correct: true })),
          scoreAtStart: 0,
          score,
          deadline: sql`now() + interval '1 minute'`,
        })),
      )
      .returning({ id: gameAttempts.id, score: gameAttempts.score });

    const results = await Promise.all(
      attempts.map((attempt) =>
        answerQuestion(player, "math", { attemptId: attempt.id, index: 4, answer: lastQuestion.answer }),
      ),
    );
    expect(results.every((result) => result.levelComplete)).toBe(true);
    const rows = await db().select().from(gameLeaderboard);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.score).toBe(Math.max(...starts) + (lastQuestion.points ?? 10));
  });

  it("names signed-in players by full name or e-mail and shows the top 10 with the player's row marked", async () => {
    const [named, plain] = await db()
      .insert(users)
      .values([
        { email: "asha@example.com", passwordHash: "x", fullName: "Asha Rao" },
        { email: "ben@example.com", passwordHash: "x", fullName: null },
      ])
      .returning();
    const asAuth = (row: typeof named): AuthUser => ({
      id: row?.id ?? "",
      email: row?.email ?? "",
      fullName: row?.fullName ?? null,
      role: "user",
      sessionId: "s",
    });
    const asha = await playLevel(client("abacus", asAuth(named)), "abacus", [0, 1, 2, 3]);
    const ben = client("abacus", asAuth(plain));
    const bens = await playLevel(ben, "abacus");
    for (let i = 0; i < 10; i++) {
      await db()
        .insert(gameLeaderboard)
        .values({ gameId: "abacus", anonPlayerId: crypto.randomUUID(), playerName: `Kid ${i}`, score: 100 + i });
    }
    const board = (await ben.leaderboard()).body.entries;
    expect(board).toHaveLength(10);
    expect(board[0]).toMatchObject({ rank: 1, name: "Kid 9", score: 109 });
    expect(board.map((entry) => entry.name)).not.toContain("Asha Rao");
    const bensTag = (await ben.state()).body.player.boardTag;
    expect(board.find((entry) => entry.playerTag === bensTag)).toBeUndefined();

    await db()
      .delete(gameLeaderboard)
      .where(sql`${gameLeaderboard.score} >= 100`);
    const mine = (await ben.leaderboard()).body.entries;
    expect(mine).toMatchObject([
      { rank: 1, name: "ben@example.com", score: bens.earned, playerTag: bensTag },
      { rank: 2, name: "Asha Rao", score: asha.earned },
    ]);
    expect(mine[1]?.playerTag).not.toBe(bensTag);
  });

  it("asks anonymous players for a kid-safe name of at most 24 characters and renames their board rows", async () => {
    const player = client("abacus");
    await playLevel(player, "abacus");
    const rude = await player.post<ApiError>({ intent: "name", name: "fuck" });
    expect(rude).toMatchObject({ status: 400, body: { error: "invalid_name" } });
    const long = await player.post<ApiError>({ intent: "name", name: "A".repeat(25) });
    expect(long).toMatchObject({ status: 400, body: { error: "invalid_name" } });
    const named = await player.post({ intent: "name", name: "  Zara   the  Great " });
    expect(named.body).toMatchObject({ name: "Zara the Great", signedIn: false });
    expect((await player.leaderboard()).body.entries[0]?.name).toBe("Zara the Great");
    expect((await player.state()).body.player.name).toBe("Zara the Great");

    const shy = client("abacus");
    expect((await shy.post({ intent: "name", name: "   " })).body).toMatchObject({
      name: "Anonymous",
      signedIn: false,
    });
  });

  it("answers bad requests with 400 and unknown games with 404, never 500", async () => {
    const player = client();
    expect((await player.post("not json")).status).toBe(400);
    expect((await player.post({ intent: "score", score: 10 })).status).toBe(400);
    expect((await player.post({ intent: "answer", attemptId: "nope", index: 0, answer: "1" })).status).toBe(400);
    expect((await client("chess").post({ intent: "start" })).status).toBe(404);
    expect((await client("chess").leaderboard()).status).toBe(404);
    const board = await loadLeaderboard("math");
    expect(board).toEqual({ gameId: "math", entries: [] });
  });
});
