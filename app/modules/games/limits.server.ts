import { checkRateLimits, hitRateLimit, peekRateLimit, type RateLimitResult } from "#app/server/rate-limit.server.ts";
import type { GameLimit } from "./limits.ts";
import { networkOf } from "./network.server.ts";

/*
 * A limit is counted per network, before anything is written for the request, and per player once there is one.
 * Counting the network first is what keeps a refused request from leaving a row behind.
 */

const addressRule = (limit: GameLimit, clientIp: string) => ({
  key: `game-${limit.action}:net:${networkOf(clientIp)}`,
  limit: limit.perAddress,
  windowSeconds: limit.windowSeconds,
});

const playerRule = (limit: GameLimit, playerId: string) =>
  limit.perPlayer === null
    ? []
    : [{ key: `game-${limit.action}:player:${playerId}`, limit: limit.perPlayer, windowSeconds: limit.windowSeconds }];

/** Counts one action against its network's limit. */
export function hitAddressLimit(limit: GameLimit, clientIp: string): Promise<RateLimitResult> {
  const rule = addressRule(limit, clientIp);
  return hitRateLimit(rule.key, rule.limit, rule.windowSeconds);
}

/** Counts one action against the player's own limit. */
export function hitPlayerLimit(limit: GameLimit, playerId: string): Promise<RateLimitResult> {
  return checkRateLimits(playerRule(limit, playerId));
}

/** Whether the player (if any) and their network may still do it, counting nothing: for actions counted on success. */
export async function peekGameLimit(
  limit: GameLimit,
  playerId: string | null,
  clientIp: string,
): Promise<RateLimitResult> {
  const rules = [addressRule(limit, clientIp), ...(playerId ? playerRule(limit, playerId) : [])];
  const results = await Promise.all(rules.map((rule) => peekRateLimit(rule.key, rule.limit)));
  const blocked = results.filter((result) => !result.allowed);
  return blocked.length === 0
    ? { allowed: true, retryAfterSeconds: 0 }
    : { allowed: false, retryAfterSeconds: Math.max(...blocked.map((result) => result.retryAfterSeconds)) };
}

/** Counts an action that succeeded against the player's and the network's limits. */
export async function countGameLimit(limit: GameLimit, playerId: string, clientIp: string): Promise<void> {
  await checkRateLimits([addressRule(limit, clientIp), ...playerRule(limit, playerId)]);
}
