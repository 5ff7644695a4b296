import { describe, expect, it } from "vitest";
import { gameIds } from "#db/schema/games.ts";
import routes from "#app/routes.ts";
import { BOARD_PATH } from "#app/modules/games/board-path.ts";
import { listedPublicPaths, unlistedShellPaths } from "#app/modules/site/public-paths.ts";

type Entry = { path?: string; file: string; index?: boolean; children?: Entry[] };

/** Every route's full address pattern and file, from the route table itself. */
function routePatterns(entries: readonly Entry[], parent = ""): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.path !== undefined || entry.index ? [{ pattern: pattern || "/", file: entry.file }] : [];
    return [...own, ...routePatterns(entry.children ?? [], pattern)];
  });
}

const patterns = routePatterns(routes as Entry[]);

describe("the one list of public addresses", () => {
  it("names only addresses the route table has, each once", () => {
    const fixed = new Set(patterns.map((route) => route.pattern));
    const listed = [...listedPublicPaths, ...unlistedShellPaths];
    expect(listed.filter((path) => !fixed.has(path))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("reads a game's board at the address the router gives its route", () => {
    const board = patterns.find((route) => route.file === "routes/resources/game-leaderboard.ts");
    expect(board?.pattern).toBe("/fun-zone/api/:gameId/leaderboard");
    for (const gameId of gameIds) {
      expect(BOARD_PATH.exec(board?.pattern.replace(":gameId", gameId) ?? "")?.[1]).toBe(gameId);
    }
    expect(BOARD_PATH.test("/fun-zone/api/math/leaderboard/extra")).toBe(false);
    expect(BOARD_PATH.test("/fun-zone/api/math")).toBe(false);
  });
});
