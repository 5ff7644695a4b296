import { useReducer } from "react";
import type { PlayerView } from "../protocol.ts";
import { connectionProblem, type GameApi } from "./game-api.ts";
import { initialNameDialog, nameDialogFlow } from "./name-dialog-flow.ts";

/**
 * The board-name dialog (`nameDialogFlow`) against the game API: `open` asks for a name (then starting the level
 * when `thenStart`), `save` sends it, `close` closes the dialog and starts the level it was opened for.
 */
export function useNameDialog({
  api,
  onNamed,
  onOpen,
  startLevel,
}: {
  api: GameApi;
  onNamed: (player: PlayerView) => void;
  onOpen: () => void;
  startLevel: () => void;
}) {
  const [dialog, dispatch] = useReducer(nameDialogFlow, initialNameDialog);

  const open = (thenStart: boolean) => {
    onOpen();
    dispatch({ type: "opened", thenStart });
  };

  const close = () => {
    dispatch({ type: "closed" });
    if (dialog.startAfter) startLevel();
  };

  const save = async (name: string, skipped: boolean) => {
    dispatch({ type: "saving" });
    // An empty name keeps the one the player has: a made-up one such as "Clever Otter 42" for a new player.
    const outcome = await api.name(skipped ? "" : name);
    if (outcome.ok) {
      onNamed(outcome.data.player);
      if (outcome.data.outcome === "kept-private") {
        // Kept for the player alone: the dialog stays, to pick the name the boards show.
        dispatch({ type: "keptPrivate", suggestions: outcome.data.suggestions });
        return;
      }
    } else if (!skipped) {
      dispatch({
        type: "refused",
        error: outcome.error?.message ?? connectionProblem,
        suggestions: outcome.error?.suggestions ?? [],
      });
      return;
    }
    dispatch({ type: "saveEnded" });
    // A skipped name that could not be saved is not worth stopping the game for: starting makes one.
    close();
  };

  return { dialog, open, close, save };
}
