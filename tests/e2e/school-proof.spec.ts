import { expect, test } from "../support/e2e.ts";

// The js and no-js runs save the one pricing model at the same time: the later save is refused (409) and made again.
test.use({ allowedConsoleErrors: [/status of 409/] });

test("staff add pricing, a partner and claims; For Schools shows only the claim with its evidence", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
}) => {
  // Four back-office saves and the public page, each checked by axe.
  test.slow();
  const run = `${test.info().project.name} ${Date.now()}`;
  // One text for both runs, since they share the one pricing model.
  const pricing =
    "Per student per month, billed each term; includes a trained teacher and material; minimum batch of 15.";
  const school = `Green Valley School ${run}`;
  const evidenced = `Quality Mark ${run}`;
  const unevidenced = `Unchecked Mark ${run}`;
  await signInAsAdmin();

  await expect(async () => {
    await hydrated("/admin/school-pricing");
    await page.getByLabel("Pricing model").fill(pricing);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Pricing Model Saved").first()).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await checkA11y();

  await hydrated("/admin/manage-partner-schools?new=1");
  await page.getByLabel("School name").fill(school);
  await page.getByLabel("Town").fill("Thane");
  await page.getByLabel("Partner since (year)").fill("2019");
  await checkA11y();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Partner School Added").first()).toBeVisible();

  for (const [title, number] of [
    [evidenced, "IN-12345"],
    [unevidenced, ""],
  ] as const) {
    await hydrated("/admin/manage-credentials?new=1");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Kind").selectOption("certification");
    await page.getByLabel("Issuer (certification)").fill("Example Certification Body");
    await page.getByLabel("Certificate number (certification)").fill(number);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Claim Added").first()).toBeVisible();
  }
  await checkA11y();
  await expect(page.locator("summary", { hasText: unevidenced })).toContainText("hidden until its evidence");

  await page.goto("/for-schools");
  await expect(page.getByRole("heading", { name: "How schools are charged" })).toBeVisible();
  await expect(page.getByText(pricing)).toBeVisible();
  await expect(page.getByRole("heading", { name: school })).toBeVisible();
  await expect(page.getByRole("heading", { name: evidenced })).toBeVisible();
  await expect(page.getByText("certificate no. IN-12345").first()).toBeVisible();
  await expect(page.getByText(unevidenced)).toHaveCount(0);
  // The built-in claims ship without evidence: the page no longer makes them.
  await expect(page.getByText("ISO 9001:2015")).toHaveCount(0);
  await checkA11y();

  await page.getByRole("link", { name: "All our certifications and their evidence" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Certifications and Alignment" })).toBeVisible();
  await expect(page.getByRole("heading", { name: evidenced })).toBeVisible();
  await expect(page.getByText(unevidenced)).toHaveCount(0);
  await checkA11y();
});
