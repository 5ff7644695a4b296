import { useCallback, useState } from "react";
import type { Route } from "./+types/fun-zone";
import { loadGameState, loadLeaderboard } from "#app/modules/games/play.server.ts";
import { GameIsland } from "#app/modules/games/ui/game-island.tsx";
import { GameTabList } from "#app/modules/games/ui/game-tab-list.tsx";
import { gameIdFromParam } from "#app/modules/games/ui/game-tabs.ts";
import { LeaderboardPanel } from "#app/modules/games/ui/leaderboard-panel.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";

const title = "Fun Zone";
const description =
  "Five quiz games for maths, grammar, words, abacus and coding, each with a global top-10 leaderboard.";
const intro = "Pick a game, beat the clock and climb the leaderboard. Every level is a new challenge!";

/** The game named by `?game=` (Math when missing or unknown), as this player left it, and its leaderboard. */
export async function loader(args: Route.LoaderArgs) {
  const gameId = gameIdFromParam(new URL(args.request.url).searchParams.get("game"));
  const [state, leaderboard] = await Promise.all([loadGameState(args, gameId), loadLeaderboard(args, gameId)]);
  return { gameId, state, leaderboard };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta({
    matches,
    location,
    title: loaderData && loaderData.gameId !== "math" ? `${title}: ${loaderData.state.title}` : title,
    description,
  });

export default function FunZone({ loaderData }: Route.ComponentProps) {
  const { gameId, state, leaderboard } = loaderData;
  // Counts finished levels; each one tells the leaderboard to load again.
  const [levelEnds, setLevelEnds] = useState(0);
  const countLevelEnd = useCallback(() => setLevelEnds((count) => count + 1), []);

  return (
    <div className="bg-gradient-to-b from-sky-50 via-white to-amber-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">{intro}</p>
        </div>
        <div className="mt-8">
          <GameTabList current={gameId} />
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <GameIsland key={gameId} initialState={state} onLevelEnd={countLevelEnd} />
          <div className="lg:sticky lg:top-24">
            <LeaderboardPanel key={gameId} initial={leaderboard} refreshSignal={levelEnds} />
          </div>
        </div>
      </div>
    </div>
  );
}
