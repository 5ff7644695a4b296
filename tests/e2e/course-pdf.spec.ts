import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e.ts";
import { pdfPageCount, pdfText } from "../support/pdf.ts";

/** Clicks a link that downloads a file and returns the file's name and bytes. */
async function downloadFrom(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test("a course page's Download Course PDF saves the course's one-page sheet", async ({ page, hydrated, checkA11y }) => {
  // An axe run, a download and two more requests: on a busy machine more than the default 30 s.
  test.slow();
  await hydrated("/programs/vedic-maths");
  await checkA11y();
  const link = page.locator("aside").getByRole("link", { name: /Download Course PDF/ });
  await expect(link).toHaveAttribute("href", "/programs/vedic-maths/course-sheet.pdf");

  const file = await downloadFrom(page, () => link.click());
  expect(file.name).toBe("skillsprouts-vedic-maths-course-sheet.pdf");
  expect(file.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdfPageCount(file.bytes)).toBe(1);
  const text = pdfText(file.bytes);
  expect(text).toContain("Vedic Maths");
  expect(text).toContain("Ages 8–14");
  expect(text.replace(/\s/g, "")).toContain("/trial-class?course=vedic-maths");

  const served = await page.request.get("/programs/vedic-maths/course-sheet.pdf");
  expect(served.headers()["content-type"]).toBe("application/pdf");
  const etag = served.headers()["etag"] ?? "";
  expect(etag).not.toBe("");
  const again = await page.request.get("/programs/vedic-maths/course-sheet.pdf", {
    headers: { "If-None-Match": etag },
  });
  expect(again.status()).toBe(304);
});

for (const url of ["/for-schools", "/brochures"]) {
  test(`${url} offers the school brochure as a PDF`, async ({ page, hydrated, checkA11y }) => {
    test.slow();
    await hydrated(url);
    await checkA11y();
    const link = page.getByRole("link", { name: "Download the school brochure (PDF)" });
    await expect(link).toHaveAttribute("href", "/brochures/school-partnership.pdf");
    const file = await downloadFrom(page, () => link.click());
    expect(file.name).toBe("skillsprouts-school-partnership-brochure.pdf");
    expect(pdfPageCount(file.bytes)).toBe(8);
    expect(pdfText(file.bytes)).toContain("School Partnership Brochure");
  });
}
