import { useEffect, useEffectEvent, useRef } from "react";
import type { GameState } from "../protocol.ts";
import type { GameApi } from "./game-api.ts";

/**
 * The page a child opens may be the one kept for everyone, drawn for a visitor who has not played: once running,
 * their own progress (level, score, board name) is asked of the game API, and taken unless they have pressed
 * something. Start Level waits for it (`settle`), so a child who has played is not asked for a name again.
 */
export function useOwnProgress(
  api: GameApi,
  initialState: GameState,
  interacted: boolean,
  onLoaded: (state: GameState) => void,
) {
  const progress = useRef<{ asking: Promise<unknown> | null; known: GameState | null }>({
    asking: null,
    known: null,
  });
  const take = useEffectEvent((state: GameState) => {
    if (interacted || state.player.name === null) return;
    onLoaded(state);
  });
  useEffect(() => {
    if (initialState.player.name !== null) return;
    const own = progress.current;
    own.asking = api.state().then((outcome) => {
      own.asking = null;
      if (!outcome.ok) return;
      own.known = outcome.data;
      take(outcome.data);
    });
  }, [api, initialState.player.name]);

  return {
    /** The request still on its way, if any: a press that needs the player's own progress waits for it. */
    pending: () => progress.current.asking,
    /**
     * The player the game API described, once: it may be known but not drawn yet, when a press comes between the
     * two.
     */
    takeKnownPlayer: (): GameState["player"] | null => {
      const own = progress.current;
      const player = own.known?.player ?? null;
      own.known = null;
      return player;
    },
  };
}
