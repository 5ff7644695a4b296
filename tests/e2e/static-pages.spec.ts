import { expect, test } from "../support/e2e.ts";

test.describe("content pages reached from a page that runs the framework", { tag: "@js" }, () => {
  // About the pages' scripts.

  test("load as documents, so their own script runs", async ({ page, hydrated }) => {
    await hydrated("/sign-in-link");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    await page.getByRole("link", { name: "SkillSprouts home" }).click();
    await expect(page).toHaveURL(/\/$/);
    // The carousel's buttons are revealed by the home page's own script.
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeVisible();
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });
});
