import { fakeExe, tinyPdf } from "../support/files.ts";
import { expect, test } from "../support/e2e.ts";

test.use({ allowedConsoleErrors: [/status of 400/] });

test("an admin uploads a brochure that appears on the public page, then deletes it", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
}) => {
  const name = `Parents' guide ${test.info().project.name} ${Date.now()}`;
  await signInAsAdmin();
  await hydrated("/admin/manage-brochures");
  await checkA11y();

  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Description").fill("Everything parents ask us, in one place.");
  await page
    .getByLabel("PDF file (up to 20 MB)")
    .setInputFiles({ name: "guide.pdf", mimeType: "application/pdf", buffer: Buffer.from(fakeExe()) });
  await page.getByRole("button", { name: "Upload brochure" }).click();
  await expect(page.getByText("Please upload a PDF file.").first()).toBeVisible();

  await page
    .getByLabel("PDF file (up to 20 MB)")
    .setInputFiles({ name: "guide.pdf", mimeType: "application/pdf", buffer: Buffer.from(tinyPdf()) });
  await page.getByRole("button", { name: "Upload brochure" }).click();
  await expect(page.getByText("Brochure Uploaded!").first()).toBeVisible();
  await expect(page.getByRole("heading", { name })).toBeVisible();

  await page.goto("/brochures");
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const download = page
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("link", { name: /Download PDF/ });
  const response = await page.request.get((await download.getAttribute("href")) ?? "");
  expect(response.headers()["content-type"]).toBe("application/pdf");

  await page.goto("/admin/manage-brochures");
  await page
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("link", { name: /Delete/ })
    .click();
  await expect(
    page.getByText(`This will permanently delete the brochure “${name}”. This action cannot be undone.`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Brochure Deleted").first()).toBeVisible();
  await page.goto("/brochures");
  await expect(page.getByRole("heading", { name })).toHaveCount(0);
});
