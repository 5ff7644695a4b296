import { sql } from "drizzle-orm";
import { db } from "./db.server.ts";
import { pruneRateLimits } from "./housekeeping.server.ts";
import { logger } from "./logger.server.ts";

// About one hit in 500 also clears out finished windows, so keys such as per-visitor view counts do not pile up
// between nightly runs.
const PRUNE_CHANCE = 1 / 500;

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one attempt against `key` in a fixed window and says whether it is within `limit`.
 * One SQL statement, so every app instance shares the count and concurrent hits cannot race.
 */
export async function hitRateLimit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const rows = (
    await db().execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, ceil(extract(epoch from reset_at - now()))::int as retry_after
  `)
  ).rows;
  const row = rows[0] ?? { count: 1, retry_after: windowSeconds };
  if (Math.random() < PRUNE_CHANCE) {
    pruneRateLimits(db()).catch((error: unknown) => logger.warn({ err: error }, "pruning rate limits failed"));
  }
  return { allowed: row.count <= limit, retryAfterSeconds: Math.max(1, row.retry_after) };
}

/**
 * Whether `key` has already reached `limit` in its current window, without counting anything.
 * Used where only failures count (logins), so people who sign in correctly are never slowed down.
 */
export async function peekRateLimit(key: string, limit: number): Promise<RateLimitResult> {
  const rows = (
    await db().execute<{ count: number; retry_after: number }>(sql`
    select count, ceil(extract(epoch from reset_at - now()))::int as retry_after
    from rate_limits where key = ${key} and reset_at > now()
  `)
  ).rows;
  const row = rows[0];
  return row && row.count >= limit
    ? { allowed: false, retryAfterSeconds: Math.max(1, row.retry_after) }
    : { allowed: true, retryAfterSeconds: 0 };
}

/** Forgets a key's count (a sign-in that succeeded clears its own failures). */
export async function clearRateLimit(key: string): Promise<void> {
  await db().execute(sql`delete from rate_limits where key = ${key}`);
}

/** Every rule must pass; the longest wait wins when several are exceeded. */
export async function checkRateLimits(
  rules: { key: string; limit: number; windowSeconds: number }[],
): Promise<RateLimitResult> {
  const results = await Promise.all(rules.map((rule) => hitRateLimit(rule.key, rule.limit, rule.windowSeconds)));
  const blocked = results.filter((result) => !result.allowed);
  return blocked.length === 0
    ? { allowed: true, retryAfterSeconds: 0 }
    : { allowed: false, retryAfterSeconds: Math.max(...blocked.map((result) => result.retryAfterSeconds)) };
}

/** A refusal's status and headers: 429, with when to try again (in seconds) as a client can read it. */
export function tooManyTries(limited: Pick<RateLimitResult, "retryAfterSeconds">): ResponseInit {
  return { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } };
}

export function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1
    ? "Too many attempts. Please wait a minute and try again."
    : `Too many attempts. Please try again in ${minutes} minutes.`;
}
