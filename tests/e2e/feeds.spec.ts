import { expect, test } from "../support/e2e.ts";

test("school feeds show each post with its school, student, class and a view count", async ({
  page,
  hydrated,
  javaScriptEnabled,
  checkA11y,
}) => {
  // Each view the page reports, by post, with the count the server answered.
  const reported = new Map<string, number>();
  page.on("response", (response) => {
    const post = /\/feeds\/(\d+)\/view$/.exec(response.url())?.[1];
    if (post && response.request().method() === "POST") {
      void response.json().then((body: { views: number }) => reported.set(post, body.views));
    }
  });
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
  // The island reports each post's view once it has been on screen and shows the count the server answers; a
  // reload shows the same count, unchanged for this visitor.
  const firstId = (await cards.first().getAttribute("id"))?.replace("feed-", "");
  await expect.poll(() => reported.get(firstId ?? ""), { timeout: 10_000 }).toBeDefined();
  const counted = `${(reported.get(firstId ?? "") ?? 0).toLocaleString("en-IN")} views`;
  await expect(cards.first().getByText(/views$/)).toHaveText(counted);
  await page.reload();
  await expect(cards.first().getByText(/views$/)).toHaveText(counted);
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
