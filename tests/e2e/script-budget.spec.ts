import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { expect, test } from "../support/e2e.ts";
import { pathWithoutLanguage } from "#app/modules/i18n/languages.ts";
import { shellRoutes } from "./routes.ts";

// Public pages are sent without the framework: their islands' script is at most 5 KB of gzip JavaScript, with
// no game or chat code until used.
const BUDGET_BYTES = 5 * 1024;
const marketingPages = [
  ...shellRoutes.filter((url) => pathWithoutLanguage(url) !== "/fun-zone"),
  "/no-such-page",
  // Sent without the framework too: the sign-in pages and Brainy's page, whose chat loads when it is used.
  "/login",
  "/signup",
  "/forgot-password",
  "/admin/login",
  "/brainy-chat",
];

/** The size of a file as a browser asking for gzip receives it (fetch would undo the compression). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe("script budget", { tag: "@js" }, () => {
  // Measures what JavaScript pages load.
  // The missing page answers 404, which the browser reports.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const url of marketingPages) {
    test(`${url} loads at most 5 KB of gzip JavaScript and no game or chat code`, async ({ page, hydrated }) => {
      const scripts = new Set<string>();
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.add(request.url());
      });
      await hydrated(url);
      await page.waitForLoadState("networkidle");
      const sizes = await Promise.all([...scripts].map(gzipBytes));
      const total = sizes.reduce((sum, size) => sum + size, 0);
      expect(total, [...scripts].join("\n")).toBeLessThanOrEqual(BUDGET_BYTES);
      for (const script of scripts) expect(script).not.toMatch(/fun-zone|game|brainy-panel|chat-panel|chat-page-root/);
    });
  }
});

test(
  "the client build holds one copy of React DOM, which the hydrated pages and the islands share",
  { tag: "@js" },
  () => {
    const assets = path.resolve(import.meta.dirname, "../../build/client/assets");
    // A name only React DOM's client code carries, once per copy.
    const copies = readdirSync(assets)
      .filter((file) => file.endsWith(".js"))
      .filter((file) => readFileSync(path.join(assets, file), "utf8").includes("__reactContainer$"));
    expect(copies).toHaveLength(1);
  },
);

test.describe("the Fun Zone's script budget", { tag: "@js" }, () => {
  // Measures what JavaScript pages load.

  test("/fun-zone loads at most 90 KB of gzip JavaScript, and the reorder list's code only when a level needs it", async ({
    page,
    hydrated,
  }) => {
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(request.url());
    });
    const gzipTotal = async (urls: string[]) => (await Promise.all(urls.map(gzipBytes))).reduce((a, b) => a + b, 0);

    await hydrated("/fun-zone?game=coding");
    await page.waitForLoadState("networkidle");
    const onLoad = [...scripts];
    const pageBytes = await gzipTotal(onLoad);
    expect(pageBytes, onLoad.join("\n")).toBeLessThanOrEqual(90 * 1024);
    for (const script of onLoad) expect(script).not.toMatch(/reorder/);

    // The seed's coding level opens with a reorder question: its code (dnd-kit) comes now, and is small.
    const game = page.getByRole("region", { name: "Code Commanders" });
    await game.getByRole("button", { name: "Start Level" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(game.locator('[aria-roledescription="sortable item"]').first()).toBeVisible();
    const onPlay = [...scripts].filter((script) => !onLoad.includes(script));
    expect(onPlay).toEqual([expect.stringMatching(/reorder-list/)]);
    const playBytes = await gzipTotal(onPlay);
    expect(playBytes).toBeLessThanOrEqual(20 * 1024);
    test.info().annotations.push({ type: "gzip bytes", description: `page ${pageBytes}, reorder list ${playBytes}` });
  });
});
