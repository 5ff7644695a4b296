/**
 * Stored bytes: everything the server sends as bytes kept ready, with their compressed forms and their headers
 * prepared once. The build's files (hashed assets, the public files), anonymous page views kept for the current
 * content version (docs/decisions/007), and the games' boards. One function answers them, `serveStoredBytes`,
 * called twice at most per request, with the same code each time:
 *
 *   request ──► http.createServer callback (server/main.ts), before any framework
 *                 │
 *                 ▼
 *               serveStoredBytes, first pass ──────────────────────────────► stored bytes sent
 *                 │  · a build file: from memory (Cache-Control: a year if hashed, else an hour)
 *                 │  · a game's board: kept bytes, or read once per change
 *                 │  · a page, anonymous, current content version known (the change feed): kept bytes,
 *                 │    a form token in the headers for a new visitor on a lead form's page
 *                 │ nothing kept (a miss, a visit from a campaign link, the feed down, a signed-in visitor)
 *                 ▼
 *               Express: compression ─► server/app.ts: request id, access log, body guard,
 *                 │                      lead-source cookie, form token, security headers, origin check
 *                 ▼
 *               serveStoredBytes, second pass (same function, mounted in the pipeline) ──► stored bytes sent
 *                 │  · the page for the current version (the cookies just given go with it)
 *                 │  · feed down: the version read from the database; that failing too, the last good page
 *                 │    (X-Html-Cache: stale, from this process or the copy any worker kept on disk)
 *                 │ a miss: the response is watched, and kept if it turns out shareable (capture.ts)
 *                 ▼
 *               React Router renders the page
 *
 * Every answer goes through `sendStored` (send.ts): 304 when the client's copy is current (`fresh`), else the
 * form the client accepts (`negotiator`: br, gzip, identity, with q-values), HEAD without a body; content types
 * come from `mime-types` (files.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Response } from "express";
import { formTokenCookieFor } from "#app/modules/forms/submission-key.server.ts";
import { boardBytes, keptBoardBytes } from "#app/modules/games/board-bytes.server.ts";
import { BOARD_PATH } from "#app/modules/games/board-path.ts";
import { sourceOfLanding } from "#app/modules/leads/lead-source.ts";
import { contentVersion } from "#app/server/change-feed.server.ts";
import { currentContentVersion, findPage, lastGoodPage } from "#app/server/html-cache.server.ts";
import { logger } from "#app/server/logger.server.ts";
import type { StoredResponse } from "#app/server/stored-response.server.ts";
import { gameIds, type GameId } from "#db/schema/games.ts";
import { captureShareable } from "./capture.ts";
import { storedFiles } from "./files.ts";
import { sendStored } from "./send.ts";

export type ServeStoredBytes = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The header that says a page came from the cache, as `sendStored` takes it. */
const FROM_CACHE = { hit: ["x-html-cache", "hit"], stale: ["x-html-cache", "stale"] } as const;

/**
 * The content version a first pass asked the page cache for and did not answer, kept on the request (Express's is
 * the same object) for the second pass. Only a request that goes on gets it: a property added to every request
 * would give Node's own HTTP code two shapes of request to handle on its hottest path.
 */
const ASKED_AT = Symbol("stored bytes asked at");
type Asked = IncomingMessage & { [ASKED_AT]?: number };

/** Whether the request is still before any framework: Express gives every request it handles `originalUrl`. */
const beforeExpress = (req: IncomingMessage) =>
  (req as IncomingMessage & { originalUrl?: string }).originalUrl === undefined;

/** Read once: `process.env` is a call into Node's C++ on every read. */
const DEVELOPMENT = process.env.NODE_ENV === "development";

/** Cookies that make a page this visitor's: a session, a toast to show. */
const PERSONAL_COOKIES = /(^|;\s*)(__session|toast)=/;

const pathOf = (url: string) => {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
};

const isGameId = (value: string): value is GameId => (gameIds as readonly string[]).includes(value);

/**
 * A page view that may be answered from the shared cache: anonymous (no session, no toast). A Fun Zone player
 * counts as anonymous: the page shows no one's progress, which the game's island asks for.
 */
function mayShare(req: IncomingMessage, path: string): boolean {
  return !DEVELOPMENT && !path.endsWith(".data") && !PERSONAL_COOKIES.test(req.headers.cookie ?? "");
}

/**
 * The one entry point: a function that answers a GET or HEAD from stored bytes when there are some, and
 * otherwise hands the request on (`next`). `clientDir` is the built client (its files are read once, now); none
 * in development, where Vite serves them.
 */
export function storedBytes(clientDir: string | null): ServeStoredBytes {
  const files = clientDir ? storedFiles(clientDir) : new Map<string, StoredResponse>();
  return function serveStoredBytes(req, res, next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const first = beforeExpress(req);
    const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/";
    const path = pathOf(url);
    const file = files.get(path);
    if (file) return sendStored(req, res, file);
    const gameId = BOARD_PATH.exec(path)?.[1];
    if (gameId && isGameId(gameId)) return first ? serveBoard(req, res, next, gameId) : next();
    if (!mayShare(req, path)) return next();
    if (first) return servePageFirst(req, res, next, url, path);
    servePageInPipeline(req, res, url).then(
      (answered) => answered || next(),
      (error: unknown) => next(error),
    );
  };
}

/**
 * A game's board is the same for every player (each marks their own row in the browser): its bytes while its
 * version is unchanged, read once per change. With the change feed down it is read every time; with the database
 * down too, the route behind answers.
 */
function serveBoard(req: IncomingMessage, res: ServerResponse, next: () => void, gameId: GameId): void {
  const kept = keptBoardBytes(gameId);
  if (kept) return sendStored(req, res, kept);
  boardBytes(gameId).then(
    (stored) => sendStored(req, res, stored),
    (error: unknown) => {
      logger.warn({ err: error, gameId }, "the leaderboard could not be read for the board cache");
      next();
    },
  );
}

/**
 * Before any framework: the page kept for the current version, known in memory from the change feed. No
 * database query, no rendering, no compression, no log line. A visit that says where the visitor came from
 * (campaign tags, another site's link) goes the long way, where that is kept in a cookie (`rememberLeadSource`).
 */
function servePageFirst(req: IncomingMessage, res: ServerResponse, next: () => void, url: string, path: string): void {
  const referer = req.headers.referer;
  if (
    (referer || url.includes("utm_")) &&
    sourceOfLanding(new URL(url, `http://${req.headers.host}`), referer ?? null)
  ) {
    return next();
  }
  const version = contentVersion();
  if (version === null) return next();
  const page = findPage(url, version);
  if (!page) {
    // Asked once per request: a page past its freshness lets one request through to draw it again.
    (req as Asked)[ASKED_AT] = version;
    return next();
  }
  const formToken = formTokenCookieFor(path, req.headers.cookie ?? null);
  sendStored(req, res, page, formToken ? [...FROM_CACHE.hit, "set-cookie", formToken] : FROM_CACHE.hit);
}

/**
 * In the pipeline, after the cookies are given and the security headers set: with the change feed down, the
 * version is read from the database (and if that fails too, the last good page is served); a miss is rendered as
 * usual and, when entry.server marks it shareable, kept with its compressed forms for the next visitor. Says
 * whether it answered.
 */
async function servePageInPipeline(req: IncomingMessage, res: ServerResponse, url: string): Promise<boolean> {
  let version = contentVersion();
  if (version === null) {
    try {
      version = await currentContentVersion();
    } catch (error) {
      const stale = await lastGoodPage(url);
      reportUnknownVersion(error);
      if (!stale) return false;
      sendStored(req, res, stale, FROM_CACHE.stale);
      return true;
    }
  }
  const page = (req as Asked)[ASKED_AT] === version ? undefined : findPage(url, version);
  if (page) {
    sendStored(req, res, page, FROM_CACHE.hit);
    return true;
  }
  if (isExpressResponse(res)) captureShareable(req.method, res, url, version);
  return false;
}

const isExpressResponse = (res: ServerResponse): res is Response => "locals" in res;

let lastReported = 0;

/** Says so once every few seconds, not on every request, while the database does not answer. */
function reportUnknownVersion(error: unknown) {
  if (Date.now() - lastReported < 10_000) return;
  lastReported = Date.now();
  logger.warn({ err: error }, "content version unknown: serving the last good pages");
}
