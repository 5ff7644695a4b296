import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/game-leaderboard";
import { loadLeaderboard } from "#app/modules/games/play.server.ts";
import { gameIds } from "#db/schema/games.ts";

export async function loader(args: Route.LoaderArgs) {
  const gameId = z.enum(gameIds).safeParse(args.params.gameId);
  if (!gameId.success) throw data({ error: "bad_request", message: "There is no such game." }, { status: 404 });
  // Per player (their row is highlighted) and changing with every game played: never cached.
  return data(await loadLeaderboard(args, gameId.data), { headers: { "Cache-Control": "no-store" } });
}
