import { beforeEach, describe, expect, it } from "vitest";
import { action, headers, loader } from "#app/routes/fun-zone-progress.tsx";
import { db } from "#app/server/db.server.ts";
import { gamePlayers } from "#db/schema.ts";
import { truncateAll } from "../support/db.ts";
import { gameClient, playLevel, signedInVisitor } from "../support/game-client.ts";
import { formRequest, routeContext } from "../support/route-context.ts";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";

const page = (cookie: string | null, user: AuthUser | null = null) =>
  loader({
    request: new Request("http://localhost:3000/fun-zone/progress", { headers: cookie ? { Cookie: cookie } : {} }),
    context: routeContext({ user }),
    params: {},
  } as never);

const saveName = async (name: string, cookie: string | null, user: AuthUser | null = null) => {
  try {
    return await action({
      request: formRequest("/fun-zone/progress", { name }, cookie ?? undefined),
      context: routeContext({ user }),
      params: {},
    } as never);
  } catch (thrown) {
    return thrown;
  }
};

type Refusal = {
  data: {
    result: { error: Record<string, string[]>; initialValue: Record<string, string> };
    suggestions: string[];
    picking: boolean;
  };
  init: { status: number } | null;
};

describe("My progress", () => {
  beforeEach(truncateAll);

  it("shows an anonymous player, through their cookie, each game's levels, score, place and recent games", async () => {
    const player = gameClient("abacus");
    const { earned } = await playLevel(player);
    const maths = gameClient("math");
    maths.cookie = player.cookie;
    await playLevel(maths, { wrongAt: [0, 1, 2] });
    const data = await page(player.cookie);
    expect(data.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);
    expect(data.games.map((game) => game.gameId)).toEqual(["math", "english", "words", "abacus", "coding"]);
    const abacus = data.games.find((game) => game.gameId === "abacus");
    expect(abacus).toMatchObject({ levelsPassed: 1, levelCount: 1, score: earned, bestScore: earned, rank: 1 });
    expect(abacus?.recentRuns).toMatchObject([{ level: 1, status: "passed", correctCount: 5, questionCount: 5 }]);
    const math = data.games.find((game) => game.gameId === "math");
    expect(math).toMatchObject({ levelsPassed: 0, score: 0, bestScore: null, rank: null });
    expect(math?.recentRuns).toMatchObject([{ level: 1, status: "failed", correctCount: 2 }]);
    expect(headers({} as never)).toEqual({ "Cache-Control": "private, no-store" });
  });

  it("shows a signed-in player the same on every device, and a visitor who never played an invitation", async () => {
    const user = await signedInVisitor("neha@example.com", "Neha");
    await playLevel(gameClient("abacus", { user }));
    const elsewhere = await page(null, user);
    expect(elsewhere.games.find((game) => game.gameId === "abacus")).toMatchObject({ levelsPassed: 1, rank: 1 });
    expect(elsewhere.signedIn).toBe(true);
    const stranger = await page(null);
    expect(stranger).toMatchObject({ name: null, games: [] });
  });

  it("saves a board name with a plain form post, and refuses one the rule refuses, keeping what was typed", async () => {
    const player = gameClient("abacus");
    await playLevel(player);
    const refused = (await saveName("Site Admin", player.cookie)) as Refusal;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result.error.name?.[0]).toMatch(/someone who works here/);
    expect(refused.data.result.initialValue.name).toBe("Site Admin");

    // Kept for the child alone: the page asks them to pick a board name, with three on offer.
    const kept = (await saveName("Cricket Star 7", player.cookie)) as Refusal;
    expect(kept.init?.status ?? 200).toBe(200);
    expect(kept.data.picking).toBe(true);
    expect(kept.data.suggestions).toHaveLength(3);
    expect(await page(player.cookie)).toMatchObject({ privateName: "Cricket Star 7", nameChosen: false });

    const saved = (await saveName(kept.data.suggestions[1] ?? "", player.cookie)) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/fun-zone/progress#board-name");
    const toast = saved.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    const after = await page(`${player.cookie}; ${toast}`);
    expect(after).toMatchObject({ name: kept.data.suggestions[1], nameChosen: true, saved: true });
    expect(after.privateName).toBe("Cricket Star 7");
    expect((await player.leaderboard()).body.boards["all-time"][0]?.name).toBe(kept.data.suggestions[1]);
  });

  it("lets a visitor choose a name before their first game: the name is theirs when they play", async () => {
    const saved = (await saveName("Ananya", null)) as Response;
    expect(saved.status).toBe(302);
    const cookie =
      saved.headers
        .getSetCookie()
        .find((header) => header.startsWith("__player="))
        ?.split(";")[0] ?? null;
    expect(cookie).not.toBeNull();
    const player = gameClient("abacus");
    player.cookie = cookie;
    expect((await player.state()).body.player).toMatchObject({ name: "Ananya", nameChosen: true });
    expect(await db().$count(gamePlayers)).toBe(1);
  });

  it("refuses an empty name with a reason", async () => {
    const refused = (await saveName("   ", null)) as Refusal;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result.error.name).toEqual(["Please type a name."]);
    expect(await db().$count(gamePlayers)).toBe(0);
  });
});
