import sharp from "sharp";
import { fakeExe } from "../support/files.ts";
import { expect, test } from "../support/e2e.ts";

// A refused upload answers 400, which the browser reports in the console.
test.use({ allowedConsoleErrors: [/status of 400/] });

test("an admin uploads a picture to the feeds, refused first as a renamed program, then deletes it", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
  javaScriptEnabled,
}) => {
  // Many steps, each checked with axe: more than the default 30 s on a busy machine.
  test.slow();
  // The two projects run at once against one database: each uploads its own post.
  const student = `Riya ${test.info().project.name} ${Date.now()}`;
  await signInAsAdmin();
  await hydrated("/admin/manage-feeds");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Feeds" })).toBeVisible();
  await checkA11y();

  await page.getByRole("link", { name: "Upload Media" }).click();
  await expect(page.getByRole("heading", { name: "Upload Media" })).toBeVisible();
  await page.getByLabel("School Name").fill("Sunrise Public School");
  await page.getByLabel("Student Name").fill(student);
  await page.getByLabel("Class").fill("5A");
  await page.getByLabel("Caption").fill("Riya's robot sorted coloured blocks at the science fair.");
  await checkA11y();

  await page
    .getByLabel("Image or video")
    .setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: Buffer.from(fakeExe()) });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText(/That file is not a picture or a video\./).first()).toBeVisible();

  const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#0ea5e9" } })
    .jpeg()
    .toBuffer();
  await expect(page.getByLabel("Student Name")).toHaveValue(student);
  await page.getByLabel("Image or video").setInputFiles({ name: "robot.jpg", mimeType: "image/jpeg", buffer: picture });
  if (javaScriptEnabled) {
    await expect(page.getByRole("img", { name: "Preview of the chosen file" })).toHaveAttribute("src", /^blob:/);
    // With JavaScript the form goes by XMLHttpRequest to the route's action, for its progress bar.
    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/admin/manage-feeds.data",
    );
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await sent;
  } else {
    await page.getByRole("button", { name: "Upload", exact: true }).click();
  }
  await expect(page.getByText("Upload Successful").first()).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: student });
  await expect(card.getByRole("img")).toHaveAttribute("src", /^\/media\/feeds\/[0-9a-f-]+\.webp$/);
  await expect(card.getByText("Student: " + student + " (Class: 5A)")).toBeVisible();
  await checkA11y();

  await page.goto("/feeds");
  await expect(page.locator("article").filter({ hasText: student })).toBeVisible();

  await hydrated("/admin/manage-feeds");
  await page
    .getByRole("listitem")
    .filter({ hasText: student })
    .getByRole("link", { name: /Delete/ })
    .click();
  await expect(
    page.getByText("This action cannot be undone. This will permanently delete this feed post."),
  ).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Feed Item Deleted").first()).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: student })).toHaveCount(0);
  await page.goto("/feeds");
  await expect(page.locator("article").filter({ hasText: student })).toHaveCount(0);
});

test(
  "a refused upload's toast shows at once, through the app's one toast path",
  { tag: "@js" },
  async ({ page, hydrated, signInAsAdmin }) => {
    // Toasts need JavaScript; without it the form's own errors say the same.
    await signInAsAdmin();
    await hydrated("/admin/manage-feeds?upload=1");
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    // Toasts sent to sonner directly waited, unseen, for the next successful action to mount its Toaster.
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Missing Information" });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(1);
  },
);
