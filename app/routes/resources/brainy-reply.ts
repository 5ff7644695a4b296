import type { Route } from "./+types/brainy-reply";
import {
  answerQuestion,
  checkBrainyRateLimit,
  REPLY_TIMEOUT_MS,
  tooManyQuestionsMessage,
} from "#app/modules/brainy/answer.server.ts";
import { ReplyRequestSchema } from "#app/modules/brainy/reply-request.ts";
import { replyStreamResponse } from "#app/modules/brainy/reply-stream.server.ts";
import { brainyTexts } from "#app/modules/brainy/texts.ts";
import { logger } from "#app/server/logger.server.ts";
import { readJson, UnreadableBody } from "#app/server/request-body.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";

/** Far more than a question and the few earlier messages the chat sends. */
const MAX_BODY_BYTES = 256 * 1024;

const failure = (status: number, error: string, headers?: HeadersInit) =>
  Response.json({ error }, { status, headers: { "Cache-Control": "no-store", ...headers } });

/**
 * POST /brainy-chat/reply with JSON `{ message, history: [{ sender: "user" | "bot", text }] }`.
 * Answers with Brainy's reply streamed as NDJSON (see reply-events.ts). Before the stream starts, problems
 * are JSON `{ error }` with a status: 400 bad input, 413 too large, 429 too many questions (Retry-After),
 * 502 when the reply could not be started.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return failure(405, "Please send questions with POST.", { Allow: "POST" });
  let body: unknown;
  try {
    body = await readJson(request, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof UnreadableBody)) throw error;
    return failure(
      error.status,
      error.status === 413 ? "That message is too long." : "Please send the question as JSON.",
    );
  }
  const parsed = ReplyRequestSchema.safeParse(body);
  if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? brainyTexts.emptyMessage);

  const limit = await checkBrainyRateLimit(context.get(requestInfoContext).clientIp);
  if (!limit.allowed) {
    return failure(429, tooManyQuestionsMessage(limit.retryAfterSeconds), {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }

  try {
    const reply = await answerQuestion({
      question: parsed.data.message,
      history: parsed.data.history,
      // The visitor leaving, or the reply taking too long, ends the work upstream too.
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(REPLY_TIMEOUT_MS)]),
    });
    return replyStreamResponse(reply);
  } catch (error) {
    logger.error({ err: error }, "a Brainy reply could not be started");
    return failure(502, brainyTexts.errorBotMessage);
  }
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
