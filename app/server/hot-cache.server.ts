import { cachified, type CacheEntry, type CreateReporter } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import { contentVersion, leaderboardVersion } from "./change-feed.server.ts";
import { keepLastGood, readLastGood } from "./last-good-copies.server.ts";
import { logger } from "./logger.server.ts";

type Versioned = { version: number | null; value: unknown };

const entries = new LRUCache<string, CacheEntry<Versioned>>({ max: 500 });
const FALLBACK_LOG_EVERY_MS = 10_000;
const lastFallbackLog = new Map<string, number>();

/** Says so (once in a while per key) when a page was drawn from the last good value because Postgres failed. */
function reportLastGoodValue(key: string) {
  const now = Date.now();
  if (now - (lastFallbackLog.get(key) ?? 0) < FALLBACK_LOG_EVERY_MS) return;
  lastFallbackLog.set(key, now);
  logger.warn({ key }, "the database did not answer; serving the last good value");
}

const reportFallback: CreateReporter<Versioned> =
  ({ key }) =>
  (event) => {
    if (event.name === "getFreshValueCacheFallback") reportLastGoodValue(key);
  };

/** The content version each key's disk copy was last written at, so an unchanged value is written once. */
const keptVersions = new Map<string, number>();

/**
 * A read that public pages make on every view, kept in memory while `version` (from the change feed) says
 * the data behind it is unchanged. With the version unknown (null) the database is asked every time.
 * When the database does not answer, the last good value is served, so an outage does not turn pages into
 * errors: this process's own, or else the copy any worker of the instance kept on disk (`durable`), so a
 * worker started during the outage can still draw the page. Concurrent misses share one query.
 */
export async function cachedRead<T>(
  key: string,
  version: number | null,
  read: () => PromiseLike<T>,
  options: { durable?: boolean } = {},
): Promise<T> {
  const cached = entries.get(key);
  const upToDate = version !== null && cached?.value.version === version;
  try {
    const result = await cachified<Versioned>(
      {
        key,
        cache: entries,
        forceFresh: !upToDate,
        fallbackToCache: true,
        async getFreshValue() {
          const value = await read();
          if (options.durable && version !== null && keptVersions.get(key) !== version) {
            keptVersions.set(key, version);
            void keepLastGood("read", key, value);
          }
          return { version, value };
        },
      },
      reportFallback,
    );
    return result.value as T;
  } catch (error) {
    const kept = options.durable ? await readLastGood<T>("read", key) : undefined;
    if (kept === undefined) throw error;
    reportLastGoodValue(key);
    return kept;
  }
}

/** Public content (site content, programs, FAQs…): fresh until an edit raises the content version. */
export function cachedContent<T>(key: string, read: () => PromiseLike<T>): Promise<T> {
  return cachedRead(`content:${key}`, contentVersion(), read, { durable: true });
}

/** A game's boards for one week: fresh until one of their rows changes (or the week does, which changes the key). */
export function cachedLeaderboard<T>(gameId: string, week: string, read: () => PromiseLike<T>): Promise<T> {
  return cachedRead(`leaderboard:${gameId}:${week}`, leaderboardVersion(gameId), read);
}

export function clearHotCache(): void {
  entries.clear();
}
