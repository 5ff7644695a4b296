import { expect, test } from "../support/e2e.ts";

// The two projects run at once against one database, so each edits its own field.
test("an admin edits the home page text and the public page shows it at once", async ({
  page,
  hydrated,
  checkA11y,
  javaScriptEnabled,
}) => {
  const field = javaScriptEnabled ? "Hero title" : "Hero subtitle";
  const text = `Fresh words ${Date.now()}`;
  await hydrated("/admin/login");
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByLabel("Password").fill("e2e-admin-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("link", { name: /Edit Site Content/ }).click();
  await checkA11y();
  const input = page.getByLabel(field);
  const original = await input.inputValue();
  await expect(page.getByLabel("Figure 1")).toHaveValue("200+");

  await input.fill(text);
  await page.getByRole("button", { name: "Save All Changes" }).click();
  await expect(page.getByText("Content Saved!").first()).toBeVisible();
  await page.goto("/");
  await expect(page.getByText(text)).toBeVisible();

  await page.goto("/admin/edit-content");
  await page.getByLabel(field).fill(original);
  await page.getByRole("button", { name: "Save All Changes" }).click();
  await expect(page.getByText("Content Saved!").first()).toBeVisible();
});
