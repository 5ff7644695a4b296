import { checkRateLimits, type RateLimitResult } from "#app/server/rate-limit.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { recordChatGap } from "./gaps.server.ts";
import { geminiSettingsFromEnv, streamGeminiReply, type GeminiSettings } from "./gemini.server.ts";
import { trimHistory, type ChatTurn } from "./history.ts";
import type { ChatGapKind } from "#db/schema.ts";
import { readTurn } from "./conversation.ts";
import { keylessReply, type KeylessReply } from "./keyless-answer.ts";
import type { Passage } from "./relevance.ts";
import { brainyContent } from "./retrieval.server.ts";

/** How long a whole reply may take before Brainy gives up and says so. */
export const REPLY_TIMEOUT_MS = 20_000;
/** Passages a model sees: the best few, not the whole site. */
const GROUNDING_PASSAGES = 4;

/**
 * A chat is cheap for us offline but not with a model, and a person types one question every few seconds:
 * these limits never slow a real conversation, and stop a script from running up the bill.
 */
const visitorLimits = (clientIp: string) => [
  { key: `brainy:ip:${clientIp}`, limit: 30, windowSeconds: 5 * 60 },
  { key: `brainy:ip-day:${clientIp}`, limit: 300, windowSeconds: 24 * 60 * 60 },
];

export function checkBrainyRateLimit(clientIp: string): Promise<RateLimitResult> {
  return checkRateLimits(visitorLimits(clientIp));
}

export function tooManyQuestionsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `You're asking faster than I can think! Please wait ${minutes <= 1 ? "a minute" : `${minutes} minutes`} and ask me again.`;
}

export type AnswerOptions = {
  question: string;
  history: readonly ChatTurn[];
  signal: AbortSignal;
  /** Defaults to the configured key; null answers from the site's content alone. */
  gemini?: GeminiSettings | null;
};

/**
 * Brainy's reply to a question, as text arriving in pieces. Resolves once the reply has started, so a
 * failure to start can be told apart from one midway. Questions the site cannot answer are kept for staff,
 * apart from questions about something else entirely.
 */
export async function answerQuestion({
  question,
  history,
  signal,
  gemini = geminiSettingsFromEnv(),
}: AnswerOptions): Promise<AsyncIterable<string>> {
  const bounded = trimHistory(history);
  const turn = readTurn(question, bounded);
  const content = await brainyContent();
  const keyless = keylessReply(content, turn);
  if (keyless.kind === "gap") await keepGap(question, "gap");
  if (keyless.kind === "off-topic") await keepGap(question, "off_topic");
  if (!gemini || keyless.kind === "small-talk") return once(keyless.text);

  // With nothing that really answers it, the loosely related passages still help with a follow-up question.
  const passages: Passage[] =
    keyless.passages.length > 0
      ? keyless.passages
      : content.index.find(turn.concepts).passages.filter((passage) => passage.coverage >= 1);
  try {
    return await streamGeminiReply({
      settings: gemini,
      question,
      history: bounded,
      passages: passages.slice(0, GROUNDING_PASSAGES),
      details: content.sources.details,
      language: turn.language,
      signal,
    });
  } catch (error) {
    // The model refused or could not be reached: the site's own answer is still a good one.
    if (signal.aborted) throw error;
    logger.warn({ err: error }, "the model did not answer; Brainy answers from the site's content");
    return once(keyless.text);
  }
}

/** Brainy's own answer from the site's content, with what kind of answer it is (for tests and the evaluation). */
export async function keylessAnswer(question: string, history: readonly ChatTurn[] = []): Promise<KeylessReply> {
  return keylessReply(await brainyContent(), readTurn(question, trimHistory(history)));
}

/** The whole reply as one string, for the page that works without JavaScript. */
export async function collectReply(reply: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const piece of reply) text += piece;
  return text;
}

async function keepGap(question: string, kind: ChatGapKind): Promise<void> {
  try {
    await recordChatGap(question, kind);
  } catch (error) {
    // Losing a note for staff must never cost the visitor their answer.
    logger.warn({ err: error }, "could not record a chat gap");
  }
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}
