import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/game-api";
import { getUser } from "#app/modules/accounts/guards.server.ts";
import { checkPlayerName } from "#app/modules/games/player-name.ts";
import { ensurePlayer, playerView, serializeAnonPlayer } from "#app/modules/games/player.server.ts";
import {
  GameError,
  answerQuestion,
  loadGameState,
  renamePlayer,
  resetProgress,
  startLevel,
} from "#app/modules/games/play.server.ts";
import type { ApiError } from "#app/modules/games/protocol.ts";
import { readJson, UnreadableBody } from "#app/server/request-body.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";
import { hitRateLimit } from "#app/server/rate-limit.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { gameIds, type GameId } from "#db/schema/games.ts";

const GameIdParam = z.enum(gameIds);

/** Every write the game island can make. There is deliberately no way to send a score. */
const Command = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start") }),
  z.object({
    intent: z.literal("answer"),
    attemptId: z.uuid(),
    index: z.int().min(0).max(99),
    answer: z.string().max(500),
  }),
  z.object({ intent: z.literal("reset") }),
  z.object({ intent: z.literal("name"), name: z.string().max(200) }),
]);

// Starting a level writes a row; this keeps a script from filling the table while leaving real play untouched.
const STARTS_PER_MINUTE_PER_IP = 120;

const noStore = { "Cache-Control": "no-store" };
/** The largest command (an answer of 500 characters) with room to spare. */
const MAX_COMMAND_BYTES = 16 * 1024;

function apiError(status: number, error: ApiError["error"], message: string, headers = new Headers(noStore)) {
  return data<ApiError>({ error, message }, { status, headers });
}

function gameIdFrom(params: { gameId: string }): GameId {
  const parsed = GameIdParam.safeParse(params.gameId);
  if (!parsed.success) throw apiError(404, "bad_request", "There is no such game.");
  return parsed.data;
}

export async function loader(args: Route.LoaderArgs) {
  return data(await loadGameState(args, gameIdFrom(args.params)), { headers: noStore });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const gameId = gameIdFrom(params);
  let body: unknown;
  try {
    body = await readJson(request, MAX_COMMAND_BYTES);
  } catch (error) {
    if (!(error instanceof UnreadableBody)) throw error;
    return apiError(error.status, "bad_request", "The request must be a small JSON command.");
  }
  const parsed = Command.safeParse(body);
  if (!parsed.success) return apiError(400, "bad_request", "That request is not one the game understands.");
  const command = parsed.data;

  const { player, setCookie } = await ensurePlayer(request, getUser(context));
  const headers = new Headers(noStore);
  if (setCookie) headers.append("Set-Cookie", setCookie);

  try {
    switch (command.intent) {
      case "start": {
        const limit = await hitRateLimit(
          `game-start:${context.get(requestInfoContext).clientIp}`,
          STARTS_PER_MINUTE_PER_IP,
          60,
        );
        if (!limit.allowed) {
          headers.set("Retry-After", String(limit.retryAfterSeconds));
          return apiError(429, "rate_limited", "Lots of games started from here! Please wait a minute.", headers);
        }
        return data(await startLevel(player, gameId), { headers });
      }
      case "answer":
        return data(await answerQuestion(player, gameId, command), { headers });
      case "reset":
        await resetProgress(player, gameId);
        return data(await loadGameState({ request, context }, gameId, player), { headers });
      case "name": {
        if (player.kind !== "anon") return data(playerView(player, gameId), { headers });
        const checked = checkPlayerName(command.name);
        if (!checked.ok) return apiError(400, "invalid_name", checked.message, headers);
        await renamePlayer(player, checked.name);
        headers.set("Set-Cookie", await serializeAnonPlayer(player.anonId, checked.name));
        return data(playerView({ ...player, name: checked.name }, gameId), { headers });
      }
    }
  } catch (error) {
    if (error instanceof GameError) return apiError(error.status, error.code, error.message, headers);
    logger.error({ err: error, gameId, intent: command.intent }, "game request failed");
    throw error;
  }
}
