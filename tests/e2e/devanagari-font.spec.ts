import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e.ts";

/** The states of the Devanagari font's faces as the page sees them ("unloaded" until Devanagari is drawn). */
function devanagariFaces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts].filter((face) => face.family.includes("Noto Sans Devanagari")).map((face) => face.status),
  );
}

// A trace's page snapshots read the text of every element, the closed language menu's "हिन्दी" too, which makes
// the browser fetch a font a visitor's browser would not.
test.use({ trace: "off" });

test.describe("the Devanagari font", { tag: "@js" }, () => {
  test("is never fetched for a page in English, and is drawn once Brainy answers in Hindi", async ({
    page,
    hydrated,
  }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (/noto-sans-devanagari.*\.woff2$/.test(request.url())) fontRequests.push(request.url());
    });
    await hydrated("/");
    await page.evaluate(() => document.fonts.ready);
    expect(fontRequests).toEqual([]);
    const faces = await devanagariFaces(page);
    expect(faces.length).toBeGreaterThan(0);
    expect(faces.every((status) => status === "unloaded")).toBe(true);

    await hydrated("/brainy-chat");
    await page.getByLabel("Message Brainy").fill("आपका ऑफिस कहाँ है?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("list", { name: "Conversation" }).getByRole("listitem").nth(2)).toContainText("ऑफ़िस");
    await page.evaluate(() => document.fonts.ready);
    // The device's own face (local) or ours: either way the face is loaded now.
    await expect.poll(() => devanagariFaces(page)).toContain("loaded");
  });
});
