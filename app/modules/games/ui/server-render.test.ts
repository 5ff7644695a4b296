import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { GameState, LeaderboardView } from "#app/modules/games/protocol.ts";
import { GameIsland } from "#app/modules/games/ui/game-island.tsx";
import { GameTabList } from "#app/modules/games/ui/game-tab-list.tsx";
import { LeaderboardPanel } from "#app/modules/games/ui/leaderboard-panel.tsx";
import { ReorderList } from "#app/modules/games/ui/reorder-list.tsx";

/*
 * What a visitor without JavaScript gets: the server's HTML of the game, the tabs and the board.
 */

const state = (overrides: Partial<GameState> = {}): GameState => ({
  gameId: "math",
  title: "Math Mayhem",
  levelCount: 3,
  progress: { level: 1, score: 0 },
  nextLevel: {
    level: 1,
    title: "Number Ninjas",
    description: "Add and take away.",
    timeLimit: 60,
    questionCount: 5,
    passMark: 3,
  },
  openAttempt: null,
  player: { name: null, nameChosen: false, signedIn: false, boardTag: null, privateName: null, nameLocked: false },
  ...overrides,
});

const island = (gameState: GameState) =>
  renderToString(createElement(GameIsland, { initialState: gameState, onBoardChange: () => {} }));

/** Text as a reader sees it: tags dropped, React's text separators and entities undone. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("the game on the server", () => {
  it("shows the level intro with a Start Level button that waits for the script", () => {
    const html = island(state());
    expect(text(html)).toContain("Level 1: Number Ninjas");
    expect(text(html)).toContain("Level 1 of 3");
    expect(text(html)).toContain("Time limit 1 minute");
    expect(text(html)).toContain("Questions 5");
    expect(text(html)).toContain("Get 3 of 5 right to pass the level.");
    expect(text(html)).toContain("Score: 0");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*Start Level<\/button>/);
    expect(text(html)).toContain("Playing needs JavaScript.");
  });

  it("offers to continue a level in progress", () => {
    const html = island(
      state({
        openAttempt: {
          attemptId: "a1",
          level: 1,
          deadline: "2030-01-01T00:00:00.000Z",
          secondsLeft: 40,
          questions: [],
          answered: [],
          score: 10,
        },
      }),
    );
    expect(text(html)).toContain("Continue Level");
  });

  it("shows Game Over when every level is done", () => {
    const html = island(state({ nextLevel: null, progress: { level: 4, score: 120 } }));
    expect(text(html)).toContain("Game Over");
    expect(text(html)).toContain("Play Again From Start");
    expect(text(html)).toContain("Your final score is 120");
  });
});

describe("a reorder question on the server", () => {
  const html = renderToString(
    createElement(ReorderList, {
      items: ["sat", "The cat", "on the mat"],
      labelledBy: "question",
      locked: false,
      onChange: () => {},
    }),
  );
  const handles = [...html.matchAll(/<div[^>]*aria-roledescription="sortable item"[^>]*>/g)].map((match) => match[0]);

  it("lists the items in the order sent, named by the question, with their move buttons", () => {
    expect(html).toMatch(/<ol aria-labelledby="question"/);
    expect(text(html)).toMatch(
      /sat Move sat up Move sat down\s+The cat Move The cat up .*on the mat Move on the mat up/,
    );
    expect(handles).toHaveLength(3);
  });

  it("is one tab stop, described by instructions that are in the same HTML", () => {
    expect(handles.map((handle) => /tabindex="(-?\d)"/.exec(handle)?.[1])).toEqual(["0", "-1", "-1"]);
    const describedBy = /aria-describedby="([^"]+)"/.exec(handles[0] ?? "")?.[1] ?? "";
    expect(html).toContain(`id="${describedBy}"`);
    expect(text(html)).toContain("Press Space to pick up an item.");
  });

  it("shows nothing picked up or moved", () => {
    expect(html).not.toContain("aria-pressed");
    expect(html).not.toContain("transform");
  });
});

describe("the leaderboard on the server", () => {
  type Entries = LeaderboardView["boards"]["week"];
  const initial = (week: Entries, allTime: Entries = []): LeaderboardView => ({
    gameId: "math",
    weekStartsOn: "2026-11-23",
    boards: { week, "all-time": allTime },
  });
  const board = (entries: Entries) =>
    text(
      renderToString(
        createElement(LeaderboardPanel, {
          initial: initial(entries),
          initialPeriod: "week",
          refreshSignal: 0,
          playerTag: null,
        }),
      ),
    );

  it("has its heading, subtitle, footer and empty text", () => {
    const html = board([]);
    expect(html).toContain("Global Top 10");
    expect(html).toContain("See who's leading the Fun Zone!");
    expect(html).toContain("Scores are stored globally.");
    expect(html).toContain("No scores yet. Be the first to get on the board!");
  });

  it("lists ranks, names and scores, and marks the row with the player's tag", () => {
    const html = renderToString(
      createElement(LeaderboardPanel, {
        initial: initial([
          { rank: 1, name: "Asha", score: 50, playerTag: "tag-of-asha" },
          { rank: 2, name: "Clever Otter 42", score: 40, playerTag: "tag-of-you" },
        ]),
        initialPeriod: "week",
        refreshSignal: 0,
        playerTag: "tag-of-you",
      }),
    );
    expect(text(html)).toContain("#1 Asha");
    expect(text(html)).toContain("50 points");
    expect(html).toMatch(/<li aria-current="true"[^>]*>.*Clever Otter 42/);
    expect(html).toContain('title="Clever Otter 42"');
    expect(text(html)).toContain("(you)");
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
  });

  it("shows this week's board first, and links to both boards so the choice works without JavaScript", () => {
    const week = [{ rank: 1, name: "Asha", score: 50, playerTag: "a" }];
    const allTime = [{ rank: 1, name: "Kabir", score: 150, playerTag: "k" }];
    const render = (period: "week" | "all-time") =>
      renderToString(
        createElement(LeaderboardPanel, {
          initial: initial(week, allTime),
          initialPeriod: period,
          refreshSignal: 0,
          playerTag: null,
        }),
      );
    const weekHtml = render("week");
    expect(weekHtml.indexOf("This week")).toBeLessThan(weekHtml.indexOf("All time"));
    expect(weekHtml).toContain('href="/fun-zone?game=math"');
    expect(weekHtml).toContain('href="/fun-zone?game=math&amp;board=all-time"');
    expect(weekHtml).toMatch(/aria-current="page"[^>]*>This week/);
    expect(text(weekHtml)).toContain("Asha");
    expect(text(weekHtml)).not.toContain("Kabir");
    const allTimeHtml = render("all-time");
    expect(allTimeHtml).toMatch(/aria-current="page"[^>]*>All time/);
    expect(text(allTimeHtml)).toContain("Kabir");
    expect(text(allTimeHtml)).not.toContain("Asha");
  });
});

describe("the tabs on the server", () => {
  it("are links to each game with the open one marked", () => {
    const router = createMemoryRouter(
      [{ path: "/fun-zone", element: createElement(GameTabList, { current: "words" }) }],
      {
        initialEntries: ["/fun-zone?game=words"],
      },
    );
    const html = renderToString(createElement(RouterProvider, { router }));
    for (const id of ["math", "english", "words", "abacus", "coding"])
      expect(html).toContain(`href="/fun-zone?game=${id}"`);
    expect(html).toMatch(/aria-current="page"[^>]*>.*?Words/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });
});
