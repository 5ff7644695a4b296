import { expect, test } from "../support/e2e.ts";
import { passFirstLevel, uniqueName } from "../support/fun-zone.ts";

/*
 * "My progress" and the board name, with JavaScript on and off: a plain server-rendered page and form.
 */

test.describe("My progress", () => {
  // A refused name is answered 400, which the browser reports in the console.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("is linked from the Fun Zone, and invites a visitor who has not played yet", async ({
    page,
    hydrated,
    checkA11y,
  }) => {
    await hydrated("/fun-zone");
    await page.getByRole("link", { name: "My progress and board name" }).click();
    await expect(page).toHaveURL(/\/fun-zone\/progress$/);
    await expect(page.getByRole("heading", { level: 1, name: "My progress" })).toBeVisible();
    await expect(page.getByText("You haven't played yet.")).toBeVisible();
    await expect(page.getByText("You don't have a board name yet.", { exact: false })).toBeVisible();
    await checkA11y();
  });

  test("shows each game's levels, score, place and recent games after a level is passed", async ({
    page,
    hydrated,
    checkA11y,
  }) => {
    // A level at a child's pace through the API: more than the default 30 s on a busy machine.
    test.slow();
    const result = await passFirstLevel(page, "abacus");
    expect(result?.levelResult?.passed).toBe(true);

    await hydrated("/fun-zone/progress");
    const card = page.getByRole("region", { name: "Abacus Adventure" });
    await expect(card.getByText("Levels passed")).toBeVisible();
    await expect(card.getByText("1 of 1")).toBeVisible();
    // On this week's board and the all-time one.
    await expect(card.getByText(new RegExp(`^#\\d+ with ${result?.score} points$`))).toHaveCount(2);
    await expect(card.getByText("This week's board")).toBeVisible();
    await expect(card.getByText("All-time board")).toBeVisible();
    const runs = card.getByRole("table", { name: "Your last games of Abacus Adventure, newest first" });
    await expect(runs.getByRole("row")).toHaveCount(2);
    await expect(runs.getByRole("row").nth(1)).toContainText("5 of 5");
    await expect(runs.getByRole("row").nth(1)).toContainText(`Passed (+${result?.score})`);
    const math = page.getByRole("region", { name: "Math Mayhem" });
    await expect(math.getByText("0 of 3")).toBeVisible();
    await expect(math.getByText("No games yet. Start Level 1 in the Fun Zone!")).toBeVisible();
    await expect(page.getByText(/^The boards show you as .+, a name we made up for you\./)).toBeVisible();
    await checkA11y();
  });

  test("changes the board name with a plain form, explaining a refused one and keeping what was typed", async ({
    page,
    hydrated,
    checkA11y,
    javaScriptEnabled,
  }) => {
    await hydrated("/fun-zone/progress");
    const box = page.getByRole("textbox", { name: "Board name" });
    await box.fill("f.u.c.k");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Please choose a friendly name that everyone can see.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Board name" })).toHaveValue("f.u.c.k");
    await expect(page.getByRole("textbox", { name: "Board name" })).toHaveAttribute("aria-invalid", "true");
    await checkA11y();

    const name = uniqueName();
    await page.getByRole("textbox", { name: "Board name" }).fill(name);
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Saved! You're ${name} on the boards now.` }),
    ).toBeVisible();
    await expect(page.getByText(`The boards show you as ${name}.`)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "New board name" })).toHaveValue("");

    // The game knows the name: it is this player's, on every game. The Fun Zone page is the same for every child,
    // and the game's island brings the player's own name and progress (without JavaScript, My progress shows them).
    if (javaScriptEnabled) {
      await hydrated("/fun-zone?game=words");
      await expect(page.getByText(`Playing as ${name}`)).toBeVisible();
    }
  });

  test("keeps a name that may not go on a board for the child alone, and offers board names to pick", async ({
    page,
    hydrated,
    checkA11y,
  }) => {
    await hydrated("/fun-zone/progress");
    await page.getByRole("textbox", { name: "Board name" }).fill("Golu");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Let's pick a board name" })).toBeVisible();
    await expect(
      page.getByText("Only first names and made-up names go on the boards.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByText("Only you see the name you typed: Golu.")).toBeVisible();
    const offers = page.getByRole("list", { name: "Pick one of these:" }).getByRole("button");
    await expect(offers).toHaveCount(3);
    await checkA11y();

    const picked = (await offers.first().textContent())?.trim() ?? "";
    expect(picked).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);
    await offers.first().click();
    await expect(
      page.getByRole("status").filter({ hasText: `Saved! You're ${picked} on the boards now.` }),
    ).toBeVisible();
    await expect(page.getByText("Only you see the name you typed: Golu.")).toBeVisible();
  });

  test("suggests the first name with an initial when a full name is typed", async ({ page, hydrated }) => {
    await hydrated("/fun-zone/progress");
    await page.getByRole("textbox", { name: "Board name" }).fill("Ananya Kulkarni");
    await page.getByRole("button", { name: "Save name" }).click();
    const offers = page.getByRole("list", { name: "Pick one of these:" }).getByRole("button");
    await expect(offers.first()).toHaveText("Ananya K.");
  });

  test("never shows a signed-in player's account name on the boards", async ({ page, hydrated, signInAsAdmin }) => {
    await signInAsAdmin();
    await hydrated("/fun-zone/progress");
    await expect(page.getByText("Your account's name and e-mail address are never shown on the boards.")).toBeVisible();
    await page.getByRole("textbox", { name: "Board name" }).fill("admin@example.com");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(
      page.getByText("Names can use letters, numbers, spaces, dots, dashes and apostrophes only."),
    ).toBeVisible();
  });
});
