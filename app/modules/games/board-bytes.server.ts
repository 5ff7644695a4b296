import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { leaderboardVersion } from "#app/server/change-feed.server.ts";
import { storedResponse, type StoredResponse } from "#app/server/stored-response.server.ts";
import type { GameId } from "#db/schema/games.ts";
import { readLeaderboard } from "./boards.server.ts";
import { indiaWeekStart } from "./week.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Revalidated on every use (a finished level changes it), never stored by a shared cache.
const CACHE_CONTROL = "no-cache";
const HEADERS = { "content-type": "application/json; charset=utf-8", "x-content-type-options": "nosniff" };

type KeptBoard = { version: number; week: string; stored: StoredResponse };

/** Each game's boards as sent: JSON with its compressed forms, for the board version and week they were read at. */
const boards = new Map<GameId, KeptBoard>();
/** Reads in progress, by game and the version they were started at. */
const building = new Map<string, Promise<StoredResponse>>();

/**
 * The board's bytes while its version (from the change feed) is unchanged; undefined when none are kept for the
 * current version or the version is unknown (the feed is down), and the board must be read.
 */
export function keptBoardBytes(gameId: GameId): StoredResponse | undefined {
  const version = leaderboardVersion(gameId);
  const kept = boards.get(gameId);
  return version !== null && kept?.version === version && kept.week === indiaWeekStart() ? kept.stored : undefined;
}

/**
 * Reads the board and keeps its bytes for the version seen before the read (a change during the read raises the
 * version, so the bytes are read again next time). With the version unknown nothing is kept. Concurrent misses
 * share one read.
 */
export function boardBytes(gameId: GameId): Promise<StoredResponse> {
  const kept = keptBoardBytes(gameId);
  if (kept) return Promise.resolve(kept);
  const version = leaderboardVersion(gameId);
  const week = indiaWeekStart();
  // A read started before the last change would answer with the board as it was: only a read of this version is shared.
  const key = `${gameId}:${week}:${version ?? "unknown"}`;
  const pending = version === null ? undefined : building.get(key);
  if (pending) return pending;
  const build = (async () => {
    const json = Buffer.from(JSON.stringify(await readLeaderboard(gameId)));
    // A board is about a kilobyte: the best levels cost little, once per change.
    const [br, gz] = await Promise.all([
      brotliAsync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      gzipAsync(json, { level: 9 }),
    ]);
    const stored = storedResponse({ identity: json, br, gzip: gz }, HEADERS, CACHE_CONTROL);
    if (version !== null) boards.set(gameId, { version, week, stored });
    return stored;
  })().finally(() => building.delete(key));
  if (version !== null) building.set(key, build);
  return build;
}

export function clearBoardBytes(): void {
  boards.clear();
}
