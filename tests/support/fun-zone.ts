import { expect, type Page } from "@playwright/test";
import {
  gameApiPath,
  type AnswerResult,
  type ApiError,
  type AttemptView,
  type GameId,
} from "#app/modules/games/protocol.ts";
import latinNames from "#app/modules/games/first-names/latin.json" with { type: "json" };
import { seededDraw } from "./game-draws.ts";

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/**
 * A board name another test's player is unlikely to have (names are unique across the Fun Zone): a first name
 * from the list with a random initial, one of some 200,000, as the board shows it ("Priya S."). CI's retry covers
 * the rare clash.
 */
export const uniqueName = () => `${pick(latinNames)} ${pick([..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"])}.`;

/** Answers a run through the API as a child would, no sooner than each question can be read. */
export async function answerThroughApi(page: Page, gameId: GameId, attempt: AttemptView, answers: readonly string[]) {
  let last: AnswerResult | undefined;
  for (const question of attempt.questions) {
    const data = {
      intent: "answer",
      attemptId: attempt.attemptId,
      index: question.index,
      answer: answers[question.index],
    };
    for (;;) {
      const response = await page.request.post(gameApiPath(gameId), { data });
      if (response.ok()) {
        last = (await response.json()) as AnswerResult;
        break;
      }
      const refusal = (await response.json()) as ApiError;
      expect(refusal.error).toBe("too_soon");
      await page.waitForTimeout((refusal.retryAfterMs ?? 1000) + 50);
    }
  }
  return last;
}

/** A new player's first run of a one-level game, passed through the API with the seed's answers. */
export async function passFirstLevel(page: Page, gameId: GameId): Promise<AnswerResult | undefined> {
  const start = await page.request.post(gameApiPath(gameId), { data: { intent: "start" } });
  expect(start.ok()).toBe(true);
  const attempt = (await start.json()) as AttemptView;
  return answerThroughApi(
    page,
    gameId,
    attempt,
    seededDraw(gameId).map((question) => question.answer),
  );
}
