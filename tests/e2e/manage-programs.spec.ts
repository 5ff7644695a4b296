import { expect, test } from "../support/e2e.ts";

test.use({ allowedConsoleErrors: [/status of 404/] });

test("an admin sees every program's fields, adds a hidden program and deletes it", async ({
  page,
  hydrated,
  checkA11y,
}) => {
  const title = `Chess Club ${test.info().project.name} ${Date.now()}`;
  await hydrated("/admin/login");
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByLabel("Password").fill("e2e-admin-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("link", { name: /Manage Programs/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manage Programs" })).toBeVisible();
  await page.locator("summary", { hasText: "Vedic Maths" }).click();
  const vedic = page.locator("#program-vedic-maths");
  await expect(vedic.getByLabel("Title")).toHaveValue("Vedic Maths");
  await expect(vedic.getByLabel("Features (one per line)")).not.toHaveValue("");
  await checkA11y();

  await page.getByRole("link", { name: "Add a program" }).click();
  const form = page.locator("#program-new");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Short description", { exact: true }).fill("Think ahead, move by move.");
  await form.getByLabel("Description", { exact: true }).fill("Strategy games for sharp minds.");
  await form.getByLabel("Full description").fill("Children learn chess step by step.");
  await form.getByLabel("Features (one per line)").fill("Openings\nTactics");
  await form.getByLabel("What students learn (one per line)").fill("Plan ahead");
  await form.getByLabel("Benefits (one per line)").fill("Patience");
  await form.getByLabel("Show on the website").uncheck();
  await form.getByRole("button", { name: "Add program" }).click();
  await expect(page.getByText("Program added").first()).toBeVisible();
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const item = page.locator(`#program-${slug}`);
  await expect(item.getByText("Hidden")).toBeVisible();
  expect((await page.request.get(`/programs/${slug}`)).status()).toBe(404);

  await page.goto(`/admin/manage-programs?delete=${slug}`);
  await expect(page.getByText("Are you sure?")).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Program deleted").first()).toBeVisible();
  await expect(page.locator(`#program-${slug}`)).toHaveCount(0);
});
