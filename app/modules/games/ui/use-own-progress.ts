import { useEffect, useEffectEvent, useRef } from "react";
import type { GameState } from "../protocol.ts";
import type { GameApi } from "./game-api.ts";

/**
 * The page a child opens may be the one kept for everyone, drawn for a visitor who has not played: once running,
 * their own progress (level, score, board name) is asked of the game API and handed to `take`. The answer still
 * on its way (`asking`) and the one that came (`known`) let Start Level wait for it: a child who has played is
 * not asked for a name again.
 */
export function useOwnProgress(api: GameApi, initialState: GameState, take: (state: GameState) => void) {
  const ownProgress = useRef<{ asking: Promise<unknown> | null; known: GameState | null }>({
    asking: null,
    known: null,
  });
  const takeOwnProgress = useEffectEvent(take);
  useEffect(() => {
    if (initialState.player.name !== null) return;
    const own = ownProgress.current;
    own.asking = api.state().then((outcome) => {
      own.asking = null;
      if (!outcome.ok) return;
      own.known = outcome.data;
      takeOwnProgress(outcome.data);
    });
  }, [api, initialState.player.name]);
  return ownProgress;
}
