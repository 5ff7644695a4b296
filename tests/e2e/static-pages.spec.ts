import { expect, test } from "../support/e2e.ts";

test.describe("content pages reached from a page that runs the framework", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "about the pages' scripts");

  test("load as documents, so their own script runs", async ({ page, hydrated }) => {
    await hydrated("/fun-zone");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    await page.getByRole("banner").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    // The carousel's buttons are revealed by the home page's own script.
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeVisible();
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });

  test("a form page reached this way checks its fields with the server's words", async ({ page, hydrated }) => {
    await hydrated("/fun-zone");
    await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const form = page.getByRole("region", { name: "Send Us a Message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter your full name.")).toBeVisible();
  });
});
