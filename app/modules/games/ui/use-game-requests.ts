import { useReducer } from "react";
import type { ApiError } from "../protocol.ts";
import { connectionProblem, type ApiOutcome } from "./game-api.ts";
import { initialRequestState, requestFlow } from "./request-flow.ts";

/**
 * The island's requests to the game API (`requestFlow`): `send` makes one, hands the game's own refusals to
 * `onRefused` and turns anything else into a problem to retry, shown on the screen it was sent from.
 */
export function useGameRequests(currentScreen: string) {
  const [requests, dispatch] = useReducer(requestFlow, initialRequestState);

  async function send<T>(
    call: () => Promise<ApiOutcome<T>>,
    onDone: (data: T) => void,
    onRefused?: (error: ApiError) => boolean,
  ): Promise<void> {
    dispatch({ type: "sent" });
    const outcome = await call();
    dispatch({ type: "answered" });
    if (outcome.ok) {
      onDone(outcome.data);
      return;
    }
    if (outcome.error && onRefused?.(outcome.error)) return;
    dispatch({
      type: "failed",
      problem: {
        message: outcome.error?.message ?? connectionProblem,
        retry: () => void send(call, onDone, onRefused),
        screen: currentScreen,
      },
    });
  }

  return {
    ...requests,
    send,
    interacted: requests.interacted,
    markInteracted: () => dispatch({ type: "interacted" }),
    setWaiting: (pending: boolean) => dispatch({ type: "waiting", pending }),
    say: (notice: string) => dispatch({ type: "noticed", notice }),
  };
}
