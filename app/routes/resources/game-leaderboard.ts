import { data } from "react-router";
import type { Route } from "./+types/game-leaderboard";
import { loadLeaderboard } from "#app/modules/games/boards.server.ts";
import { GameIdSchema } from "#app/modules/games/game-ids.ts";

export async function loader(args: Route.LoaderArgs) {
  const gameId = GameIdSchema.safeParse(args.params.gameId);
  if (!gameId.success) throw data({ error: "bad_request", message: "There is no such game." }, { status: 404 });
  // Reached when the board's version is unknown (the change feed is down); otherwise the server sends the board
  // from stored bytes (server/stored-bytes). Read fresh, so never stored.
  return data(await loadLeaderboard(gameId.data), { headers: { "Cache-Control": "no-store" } });
}
