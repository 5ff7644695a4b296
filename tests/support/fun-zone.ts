import { expect, type Page } from "@playwright/test";
import {
  gameApiPath,
  type AnswerResult,
  type ApiError,
  type AttemptView,
  type GameId,
} from "#app/modules/games/protocol.ts";
import { seededDraw } from "./game-draws.ts";

/**
 * A board name no other test's player has (names are unique across the Fun Zone, and a test may run again):
 * the name with a four-digit number.
 */
export const uniqueName = (name: string) => `${name} ${1000 + Math.floor(Math.random() * 9000)}`;

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
