import { cachified, type CacheEntry, type CreateReporter } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import { contentVersion, leaderboardVersion } from "./change-feed.server.ts";
import { logger } from "./logger.server.ts";

type Versioned = { version: number | null; value: unknown };

const entries = new LRUCache<string, CacheEntry<Versioned>>({ max: 500 });
const FALLBACK_LOG_EVERY_MS = 10_000;
const lastFallbackLog = new Map<string, number>();

/** Says so (once in a while per key) when a page was drawn from the last good value because Postgres failed. */
const reportFallback: CreateReporter<Versioned> =
  ({ key }) =>
  (event) => {
    if (event.name !== "getFreshValueCacheFallback") return;
    const now = Date.now();
    if (now - (lastFallbackLog.get(key) ?? 0) < FALLBACK_LOG_EVERY_MS) return;
    lastFallbackLog.set(key, now);
    logger.warn({ key }, "the database did not answer; serving the last good value");
  };

/**
 * A read that public pages make on every view, kept in memory while `version` (from the change feed) says
 * the data behind it is unchanged. With the version unknown (null) the database is asked every time.
 * When the database does not answer, the last good value is served, so an outage of a few seconds does
 * not turn pages into errors. Concurrent misses share one query.
 */
export async function cachedRead<T>(key: string, version: number | null, read: () => PromiseLike<T>): Promise<T> {
  const cached = entries.get(key);
  const upToDate = version !== null && cached?.value.version === version;
  const result = await cachified<Versioned>(
    {
      key,
      cache: entries,
      forceFresh: !upToDate,
      fallbackToCache: true,
      async getFreshValue() {
        return { version, value: await read() };
      },
    },
    reportFallback,
  );
  return result.value as T;
}

/** Public content (site content, programs, FAQs…): fresh until an edit raises the content version. */
export function cachedContent<T>(key: string, read: () => PromiseLike<T>): Promise<T> {
  return cachedRead(`content:${key}`, contentVersion(), read);
}

/** A game's top of the board: fresh until one of its rows changes. */
export function cachedLeaderboard<T>(gameId: string, read: () => PromiseLike<T>): Promise<T> {
  return cachedRead(`leaderboard:${gameId}`, leaderboardVersion(gameId), read);
}

export function clearHotCache(): void {
  entries.clear();
}
