import { checkRateLimits, type RateLimitResult } from "#app/server/rate-limit.server.ts";
import type { GameLimit } from "./limits.ts";

/** Counts one start, reset or rename against its limits for this player and for this client address. */
export function hitGameLimit(limit: GameLimit, playerId: string, clientIp: string): Promise<RateLimitResult> {
  return checkRateLimits([
    { key: `game-${limit.action}:player:${playerId}`, limit: limit.perPlayer, windowSeconds: limit.windowSeconds },
    { key: `game-${limit.action}:ip:${clientIp}`, limit: limit.perAddress, windowSeconds: limit.windowSeconds },
  ]);
}
