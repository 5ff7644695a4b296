/**
 * The Fun Zone against scripted players, on a production app process: scripts that know every answer (here they
 * read them from the database, which is more than any real script could) and send them at machine speed never
 * reach the board, while a child answering at a reading pace does.
 */
import { connect, type Sql } from "../../scripts/pg-sql.ts";
import { describe, expect, it } from "vitest";
import type { AnswerResult, ApiError, AttemptView, LeaderboardView, NameReply } from "#app/modules/games/protocol.ts";
import { CORRECT_FEEDBACK_MS, readingTimeMs } from "#app/modules/games/rules.ts";
import { systemForThisFile } from "../support/app-processes.ts";
import { Visitor } from "../support/visitor.ts";

const system = systemForThisFile();
const GAME = "abacus";
const api = `/fun-zone/api/${GAME}`;
const BOTS = 20;

async function send<T>(player: Visitor, body: unknown): Promise<{ status: number; body: T }> {
  const response = await player.request(api, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The oracle: a run's right answers, straight from the server's own row (more than any real script could know). */
async function answersOf(sql: Sql, attemptId: string): Promise<string[]> {
  const [run] = await sql<
    { questions: { answer: string }[] }[]
  >`select questions from game_attempts where id = ${attemptId}`;
  return (run?.questions ?? []).map((question) => question.answer);
}

describe("scripted players on the Fun Zone board", () => {
  it("20 scripts replaying right answers at machine speed get no board entry; a child at a reading pace does", async () => {
    const sql = connect(system.services.env.DATABASE_URL ?? "", 2);
    try {
      const bot = async (n: number) => {
        const player = new Visitor(system.app.url);
        expect((await send<NameReply>(player, { intent: "name", name: `Robo Racer ${n + 10}` })).status).toBe(200);
        const statuses: number[] = [];
        const began = Date.now();
        const started = await send<AttemptView>(player, { intent: "start" });
        expect(started.status).toBe(200);
        const answers = await answersOf(sql, started.body.attemptId);
        for (const question of started.body.questions) {
          // A script resends at once when refused, as fast as the network lets it.
          for (let tries = 0; tries < 3; tries++) {
            const reply = await send<AnswerResult | ApiError>(player, {
              intent: "answer",
              attemptId: started.body.attemptId,
              index: question.index,
              answer: answers[question.index],
            });
            statuses.push(reply.status);
            if (reply.status === 200) break;
          }
        }
        return { statuses, seconds: (Date.now() - began) / 1000 };
      };
      const scripts = await Promise.all(Array.from({ length: BOTS }, (_, n) => bot(n)));
      // Machine speed: a whole run's answers in a few seconds, where a child needs at least five times as long.
      for (const script of scripts) expect(script.seconds).toBeLessThan(10);
      const statuses = scripts.flatMap((script) => script.statuses);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(BOTS);
      expect((await sql`select count(*)::int as n from game_leaderboard`)[0]?.n).toBe(0);
      expect((await sql`select count(*)::int as n from game_attempts where outcome = 'passed'`)[0]?.n).toBe(0);

      // A child reads each question, answers, and waits for the feedback before the next appears.
      const child = new Visitor(system.app.url);
      await send(child, { intent: "name", name: "Happy Peacock 42" });
      const run = (await send<AttemptView>(child, { intent: "start" })).body;
      const answers = await answersOf(sql, run.attemptId);
      let last: AnswerResult | undefined;
      for (const question of run.questions) {
        await wait(readingTimeMs(question) + 200);
        const reply = await send<AnswerResult>(child, {
          intent: "answer",
          attemptId: run.attemptId,
          index: question.index,
          answer: answers[question.index],
        });
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        last = reply.body;
        await wait(CORRECT_FEEDBACK_MS);
      }
      expect(last?.levelResult?.passed).toBe(true);
      const board = (await (await child.get(`${api}/leaderboard`)).json()) as LeaderboardView;
      expect(board.boards["all-time"].map((entry) => entry.name)).toEqual(["Happy Peacock 42"]);
      expect(board.boards.week.map((entry) => entry.name)).toEqual(["Happy Peacock 42"]);
    } finally {
      await sql.end();
    }
  });

  it("gives one network at most two places on a board, however many identities play from it at the allowed pace", async () => {
    const sql = connect(system.services.env.DATABASE_URL ?? "", 4);
    /** A whole level answered right, each answer as soon as the server takes it: the fastest a script may go. */
    const playPerfectly = async (player: Visitor) => {
      const run = (await send<AttemptView>(player, { intent: "start" })).body;
      const answers = await answersOf(sql, run.attemptId);
      let last: AnswerResult | undefined;
      for (const question of run.questions) {
        await wait(readingTimeMs(question) + 100);
        for (;;) {
          const reply = await send<AnswerResult | ApiError>(player, {
            intent: "answer",
            attemptId: run.attemptId,
            index: question.index,
            answer: answers[question.index],
          });
          if (reply.status === 200) {
            last = reply.body as AnswerResult;
            break;
          }
          await wait(((reply.body as ApiError).retryAfterMs ?? 500) + 20);
        }
        await wait(CORRECT_FEEDBACK_MS);
      }
      return last;
    };
    try {
      await sql`truncate game_leaderboard, game_weekly_scores`;
      // One person, twelve identities (a fresh browser each), one address, all at once.
      const flood = Array.from({ length: 12 }, () => new Visitor(system.app.url, "10.77.0.1"));
      const results = await Promise.all(
        flood.map(async (player, n) => {
          await send(player, { intent: "name", name: `Happy Panda ${n + 20}` });
          return playPerfectly(player);
        }),
      );
      expect(results.every((last) => last?.levelResult?.passed)).toBe(true);
      const rows = await sql<{ n: number }[]>`select count(*)::int as n from game_leaderboard`;
      expect(rows[0]?.n).toBe(2);
      const weekly = await sql<{ n: number }[]>`select count(*)::int as n from game_weekly_scores`;
      expect(weekly[0]?.n).toBe(2);

      // A child elsewhere who then plays perfectly is on both boards.
      const child = new Visitor(system.app.url);
      await send(child, { intent: "name", name: "Kabir" });
      await playPerfectly(child);
      const board = (await (await child.get(`${api}/leaderboard`)).json()) as LeaderboardView;
      for (const entries of [board.boards.week, board.boards["all-time"]]) {
        expect(entries).toHaveLength(3);
        expect(entries.map((entry) => entry.name)).toContain("Kabir");
        expect(entries.filter((entry) => entry.name.startsWith("Happy Panda"))).toHaveLength(2);
      }
    } finally {
      await sql.end();
    }
  });
});
