import { expect, test } from "../support/e2e.ts";

test("a reader follows the story to the good ending and starts again", async ({ page, hydrated, checkA11y }) => {
  // Five pages and two axe checks of pictured scenes: over the default 30 s on a busy two-core machine.
  test.setTimeout(90_000);
  await hydrated("/story-time");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("img").first()).toBeVisible();
  await checkA11y();
  const choices = page.getByRole("navigation", { name: "What happens next?" }).getByRole("link");
  await expect(choices).toHaveCount(2);

  for (const scene of ["askHoot", "findPebble", "goodEnd"]) {
    await page.locator(`a[href="/story-time/${scene}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/story-time/${scene}$`));
  }
  await expect(page.getByText("The End. Hooray, Pip made it home!")).toBeVisible();
  await checkA11y();
  await expect(choices).toHaveCount(1);
  await choices.first().click();
  await expect(page).toHaveURL(/\/story-time$/);
});

test("every scene has its picture and the branching of the story", async ({ page }) => {
  const branching: Record<string, string[]> = {
    start: ["followMap", "askHoot"],
    followMap: ["crossBridge", "talkBeaver"],
    askHoot: ["findPebble", "crossBridge"],
    crossBridge: ["lostEnd"],
    talkBeaver: ["sadEnd"],
    findPebble: ["goodEnd"],
    lostEnd: ["start"],
    sadEnd: ["start"],
    goodEnd: ["start"],
  };
  for (const [scene, next] of Object.entries(branching)) {
    const response = await page.goto(scene === "start" ? "/story-time" : `/story-time/${scene}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("article svg[role=img] title")).toHaveCount(1);
    const hrefs = await page
      .getByRole("navigation", { name: "What happens next?" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(next.map((id) => (id === "start" ? "/story-time" : `/story-time/${id}`)));
  }
});

test.describe("unknown scene", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test("answers 404", async ({ page }) => {
    expect((await page.goto("/story-time/dragonLair"))?.status()).toBe(404);
  });
});
