import { test, type Locator, type Page } from "@playwright/test";

/**
 * Screenshots for a person to look at, when SCREENSHOT_DIR is set: the whole page (or one part of it) at phone and
 * desktop widths, named after the test's project (JavaScript on or off).
 */
export async function screenshots(page: Page, name: string, part?: Locator): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const project = test.info().project.name;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `${dir}/${name}-${project}-${width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
