import sharp from "sharp";
import { expect, test } from "../support/e2e.ts";

test("an admin writes a draft, publishes it on the blog, edits it and deletes it", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
  javaScriptEnabled,
}) => {
  // Writing, publishing, editing and deleting with checks at each step takes over 20 s on its own: with the other
  // tests running beside it, more than the default 30 s.
  test.slow();
  // The two projects run at once against one database: each writes its own post.
  const title = `Bedtime bead counting ${test.info().project.name} ${Date.now()}`;
  await signInAsAdmin();
  await hydrated("/admin/manage-blog");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Blog" })).toBeVisible();
  await checkA11y();

  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page.getByRole("heading", { name: "New Post" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption("Abacus");
  await page.getByLabel("Author").fill("Meera Kulkarni");
  await page.getByLabel("Date").fill("2026-05-04");
  await page.getByLabel("Excerpt").fill("A calm five-minute abacus game that helps children wind down.");
  await page
    .getByLabel("Post (Markdown)")
    .fill("## Why it works\n\nCounting **beads** slowly calms a busy mind.\n\n<script>alert('boo')</script>\n");
  const cover = await sharp({ create: { width: 1280, height: 720, channels: 3, background: "#f97316" } })
    .png()
    .toBuffer();
  await page.getByLabel("Cover picture").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
  if (javaScriptEnabled)
    await expect(page.getByRole("img", { name: "Cover preview" })).toHaveAttribute("src", /^blob:/);
  await checkA11y();
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByText("Post Saved").first()).toBeVisible();

  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await checkA11y();
  await page.goto("/blog");
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

  await hydrated("/admin/manage-blog");
  await row.getByRole("button", { name: /^Publish/ }).click();
  await expect(page.getByText("Post Published").first()).toBeVisible();
  await expect(row.getByText("Published", { exact: true })).toBeVisible();

  await page.goto("/blog");
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card.getByRole("heading", { name: title })).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /^\/media\/blog\/[0-9a-f-]+\.webp$/);
  await card.getByRole("link", { name: /^Read More/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Why it works" })).toBeVisible();
  await expect(page.locator("article strong").filter({ hasText: "beads" })).toBeVisible();
  await expect(page.getByText("alert('boo')")).toHaveCount(0);
  const postUrl = page.url();

  await hydrated("/admin/manage-blog");
  await row.getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
  await expect(page.getByLabel("Post (Markdown)")).toHaveValue(/## Why it works/);
  await page.getByLabel("Title").fill(`${title} (updated)`);
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByText("Post Saved").first()).toBeVisible();
  await page.goto(postUrl);
  await expect(page.getByRole("heading", { level: 1, name: `${title} (updated)` })).toBeVisible();

  await hydrated("/admin/manage-blog");
  await row.getByRole("link", { name: /^Delete/ }).click();
  await expect(page.getByText(`This will permanently delete the post “${title} (updated)”`)).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Post Deleted").first()).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
  expect((await page.request.get(postUrl)).status()).toBe(404);
});
