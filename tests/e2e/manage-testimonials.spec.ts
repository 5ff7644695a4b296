import sharp from "sharp";
import { expect, test } from "../support/e2e.ts";

test("an admin edits a testimonial with a new avatar, previewed before saving", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
  javaScriptEnabled,
}) => {
  await signInAsAdmin();
  await hydrated("/admin/manage-testimonials");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Testimonials" })).toBeVisible();
  await checkA11y();

  // The two projects run at once: each edits its own testimonial.
  const row = page.getByRole("listitem").nth(javaScriptEnabled ? 0 : 1);
  await row.getByRole("link", { name: /^Edit/ }).click();
  const role = `Parent, Class ${javaScriptEnabled ? "3" : "5"} (${Date.now()})`;
  await page.getByLabel("Role").fill(role);
  const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#f59e0b" } })
    .png()
    .toBuffer();
  await page.getByLabel("Avatar Image").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: picture });
  if (javaScriptEnabled)
    await expect(page.getByRole("img", { name: "Avatar preview" })).toHaveAttribute("src", /^blob:/);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Testimonial Saved").first()).toBeVisible();
  const saved = page.getByRole("listitem").filter({ hasText: role });
  await expect(saved.locator("img")).toHaveAttribute("src", /^\/media\/avatars\/.+\.webp$/);
});
