import type { Browser } from "@playwright/test";
import sharp from "sharp";
import { fakeExe } from "../support/files.ts";
import { expect, test, type SignInAsAdmin } from "../support/e2e.ts";
import { screenshots } from "../support/screenshots.ts";

/*
 * Edit Site Content is one document saved under one version, so its tests take turns: this file runs once, in
 * the project with JavaScript (its tests are tagged @js), and opens a browser without JavaScript for the other half
 * of each test.
 */
test.describe.configure({ mode: "serial" });
// A refused save answers 400 or 409, which the browser reports in the console.
test.use({ allowedConsoleErrors: [/status of 40[09]/] });

/** A signed-in admin's page in a browser without JavaScript. */
async function pageWithoutJavaScript(browser: Browser, signInAsAdmin: SignInAsAdmin, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await signInAsAdmin({ on: context });
  return context.newPage();
}

test(
  "an admin edits the home page text and the public page shows it at once, with and without JavaScript",
  { tag: "@js" },
  async ({ page, browser, baseURL, hydrated, checkA11y, signInAsAdmin }) => {
    await signInAsAdmin();
    await hydrated("/admin/dashboard");
    await page.getByRole("link", { name: /Edit Site Content/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Site Content" })).toBeVisible();
    await checkA11y();
    await screenshots(page, "edit-site-content");
    const original = await page.getByLabel("Hero title", { exact: true }).inputValue();
    const text = `Fresh words ${Date.now()}`;
    await page.getByLabel("Hero title", { exact: true }).fill(text);
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page.getByText("Content Saved!").first()).toBeVisible();
    await page.goto("/");
    await expect(page.getByText(text)).toBeVisible();
    // The Hindi hero is written beside the English, so the Hindi home page keeps it.
    await page.goto("/hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ऐसे हुनर, जिनसे नन्हे मन आगे बढ़ें");

    const noJs = await pageWithoutJavaScript(browser, signInAsAdmin, baseURL);
    await noJs.goto("/admin/edit-content");
    await noJs.getByLabel("Hero title", { exact: true }).fill(original);
    await noJs.getByRole("button", { name: "Save All Changes" }).click();
    await expect(noJs.getByText("Content Saved!").first()).toBeVisible();
    await noJs.goto("/");
    await expect(noJs.getByRole("heading", { level: 1, name: original })).toBeVisible();
    await noJs.context().close();
  },
);

test(
  "a second tab's save is refused over the first one's, keeping what it typed",
  { tag: "@js" },
  async ({ page, context, hydrated, checkA11y, signInAsAdmin }) => {
    await signInAsAdmin();
    await hydrated("/admin/edit-content");
    const second = await context.newPage();
    await second.goto("/admin/edit-content");
    await second.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const title = await page.getByLabel("Hero title", { exact: true }).inputValue();

    await page.getByLabel("Hero title", { exact: true }).fill(`${title} (first tab)`);
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page.getByText("Content Saved!").first()).toBeVisible();

    await second.getByLabel("Hero title", { exact: true }).fill(`${title} (second tab)`);
    await second.getByRole("button", { name: "Save All Changes" }).click();
    await expect(second.getByRole("alert").filter({ hasText: "Someone else saved the site content" })).toBeVisible();
    await expect(second.getByLabel("Hero title", { exact: true })).toHaveValue(`${title} (second tab)`);
    await second.close();

    await page.reload();
    await expect(page.getByLabel("Hero title", { exact: true })).toHaveValue(`${title} (first tab)`);
    await checkA11y();
    await page.getByLabel("Hero title", { exact: true }).fill(title);
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page.getByText("Content Saved!").first()).toBeVisible();
  },
);

test(
  "contact details and figures edited here show on every page and both brochures, and bad ones are refused",
  { tag: "@js" },
  async ({ page, browser, baseURL, hydrated, checkA11y, signInAsAdmin }) => {
    // It visits every page that shows the details: more than the usual time.
    test.slow();
    await signInAsAdmin();
    await hydrated("/admin/edit-content");
    // Only details and a figure no other test reads, since the other tests run at the same time.
    const phone = page.getByLabel("Phone: school partnerships");
    const email = page.getByLabel("E-mail: school partnerships");
    const figureIndex = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>("input[name$='.value']")].findIndex(
        (input) => input.value === "100,000+",
      ),
    );
    const students = page.getByLabel(`Figure ${figureIndex + 1}`, { exact: true });
    const was = { phone: await phone.inputValue(), email: await email.inputValue() };
    await expect(students).toHaveValue("100,000+");

    // Refused first: a latitude off the globe.
    await page.getByLabel("Latitude").fill("95");
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page.getByText("Please enter the latitude as a number from -90 to 90.")).toBeVisible();
    await checkA11y();
    await page.getByLabel("Latitude").fill("19.2813");

    await phone.fill("+91 22 4000 9999");
    await email.fill("schools-e2e@skillsprouts.in");
    await students.fill("120,000+");
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page.getByText("Content Saved!").first()).toBeVisible();
    try {
      await page.goto("/contact");
      await expect(page.getByRole("link", { name: "+91 22 4000 9999" })).toHaveAttribute("href", "tel:+912240009999");
      await expect(page.getByRole("link", { name: "schools-e2e@skillsprouts.in" })).toBeVisible();
      await page.goto("/for-schools");
      await expect(page.getByRole("link", { name: "+91 22 4000 9999" })).toBeVisible();
      await expect(page.getByText("120,000+", { exact: true })).toBeVisible();
      await page.goto("/about-us");
      await expect(page.getByText(/120,000\+ students taught/)).toBeVisible();
      await page.goto("/");
      await expect(page.getByText("120,000+", { exact: true })).toBeVisible();
      await page.goto("/brochures/print/official");
      await expect(page.getByText("schools-e2e@skillsprouts.in").first()).toBeVisible();
      await expect(page.getByText("120,000+", { exact: true })).toBeVisible();
      await page.goto("/brochures/print/student");
      await expect(page.getByText("120,000+ students")).toBeVisible();

      // Without JavaScript the server checks the same way.
      const noJs = await pageWithoutJavaScript(browser, signInAsAdmin, baseURL);
      await noJs.goto("/admin/edit-content");
      await noJs.getByLabel("Facebook").fill("http://www.facebook.com/skillsprouts");
      await noJs.getByRole("button", { name: "Save All Changes" }).click();
      await expect(
        noJs.getByText("Please enter the Facebook address as a full address starting with https://."),
      ).toBeVisible();
      await expect(noJs.getByLabel("Facebook")).toHaveValue("http://www.facebook.com/skillsprouts");
      await noJs.context().close();
    } finally {
      await hydrated("/admin/edit-content");
      await page.getByLabel("Phone: school partnerships").fill(was.phone);
      await page.getByLabel("E-mail: school partnerships").fill(was.email);
      await page.getByLabel(`Figure ${figureIndex + 1}`, { exact: true }).fill("100,000+");
      await page.getByRole("button", { name: "Save All Changes" }).click();
      await expect(page.getByText("Content Saved!").first()).toBeVisible();
    }
  },
);

test(
  "an admin uploads a logo that the header and footer show, then returns to the built-in one",
  { tag: "@js" },
  async ({ page, browser, baseURL, hydrated, checkA11y, signInAsAdmin }) => {
    await signInAsAdmin();
    await hydrated("/admin/edit-content");
    const logo = await sharp({ create: { width: 640, height: 160, channels: 4, background: "#15803d" } })
      .png()
      .toBuffer();
    await page.getByLabel("Upload a new logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await expect(page.getByRole("img", { name: "New logo preview" })).toHaveAttribute("src", /^blob:/);
    await checkA11y();
    await page
      .getByLabel("Upload a new logo")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from(fakeExe()) });
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page.getByText("Please choose a PNG, JPEG or SVG logo.").first()).toBeVisible();

    const noJs = await pageWithoutJavaScript(browser, signInAsAdmin, baseURL);
    await noJs.goto("/admin/edit-content");
    await noJs.getByLabel("Upload a new logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await noJs.getByRole("button", { name: "Save All Changes" }).click();
    await expect(noJs.getByText("Content Saved!").first()).toBeVisible();
    const current = noJs.getByRole("img", { name: "Current logo" });
    await expect(current).toHaveAttribute("src", /^\/media\/logos\/[0-9a-f-]+\.png$/);
    const src = (await current.getAttribute("src")) ?? "";

    await noJs.goto("/about-us");
    await expect(
      noJs.getByRole("banner").getByRole("link", { name: "SkillSprouts home" }).locator("img"),
    ).toHaveAttribute("src", src);
    await expect(noJs.getByRole("contentinfo").getByRole("img", { name: "SkillSprouts" })).toHaveAttribute("src", src);
    const served = await noJs.request.get(src);
    expect(served.headers()["content-type"]).toBe("image/png");

    await noJs.goto("/admin/edit-content");
    await noJs.getByLabel("Use the built-in logo instead").check();
    await noJs.getByRole("button", { name: "Save All Changes" }).click();
    await expect(noJs.getByText("Content Saved!").first()).toBeVisible();
    await expect(noJs.getByText("Current logo (built in)")).toBeVisible();
    expect((await noJs.request.get(src)).status()).toBe(404);
    await noJs.goto("/about-us");
    await expect(noJs.getByRole("banner").getByRole("link", { name: "SkillSprouts home" }).locator("img")).toHaveCount(
      0,
    );
    await noJs.context().close();
  },
);
