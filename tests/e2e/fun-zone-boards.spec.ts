import { randomUUID } from "node:crypto";
import type { Sql } from "../support/admin-session.ts";
import { expect, test } from "../support/e2e.ts";
import { uniqueName } from "../support/fun-zone.ts";
import { leaderboardPath, type LeaderboardView } from "#app/modules/games/protocol.ts";
import { nameKey } from "#app/modules/games/board-name.ts";

/*
 * The back office's Fun Zone boards, with JavaScript on and off: staff keep what children see fit for them.
 */

/** A player on the coding board with a score no real player of these tests reaches, so they show in the top 10. */
async function playerOnTheBoard(database: Sql, name: string) {
  const id = randomUUID();
  await database`insert into game_players (id, name, name_key, name_chosen) values (${id}, ${name}, ${nameKey(name)}, true)`;
  await database`insert into game_leaderboard (game_id, player_id, score) values ('coding', ${id}, ${900000 + Math.floor(Math.random() * 1000)})`;
}

async function publicNames(request: { get: (url: string) => Promise<{ json: () => Promise<unknown> }> }) {
  const board = (await (await request.get(leaderboardPath("coding"))).json()) as LeaderboardView;
  return board.entries.map((entry) => entry.name);
}

test("staff hide an entry, show it again and block a name, each on the public board at once", async ({
  page,
  hydrated,
  database,
  signInAsAdmin,
  checkA11y,
}) => {
  const name = uniqueName("Cheeky Chimp");
  await playerOnTheBoard(database, name);
  // Written straight to the table: the board's stored bytes hear of it through the change feed, a moment later.
  await expect.poll(() => publicNames(page.request)).toContain(name);
  await signInAsAdmin();

  await hydrated("/admin/dashboard");
  await page.getByRole("link", { name: /Fun Zone Boards/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fun Zone boards" })).toBeVisible();
  await page.getByRole("navigation", { name: "Games" }).getByRole("link", { name: "Coding" }).click();
  await expect(page).toHaveURL(/\/admin\/fun-zone\?game=coding$/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await checkA11y();

  await row.getByRole("button", { name: `Hide: ${name}` }).click();
  await expect(row.getByText("Hidden")).toBeVisible();
  await expect.poll(() => publicNames(page.request)).not.toContain(name);

  await row.getByRole("button", { name: `Show: ${name}` }).click();
  await expect(row.getByRole("button", { name: `Hide: ${name}` })).toBeVisible();
  await expect.poll(() => publicNames(page.request)).toContain(name);

  await row.getByRole("link", { name: `Block name: ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(confirm).toContainText(`No player will be able to use “${name}”`);
  await checkA11y();
  await confirm.getByRole("button", { name: "Block name" }).click();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Allow again: ${name}` })).toBeVisible();
  await expect.poll(() => publicNames(page.request)).not.toContain(name);
  await checkA11y();
});
