import { fakeExe, tinyPdf } from "../support/files.ts";
import { expect, test } from "../support/e2e.ts";

test.use({ allowedConsoleErrors: [/status of 4(00|13)/] });

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
  await page.getByLabel("Email").fill(`sunita-${test.info().project.name}@example.com`);
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
  await expect(page).toHaveURL(/\/careers$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you for applying for Vedic Maths Instructor!" }),
  ).toBeVisible();
  // The thanks came from that one send: a reload, or a crafted link, says nothing.
  await page.reload();
  await expect(page.getByText("Thank you for applying")).toHaveCount(0);
  await page.goto("/careers?applied=%3Cb%3EYou%20won%20a%20prize%3C%2Fb%3E");
  await expect(page.getByText("You won a prize")).toHaveCount(0);
});

test("a CV over 5 MB is refused with its own message, and what the candidate typed stays", async ({
  page,
  hydrated,
}) => {
  await hydrated("/careers");
  await page.getByRole("link", { name: /^Apply Now\s*for Vedic Maths Instructor$/ }).click();
  await page.getByLabel("Full name").fill("Sunita Pillai");
  await page.getByLabel("Email").fill(`sunita-${test.info().project.name}@example.com`);
  await page.getByLabel("Phone").fill("+91 98765 00000");
  await page.getByLabel("Cover note").fill("I have taught Vedic Maths online for four years.");
  const big = Buffer.concat([Buffer.from(tinyPdf()), Buffer.alloc(6 * 1024 * 1024)]);
  await page
    .getByLabel("CV (PDF, up to 5 MB)")
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: big });
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByText("Your CV must be 5 MB or smaller.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Sunita Pillai");
  await expect(page.getByLabel("Cover note")).toHaveValue("I have taught Vedic Maths online for four years.");
});
