import { test as base, expect } from "@playwright/test";

/**
 * Playwright's test with two guards: any console error fails the test, and with JavaScript on,
 * page.goto waits for hydration so clicks are never lost before React is listening.
 */
export const test = base.extend<{ hydrated: (url: string) => Promise<void> }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    expect(errors, "console errors").toEqual([]);
  },
  hydrated: async ({ page, javaScriptEnabled }, use) => {
    await use(async (url: string) => {
      await page.goto(url);
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    });
  },
});

export { expect };
