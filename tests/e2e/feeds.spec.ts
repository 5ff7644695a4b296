import { expect, test } from "../support/e2e.ts";

test("school feeds show each post with its school, student, class and a view count", async ({
  page,
  hydrated,
  javaScriptEnabled,
  checkA11y,
}) => {
  await hydrated("/feeds");
  await checkA11y();
  const cards = page.locator("article[id^=feed-]");
  // The three seeded posts, and perhaps one an admin test is adding meanwhile.
  await expect(cards.nth(2)).toBeVisible();
  await expect(page.getByText(/^Student: .+ \(Class: .+\)$/).first()).toBeVisible();
  await expect(page.getByText("Video coming soon")).toBeVisible();
  await expect(cards.locator("img").first()).toHaveAttribute("src", /^\/media\/feeds\//);
  if (!javaScriptEnabled) {
    await expect(page.getByRole("link", { name: "Link to this post" }).first()).toHaveAttribute("href", /#feed-\d+$/);
    return;
  }
  await expect(page.getByRole("button", { name: "Share this post" }).first()).toBeVisible();
  // Views are counted once a post has been on screen; a reload shows the stored count, unchanged for this visitor.
  const first = cards.first().getByText(/views$/);
  await page.waitForTimeout(2000);
  const counted = await first.textContent();
  await page.reload();
  await expect(cards.first().getByText(/views$/)).toHaveText(counted ?? "");
});

test("sharing falls back to copying the link", { tag: "@js" }, async ({ page, hydrated, context, baseURL }) => {
  // Sharing needs JavaScript.
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await hydrated("/feeds");
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.getByRole("button", { name: "Share this post" }).first().click();
  await expect(page.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/feeds#feed-\d+$/);
});
