import type { NextFunction, Request, Response } from "express";
import { boardBytes, keptBoardBytes } from "#app/modules/games/board-bytes.server.ts";
import { BOARD_PATH } from "#app/modules/games/board-path.ts";
import { logger } from "#app/server/logger.server.ts";
import { gameIds, type GameId } from "#db/schema/games.ts";
import { sendStored } from "./send-stored.ts";

const isGameId = (value: string): value is GameId => (gameIds as readonly string[]).includes(value);

/**
 * The fast path for a game's board, mounted before everything else: the board is the same for every player
 * (each marks their own row in the browser), so it is sent as stored bytes while its version is unchanged, and
 * read once per change. With the change feed down, the route behind answers from the database.
 */
export function serveLeaderboardFromCache(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const gameId = BOARD_PATH.exec(req.path)?.[1];
  if (!gameId || !isGameId(gameId)) return next();
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
