import { useCallback, useState } from "react";
import type { BoardPeriod, GameState, LeaderboardView } from "../protocol.ts";
import { GameIsland } from "./game-island.tsx";
import { LeaderboardPanel } from "./leaderboard-panel.tsx";

export type ArenaProps = { state: GameState; leaderboard: LeaderboardView; boardPeriod: BoardPeriod };

/** Ids inside the island are made by its own React root; the prefix keeps them apart from the page's. */
export const ARENA_ID_PREFIX = "arena-";

/** The game of the selected tab and its leaderboard, which loads again whenever the board may have changed. */
export function FunZoneArena({ state, leaderboard, boardPeriod }: ArenaProps) {
  const [boardChanges, setBoardChanges] = useState(0);
  // A new player gets their tag with their first answer; the board marks their row from then on.
  const [playerTag, setPlayerTag] = useState(state.player.boardTag);
  const countBoardChange = useCallback((tag: string | null) => {
    setPlayerTag(tag);
    setBoardChanges((count) => count + 1);
  }, []);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <GameIsland initialState={state} onBoardChange={countBoardChange} />
      <div className="lg:sticky lg:top-24">
        <LeaderboardPanel
          initial={leaderboard}
          initialPeriod={boardPeriod}
          refreshSignal={boardChanges}
          playerTag={playerTag}
        />
      </div>
    </div>
  );
}
