import pg from "pg";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

/** The listening connection's name in pg_stat_activity, so operators (and tests) can find it. */
export const CHANGE_FEED_APPLICATION_NAME = "skillsprouts-change-feed";

const CONTENT_CHANNEL = "content_version";
const LEADERBOARD_CHANNEL = "leaderboard";
// A connection that died without closing (a lost network path) is found by the next probe, at most this late.
const PROBE_EVERY_MS = 5_000;
const PROBE_TIMEOUT_MS = 2_000;
const RETRY_DELAYS_MS = [100, 250, 500, 1_000, 2_000];

type FeedState = {
  client: pg.Client | null;
  synced: boolean;
  contentVersion: number;
  /** A counter that only rises: each board's value changes whenever that board may have changed. */
  tick: number;
  boards: Map<string, number>;
  allBoards: number;
  attempt: number;
  timer: NodeJS.Timeout | null;
  probe: NodeJS.Timeout | null;
  stopped: boolean;
};

/**
 * What public pages show, as of the last change this process heard of. Postgres announces every content
 * edit and leaderboard change (the triggers in db/migrations); the versions here are the cache keys of
 * the page cache and the hot reads. While the connection is down they are unknown (null), and callers
 * read from the database instead; after reconnecting, everything cached before is treated as stale.
 */
const holder = globalThis as typeof globalThis & { __changeFeed?: FeedState };

function state(): FeedState | undefined {
  return holder.__changeFeed;
}

/** The content version every cached page and content read is keyed by; null when not known for sure. */
export function contentVersion(): number | null {
  const feed = state();
  return feed?.synced ? feed.contentVersion : null;
}

/** A value that changes whenever a game's leaderboard may have changed; null when not known for sure. */
export function leaderboardVersion(gameId: string): number | null {
  const feed = state();
  if (!feed?.synced) return null;
  return Math.max(feed.boards.get(gameId) ?? 0, feed.allBoards);
}

/**
 * This process has just changed a board: it counts as changed here at once, without waiting for the
 * announcement, so the player who set a score sees it on their very next read.
 */
export function noteLeaderboardChange(gameId: string): void {
  const feed = state();
  if (feed) feed.boards.set(gameId, ++feed.tick);
}

/** This process has just changed every board (staff moderated one): the same, for all of them. */
export function noteAllLeaderboardsChanged(): void {
  const feed = state();
  if (feed) feed.allBoards = ++feed.tick;
}

/**
 * This process has just written content: it reads the new version itself rather than wait for the
 * announcement, so the editor's next page (served by this process) shows the edit.
 */
export async function catchUpContentVersion(): Promise<void> {
  const feed = state();
  if (!feed?.synced || !feed.client) return;
  try {
    const { rows } = await feed.client.query<{ version: number }>("select version from content_version where id = 1");
    feed.contentVersion = Math.max(feed.contentVersion, rows[0]?.version ?? 0);
  } catch {
    // The feed notices a broken connection by itself; until then the announcement still comes.
  }
}

/** Starts listening (once per process); safe to call again. */
export function startChangeFeed(): void {
  if (state() && !state()?.stopped) return;
  const feed: FeedState = {
    client: null,
    synced: false,
    contentVersion: 0,
    tick: 0,
    boards: new Map(),
    allBoards: 0,
    attempt: 0,
    timer: null,
    probe: null,
    stopped: false,
  };
  holder.__changeFeed = feed;
  void connect(feed);
}

export async function stopChangeFeed(): Promise<void> {
  const feed = state();
  if (!feed) return;
  feed.stopped = true;
  feed.synced = false;
  if (feed.timer) clearTimeout(feed.timer);
  if (feed.probe) clearInterval(feed.probe);
  const client = feed.client;
  feed.client = null;
  await client?.end().catch(() => {});
}

/** Resolves once the feed is listening and in step with the database (for start-up and tests). */
export async function changeFeedReady(timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (state()?.synced) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

function onNotification(feed: FeedState, message: pg.Notification) {
  if (message.channel === CONTENT_CHANNEL) {
    const version = Number(message.payload);
    // Announcements arrive in commit order; max() also keeps a late one from moving the version back.
    if (Number.isFinite(version)) feed.contentVersion = Math.max(feed.contentVersion, version);
  } else if (message.channel === LEADERBOARD_CHANNEL) {
    if (message.payload === "*") feed.allBoards = ++feed.tick;
    else feed.boards.set(message.payload ?? "", ++feed.tick);
  }
}

async function connect(feed: FeedState): Promise<void> {
  if (feed.stopped) return;
  const client = new pg.Client({
    connectionString: env().DATABASE_URL,
    application_name: CHANGE_FEED_APPLICATION_NAME,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  feed.client = client;
  client.on("notification", (message) => onNotification(feed, message));
  client.on("error", (error) => lose(feed, client, error));
  client.on("end", () => lose(feed, client, null));
  try {
    await client.connect();
    // Listen first, then read: a change after the read is announced, a change before it is in the read.
    await client.query(`LISTEN ${CONTENT_CHANNEL}`);
    await client.query(`LISTEN ${LEADERBOARD_CHANNEL}`);
    const { rows } = await client.query<{ version: number }>("select version from content_version where id = 1");
    if (feed.client !== client) return;
    feed.contentVersion = Math.max(feed.contentVersion, rows[0]?.version ?? 0);
    // Whatever changed while we were not listening is unknown: every board counts as changed.
    feed.allBoards = ++feed.tick;
    feed.synced = true;
    if (feed.attempt > 0) logger.info("change feed listening again; cached pages and reads are refreshed");
    feed.attempt = 0;
    feed.probe = setInterval(() => void probe(feed, client), PROBE_EVERY_MS);
    feed.probe.unref();
  } catch (error) {
    lose(feed, client, error);
  }
}

/** Confirms the connection still answers, and catches a version whose announcement never arrived. */
async function probe(feed: FeedState, client: pg.Client): Promise<void> {
  if (feed.client !== client || !feed.synced) return;
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = client.query<{ version: number }>("select version from content_version where id = 1");
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("the change feed connection did not answer")), PROBE_TIMEOUT_MS);
    });
    const { rows } = await Promise.race([answer, timeout]);
    const version = rows[0]?.version ?? 0;
    if (feed.client === client && version > feed.contentVersion) {
      logger.warn({ heard: feed.contentVersion, version }, "a content change was not announced; caught up");
      feed.contentVersion = version;
      feed.allBoards = ++feed.tick;
    }
  } catch (error) {
    lose(feed, client, error);
  } finally {
    clearTimeout(timer);
  }
}

/** The connection is gone: versions become unknown until a new connection has listened and re-read them. */
function lose(feed: FeedState, client: pg.Client, error: unknown) {
  if (feed.client !== client) return;
  feed.client = null;
  feed.synced = false;
  if (feed.probe) clearInterval(feed.probe);
  feed.probe = null;
  client.removeAllListeners("end");
  client.on("error", () => {});
  void client.end().catch(() => {});
  if (feed.stopped) return;
  if (feed.attempt === 0) {
    logger.warn({ err: error ?? undefined }, "change feed connection lost; reading versions from the database");
  }
  const delay = RETRY_DELAYS_MS[Math.min(feed.attempt, RETRY_DELAYS_MS.length - 1)] ?? 2_000;
  feed.attempt++;
  feed.timer = setTimeout(() => void connect(feed), delay);
  feed.timer.unref();
}
