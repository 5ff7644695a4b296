/*
 * What the game island says about its requests to the game API, as a pure reducer: whether one is on its way, the
 * problem to retry when one failed without a game reason, a notice after the page was brought up to date, and
 * whether the player has pressed anything yet (focus follows new screens only after that, never on first load).
 */

/** A request that failed without a game reason: said plainly, with a way to send it again. */
export type Problem = { message: string; retry: () => void; screen: string };

export type RequestState = {
  pending: boolean;
  problem: Problem | null;
  notice: string | null;
  interacted: boolean;
};

export type RequestEvent =
  | { type: "interacted" }
  | { type: "sent" }
  | { type: "waiting"; pending: boolean }
  | { type: "answered" }
  | { type: "failed"; problem: Problem }
  | { type: "noticed"; notice: string };

export const initialRequestState: RequestState = { pending: false, problem: null, notice: null, interacted: false };

export function requestFlow(state: RequestState, event: RequestEvent): RequestState {
  switch (event.type) {
    case "interacted":
      return state.interacted ? state : { ...state, interacted: true };
    case "sent":
      // A new request clears what the last one said.
      return { pending: true, problem: null, notice: null, interacted: true };
    case "waiting":
      return { ...state, pending: event.pending };
    case "answered":
      return { ...state, pending: false };
    case "failed":
      return { ...state, pending: false, problem: event.problem };
    case "noticed":
      return { ...state, notice: event.notice };
  }
}
