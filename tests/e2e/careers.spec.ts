import { fakeExe, tinyPdf } from "../support/files.ts";
import { expect, test } from "../support/e2e.ts";

test.use({ allowedConsoleErrors: [/status of 400/] });

test("a candidate applies for an opening with a PDF CV; a renamed program is refused", async ({
  page,
  hydrated,
  checkA11y,
}) => {
  await hydrated("/careers");
  await checkA11y();
  await expect(page.getByRole("heading", { name: "Current Openings" })).toBeVisible();
  for (const title of [
    "Lead Abacus Trainer",
    "Vedic Maths Instructor",
    "Curriculum Developer - Communicative English",
    "Business Development Executive - School Partnerships",
  ]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Email Us Your CV" })).toHaveAttribute(
    "href",
    "mailto:careers@skillsprouts.in?subject=Spontaneous%20Application",
  );

  await page.getByRole("link", { name: /^Apply Now\s*for Vedic Maths Instructor$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Apply: Vedic Maths Instructor" })).toBeVisible();
  await checkA11y();
  await page.getByLabel("Full name").fill("Sunita Pillai");
  await page.getByLabel("Email").fill("sunita@example.com");
  await page.getByLabel("Phone").fill("+91 98765 00000");
  await page.getByLabel("Cover note").fill("I have taught Vedic Maths online for four years.");
  await page
    .getByLabel("CV (PDF, up to 5 MB)")
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from(fakeExe()) });
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByText("That file is not a PDF. Please attach your CV as a PDF file.")).toBeVisible();

  await page
    .getByLabel("CV (PDF, up to 5 MB)")
    .setInputFiles({ name: "sunita-cv.pdf", mimeType: "application/pdf", buffer: Buffer.from(tinyPdf()) });
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page).toHaveURL(/\/careers\?applied=/);
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you for applying for Vedic Maths Instructor!" }),
  ).toBeVisible();
});
