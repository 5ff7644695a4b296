/**
 * The address of a game's board, as the fast path outside the router reads it (`server/stored-bytes`).
 * It must name the same URLs as the route `fun-zone/api/:gameId/leaderboard` in app/routes.ts: a unit test ties
 * the two.
 */
export const BOARD_PATH = /^\/fun-zone\/api\/([a-z0-9-]+)\/leaderboard$/;
