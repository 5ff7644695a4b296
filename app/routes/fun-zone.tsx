import type { Route } from "./+types/fun-zone";
import { loadLeaderboard } from "#app/modules/games/boards.server.ts";
import { gameStateOf } from "#app/modules/games/play.server.ts";
import { progressPath } from "#app/modules/games/protocol.ts";
import { renderArena } from "#app/modules/games/ui/arena-html.server.tsx";
import { GameTabList } from "#app/modules/games/ui/game-tab-list.tsx";
import { boardPeriodFromParam, gameIdFromParam } from "#app/modules/games/ui/game-tabs.ts";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticFreshPageHandle } from "#app/modules/site/page-handles.ts";
import { Island } from "#app/islands/island.tsx";

const title = "Fun Zone";
const description =
  "Five quiz games for maths, grammar, words, abacus and coding, each with a global top-10 leaderboard.";
const intro = "Pick a game, beat the clock and climb the leaderboard. Every level is a new challenge!";

/**
 * The game named by `?game=` (Math when missing or unknown) as a visitor who has not played sees it, and its
 * leaderboard: the page is the same for every child, and the game's island brings a player's own progress.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const gameId = gameIdFromParam(params.get("game"));
  const [state, leaderboard] = await Promise.all([gameStateOf(gameId, null), loadLeaderboard(gameId)]);
  const arena = { state, leaderboard, boardPeriod: boardPeriodFromParam(params.get("board")) };
  return { gameId, gameTitle: state.title, arena, arenaHtml: renderArena(arena) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta({
    matches,
    location,
    title: loaderData && loaderData.gameId !== "math" ? `${title}: ${loaderData.gameTitle}` : title,
    description,
  });

/**
 * The page is sent without the framework. The game and its leaderboard are one island: rendered here as a
 * React root of their own and hydrated in the browser by the island's module (`arena-root.tsx`).
 */
export default function FunZone({ loaderData }: Route.ComponentProps) {
  const { gameId, arena, arenaHtml } = loaderData;
  return (
    <div className="bg-gradient-to-b from-sky-50 via-white to-amber-50">
      {/* Compact on a phone, so a child sees the Start Level button without scrolling. */}
      <div className="mx-auto max-w-6xl px-4 py-5 sm:px-6 sm:py-14">
        <div className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mx-auto mt-2 max-w-2xl text-base text-slate-700 sm:mt-3 sm:text-lg">{intro}</p>
          <p className="mt-2 sm:mt-3">
            <a href={progressPath} className="font-semibold text-brand-700 underline underline-offset-4">
              My progress and board name
            </a>
          </p>
        </div>
        <div className="mt-4 sm:mt-8">
          <GameTabList current={gameId} />
        </div>
        <Island name="fun-zone-arena" props={arena} html={arenaHtml} className="mt-4 sm:mt-8" />
      </div>
    </div>
  );
}

// Every child gets the page kept for everyone, its board at most 15 seconds old; a child who has played gets their
// own level and score from the game's island once it runs (GameIsland).
export const handle = staticFreshPageHandle(15);
