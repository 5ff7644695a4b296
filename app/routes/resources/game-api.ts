import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/game-api";
import { getUser } from "#app/modules/accounts/guards.server.ts";
import { nameThePlayer } from "#app/modules/games/names.server.ts";
import { networkKey } from "#app/modules/games/network.server.ts";
import { ensurePlayer, playerView, readPlayer } from "#app/modules/games/player.server.ts";
import { GameError, answerQuestion, loadGameState, resetProgress, startLevel } from "#app/modules/games/play.server.ts";
import { gameLimits } from "#app/modules/games/limits.ts";
import { hitAddressLimit, hitPlayerLimit } from "#app/modules/games/limits.server.ts";
import type { ApiError, NameReply } from "#app/modules/games/protocol.ts";
import type { RateLimitResult } from "#app/server/rate-limit.server.ts";
import { readJson, UnreadableBody } from "#app/server/request-body.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";
import { logger } from "#app/server/logger.server.ts";
import { GameIdSchema, type GameId } from "#app/modules/games/game-ids.ts";

/** Every write the game island can make. There is deliberately no way to send a score. */
const Command = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start"), moreTime: z.boolean().optional() }),
  z.object({
    intent: z.literal("answer"),
    attemptId: z.uuid(),
    index: z.int().min(0).max(99),
    answer: z.string().max(500),
  }),
  z.object({ intent: z.literal("reset") }),
  z.object({ intent: z.literal("name"), name: z.string().max(200) }),
]);

const noStore = { "Cache-Control": "no-store" };
/** The largest command (an answer of 500 characters) with room to spare. */
const MAX_COMMAND_BYTES = 16 * 1024;

function apiError(status: number, error: ApiError["error"], message: string, headers = new Headers(noStore)) {
  return data<ApiError>({ error, message }, { status, headers });
}

function gameIdFrom(params: { gameId: string }): GameId {
  const parsed = GameIdSchema.safeParse(params.gameId);
  if (!parsed.success) throw apiError(404, "bad_request", "There is no such game.");
  return parsed.data;
}

export async function loader(args: Route.LoaderArgs) {
  return data(await loadGameState(args, gameIdFrom(args.params)), { headers: noStore });
}

/** A limit's refusal, saying when to try again, in a child's words. */
function limited(verdict: Pick<RateLimitResult, "retryAfterSeconds">, message: string, headers: Headers) {
  headers.set("Retry-After", String(verdict.retryAfterSeconds));
  return apiError(429, "rate_limited", message, headers);
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
  const user = getUser(context);
  const { clientIp } = context.get(requestInfoContext);
  const headers = new Headers(noStore);

  try {
    switch (command.intent) {
      case "start": {
        // The network's count comes first: a refused start writes nothing, not even a new player.
        const fromHere = await hitAddressLimit(gameLimits.start, clientIp);
        if (!fromHere.allowed) return limited(fromHere, gameLimits.start.refusal, headers);
        const ensured = await ensurePlayer(request, user, clientIp);
        if (!ensured.ok) return limited(ensured, ensured.message, headers);
        for (const cookie of ensured.setCookies) headers.append("Set-Cookie", cookie);
        const byPlayer = await hitPlayerLimit(gameLimits.start, ensured.player.id);
        if (!byPlayer.allowed) return limited(byPlayer, gameLimits.start.refusal, headers);
        return data(await startLevel(ensured.player, gameId, { moreTime: command.moreTime }), { headers });
      }
      case "answer": {
        const player = await readPlayer(request, user);
        if (!player)
          return apiError(404, "attempt_not_found", "That game could not be found. Please start the level again.");
        return data(await answerQuestion(player, gameId, command, { networkKey: networkKey(clientIp) }), { headers });
      }
      case "reset": {
        // A visitor who never played has nothing to reset: nothing is written for them.
        const player = await readPlayer(request, user);
        if (player) {
          const fromHere = await hitAddressLimit(gameLimits.reset, clientIp);
          const verdict = fromHere.allowed ? await hitPlayerLimit(gameLimits.reset, player.id) : fromHere;
          if (!verdict.allowed) return limited(verdict, gameLimits.reset.refusal, headers);
          await resetProgress(player, gameId);
        }
        return data(await loadGameState({ request, context }, gameId, player), { headers });
      }
      case "name": {
        const named = await nameThePlayer({ request, user, clientIp, typed: command.name });
        if (named.kind === "limited") return limited(named, named.message, headers);
        if (named.kind === "refused") {
          const refusal: ApiError = { error: "invalid_name", message: named.message, suggestions: named.suggestions };
          return data(refusal, { status: named.status, headers });
        }
        for (const cookie of named.setCookies) headers.append("Set-Cookie", cookie);
        const reply: NameReply = {
          player: playerView(named.player, gameId),
          outcome: named.kind,
          suggestions: named.suggestions,
        };
        return data(reply, { headers });
      }
    }
  } catch (error) {
    if (error instanceof GameError) {
      if (error.retryAfterMs !== undefined) headers.set("Retry-After", String(Math.ceil(error.retryAfterMs / 1000)));
      return data<ApiError>(error.toJSON(), { status: error.status, headers });
    }
    logger.error({ err: error, gameId, intent: command.intent }, "game request failed");
    throw error;
  }
}
