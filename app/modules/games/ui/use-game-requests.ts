import { useState } from "react";
import type { ApiError } from "../protocol.ts";
import { connectionProblem, type ApiOutcome } from "./game-api.ts";

/** A request that failed without a game reason: said plainly, with a way to send it again. */
export type Problem = { message: string; retry: () => void; screen: string };

/**
 * The game's requests: one at a time is pending, a failure without a game reason becomes a retryable problem
 * (shown only while its screen is), and the first press marks the player as having interacted, after which focus
 * may follow new screens.
 */
export function useGameRequests(currentScreen: string) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Focus follows new screens only after the player has pressed something; never on the first page load.
  const [interacted, setInteracted] = useState(false);

  /** Sends one request; the game's own refusals go to `onRefused`, anything else becomes a retryable problem. */
  async function send<T>(
    call: () => Promise<ApiOutcome<T>>,
    onDone: (data: T) => void,
    onRefused?: (error: ApiError) => boolean,
  ): Promise<void> {
    setInteracted(true);
    setPending(true);
    setProblem(null);
    setNotice(null);
    const outcome = await call();
    setPending(false);
    if (outcome.ok) {
      onDone(outcome.data);
      return;
    }
    if (outcome.error && onRefused?.(outcome.error)) return;
    setProblem({
      message: outcome.error?.message ?? connectionProblem,
      retry: () => void send(call, onDone, onRefused),
      screen: currentScreen,
    });
  }

  /** Waits for something the press depends on, showing the game as busy meanwhile. */
  async function waitFor(promise: Promise<unknown>): Promise<void> {
    setPending(true);
    await promise;
    setPending(false);
  }

  const visibleProblem = problem && problem.screen === currentScreen ? problem : null;
  return {
    pending,
    problem: visibleProblem,
    notice,
    setNotice,
    interacted,
    markInteracted: () => setInteracted(true),
    send,
    waitFor,
  };
}
