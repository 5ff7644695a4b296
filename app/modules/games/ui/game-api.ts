import {
  gameApiPath,
  leaderboardPath,
  type AnswerResult,
  type ApiError,
  type ApiErrorCode,
  type AttemptView,
  type GameId,
  type GameState,
  type LeaderboardView,
  type NameReply,
} from "../protocol.ts";

/** A reply from the game API: its data, the server's own error, or no usable reply at all (offline, crash). */
export type ApiOutcome<T> = { ok: true; data: T } | { ok: false; error: ApiError | null; status: number };

export const connectionProblem =
  "We couldn't reach the game just now. Please check your internet connection and try again.";

const errorCodes: readonly ApiErrorCode[] = [
  "time_up",
  "already_answered",
  "too_soon",
  "attempt_not_found",
  "no_level",
  "bad_request",
  "invalid_name",
  "rate_limited",
];

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== "object" || value === null) return false;
  const { error, message } = value as Record<string, unknown>;
  return typeof message === "string" && errorCodes.includes(error as ApiErrorCode);
}

async function callApi<T>(url: string, body?: unknown): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? "GET" : "POST",
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { "Content-Type": "application/json", Accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    return { ok: false, error: null, status: 0 };
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    return { ok: false, error: null, status: response.status };
  }
  if (response.ok) return { ok: true, data: payload as T };
  return { ok: false, error: isApiError(payload) ? payload : null, status: response.status };
}

/** The calls the game island makes, one game at a time. */
export function gameApi(gameId: GameId) {
  const path = gameApiPath(gameId);
  return {
    state: () => callApi<GameState>(path),
    start: (moreTime: boolean) => callApi<AttemptView>(path, { intent: "start", moreTime }),
    answer: (attemptId: string, index: number, answer: string) =>
      callApi<AnswerResult>(path, { intent: "answer", attemptId, index, answer }),
    reset: () => callApi<GameState>(path, { intent: "reset" }),
    name: (name: string) => callApi<NameReply>(path, { intent: "name", name }),
    leaderboard: () => callApi<LeaderboardView>(leaderboardPath(gameId)),
  };
}

export type GameApi = ReturnType<typeof gameApi>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
/** Times an answer the server thought early is sent again, once its wait is over. */
const EARLY_RESENDS = 3;

/**
 * Sends an answer no sooner than `readBy` (in `performance.now()` time): the moment the child could have read
 * the question. The server keeps the same pace on its own clock; should it still find the answer early (after a
 * reload, say), the answer goes again when it says, so a child never sees that refusal.
 */
export async function answerAtReadingPace(
  api: GameApi,
  input: { attemptId: string; index: number; answer: string; readBy: number },
): Promise<ApiOutcome<AnswerResult>> {
  await wait(input.readBy - performance.now());
  let outcome = await api.answer(input.attemptId, input.index, input.answer);
  for (let resends = 0; resends < EARLY_RESENDS && !outcome.ok && outcome.error?.error === "too_soon"; resends++) {
    await wait((outcome.error.retryAfterMs ?? 1000) + 50);
    outcome = await api.answer(input.attemptId, input.index, input.answer);
  }
  return outcome;
}
