import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import type { Sql } from "../support/admin-session.ts";
import { expect, test } from "../support/e2e.ts";
import { uniqueName } from "../support/fun-zone.ts";
import { leaderboardPath, type LeaderboardView } from "#app/modules/games/protocol.ts";
import { nameKey } from "#app/modules/games/board-name.ts";

/*
 * The back office's Fun Zone boards, with JavaScript on and off: staff keep what children see fit for them, and
 * every public surface (the boards' JSON and the Fun Zone page kept for everyone) shows it at once.
 */

/** A player on the coding boards with a score no real player of these tests reaches, so they show in the top 10. */
async function playerOnTheBoard(database: Sql, name: string) {
  const id = randomUUID();
  const firstName = name.split(" ")[0] ?? name;
  await database`insert into game_players (id, name, name_key, given_name_key, name_chosen, browser_key)
    values (${id}, ${name}, ${nameKey(name)}, ${nameKey(firstName)}, true, ${randomUUID()})`;
  const score = 900000 + Math.floor(Math.random() * 1000);
  await database`insert into game_leaderboard (game_id, player_id, score, network_key)
    values ('coding', ${id}, ${score}, ${`e2e-${id}`})`;
  await database`insert into game_weekly_scores (game_id, player_id, score, network_key, week_start)
    values ('coding', ${id}, ${score}, ${`e2e-${id}`}, (now() at time zone 'Asia/Kolkata')::date - (extract(isodow from (now() at time zone 'Asia/Kolkata'))::int - 1))`;
}

async function publicNames(request: APIRequestContext) {
  const board = (await (await request.get(leaderboardPath("coding"))).json()) as LeaderboardView;
  return [...board.boards.week, ...board.boards["all-time"]].map((entry) => entry.name);
}

/** The Fun Zone page as any visitor gets it: the copy kept for everyone. */
async function funZonePage(request: APIRequestContext) {
  return (await request.get("/fun-zone?game=coding&board=all-time")).text();
}

test("staff hide a person and show them again, and take a first name off the list, each public at once", async ({
  page,
  request,
  hydrated,
  database,
  signInAsAdmin,
  checkA11y,
}) => {
  // Three moderation steps, each checked on the public board: near 30 s on a small machine.
  test.slow();
  const name = uniqueName();
  const firstName = name.split(" ")[0] ?? "";
  await playerOnTheBoard(database, name);
  // Written straight to the tables: the board's stored bytes hear of it through the change feed, a moment later.
  await expect.poll(() => publicNames(request)).toContain(name);
  // The kept Fun Zone page is drawn again within its freshness (seconds).
  await expect.poll(() => funZonePage(request), { timeout: 20_000 }).toContain(name);
  await signInAsAdmin();

  await hydrated("/admin/dashboard");
  await page.getByRole("link", { name: /Fun Zone Boards/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fun Zone boards" })).toBeVisible();
  await page.getByRole("navigation", { name: "Games" }).getByRole("link", { name: "Coding" }).click();
  await expect(page).toHaveURL(/\/admin\/fun-zone\?game=coding$/);
  await expect(
    page.getByRole("navigation", { name: "Boards" }).getByRole("link", { name: "This week" }),
  ).toHaveAttribute("aria-current", "page");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await checkA11y();

  await row.getByRole("button", { name: `Hide: ${name}` }).click();
  await expect(row.getByText("Hidden")).toBeVisible();
  await expect(page.getByRole("button", { name: `Show again: ${name}` })).toBeVisible();
  // Moderation reaches every public surface within two seconds, the kept page included.
  await expect.poll(() => publicNames(request), { timeout: 2_000 }).not.toContain(name);
  await expect.poll(() => funZonePage(request), { timeout: 2_000 }).not.toContain(name);

  await page.getByRole("button", { name: `Show again: ${name}` }).click();
  await expect(row.getByRole("button", { name: `Hide: ${name}` })).toBeVisible();
  await expect.poll(() => publicNames(request), { timeout: 2_000 }).toContain(name);

  await page.getByRole("navigation", { name: "Boards" }).getByRole("link", { name: "All time" }).click();
  await expect(page).toHaveURL(/board=all-time/);
  await row.getByRole("link", { name: `Take name off the list: ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(confirm).toContainText(`No player will be able to use “${firstName}” on the boards again`);
  await checkA11y();
  await confirm.getByRole("button", { name: "Take name off" }).click();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Put back: ${firstName}` })).toBeVisible();
  await expect.poll(() => publicNames(request), { timeout: 2_000 }).not.toContain(name);
  await checkA11y();

  await page.getByRole("button", { name: `Put back: ${firstName}` }).click();
  await expect(page.getByText("Every first name on the list can be used.")).toBeVisible();
});
