/*
 * The board-name dialog as a pure reducer: a player who has never played is asked for a name before their first
 * level (and the level starts once the dialog closes); anyone can change it later. A name that may not go on the
 * boards is kept for the player alone, and the dialog stays open to pick the name the boards show.
 */

export type NameDialogState = {
  open: boolean;
  /** Asked once already on this page: Start Level does not ask again. */
  asked: boolean;
  /** The level to start when the dialog closes. */
  startAfter: boolean;
  pending: boolean;
  error: string | null;
  /** The board names on offer after a name that may not go on the boards. */
  suggestions: string[];
  /** The typed name was kept privately: the player now picks a board name. */
  picking: boolean;
};

export type NameDialogEvent =
  | { type: "opened"; thenStart: boolean }
  | { type: "saving" }
  | { type: "keptPrivate"; suggestions: string[] }
  | { type: "refused"; error: string; suggestions: string[] }
  | { type: "saveEnded" }
  | { type: "closed" };

export const initialNameDialog: NameDialogState = {
  open: false,
  asked: false,
  startAfter: false,
  pending: false,
  error: null,
  suggestions: [],
  picking: false,
};

export function nameDialogFlow(state: NameDialogState, event: NameDialogEvent): NameDialogState {
  switch (event.type) {
    case "opened":
      return { ...state, open: true, startAfter: event.thenStart, error: null, suggestions: [], picking: false };
    case "saving":
      return { ...state, pending: true, error: null };
    case "keptPrivate":
      return { ...state, pending: false, picking: true, suggestions: event.suggestions };
    case "refused":
      return { ...state, pending: false, error: event.error, suggestions: event.suggestions };
    case "saveEnded":
      return { ...state, pending: false };
    case "closed":
      return { ...state, open: false, asked: true };
  }
}
