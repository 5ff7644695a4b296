import sharp from "sharp";
import { fakeExe } from "../support/files.ts";
import { expect, test } from "../support/e2e.ts";

// The two projects run at once against one database, so each edits its own field.
test("an admin edits the home page text and the public page shows it at once", async ({
  page,
  hydrated,
  checkA11y,
  javaScriptEnabled,
}) => {
  const field = javaScriptEnabled ? "Hero title" : "Hero subtitle";
  const text = `Fresh words ${Date.now()}`;
  await hydrated("/admin/login");
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByLabel("Password").fill("e2e-admin-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("link", { name: /Edit Site Content/ }).click();
  await checkA11y();
  const input = page.getByLabel(field);
  const original = await input.inputValue();
  await expect(page.getByLabel("Figure 1")).toHaveValue("200+");

  await input.fill(text);
  await page.getByRole("button", { name: "Save All Changes" }).click();
  await expect(page.getByText("Content Saved!").first()).toBeVisible();
  await page.goto("/");
  await expect(page.getByText(text)).toBeVisible();

  await page.goto("/admin/edit-content");
  await page.getByLabel(field).fill(original);
  await page.getByRole("button", { name: "Save All Changes" }).click();
  await expect(page.getByText("Content Saved!").first()).toBeVisible();
});

test.describe("logo", () => {
  // A refused upload answers 400, which the browser reports in the console.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("an admin uploads a logo that the header and footer show, then returns to the built-in one", async ({
    page,
    hydrated,
    checkA11y,
    javaScriptEnabled,
  }) => {
    await hydrated("/admin/login");
    await page.getByLabel("Email").fill("admin@example.com");
    await page.getByLabel("Password").fill("e2e-admin-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("link", { name: /Edit Site Content/ }).click();
    await expect(page.getByRole("heading", { name: "Logo", exact: true })).toBeVisible();
    const logo = await sharp({ create: { width: 640, height: 160, channels: 4, background: "#15803d" } })
      .png()
      .toBuffer();

    if (javaScriptEnabled) {
      // The site has one logo: only the run without JavaScript replaces it, so the two runs cannot race.
      await page
        .getByLabel("Upload a new logo")
        .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
      await expect(page.getByRole("img", { name: "New logo preview" })).toHaveAttribute("src", /^blob:/);
      await checkA11y();
      await page
        .getByLabel("Upload a new logo")
        .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from(fakeExe()) });
      await page.getByRole("button", { name: "Save All Changes" }).click();
      await expect(page.getByText("Please choose a PNG, JPEG or SVG logo.").first()).toBeVisible();
      return;
    }

    await page.getByLabel("Upload a new logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page.getByText("Content Saved!").first()).toBeVisible();
    const current = page.getByRole("img", { name: "Current logo" });
    await expect(current).toHaveAttribute("src", /^\/media\/logos\/[0-9a-f-]+\.png$/);
    const src = (await current.getAttribute("src")) ?? "";

    await page.goto("/about-us");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "SkillSprouts home" }).locator("img"),
    ).toHaveAttribute("src", src);
    await expect(page.getByRole("contentinfo").getByRole("img", { name: "SkillSprouts" })).toHaveAttribute("src", src);
    const served = await page.request.get(src);
    expect(served.headers()["content-type"]).toBe("image/png");

    await page.goto("/admin/edit-content");
    await page.getByLabel("Use the built-in logo instead").check();
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page.getByText("Content Saved!").first()).toBeVisible();
    await expect(page.getByText("Current logo (built in)")).toBeVisible();
    expect((await page.request.get(src)).status()).toBe(404);
    await page.goto("/about-us");
    await expect(page.getByRole("banner").getByRole("link", { name: "SkillSprouts home" }).locator("img")).toHaveCount(
      0,
    );
  });
});
