import { expect, test } from "../support/e2e.ts";

test("an admin adds, edits and deletes an FAQ, and the public page follows at once", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
}) => {
  // Add, edit and delete, each checked on the public page and by axe: near 30 s on a small machine.
  test.slow();
  const question = `Is there a sibling discount (${test.info().project.name} ${Date.now()})?`;
  await signInAsAdmin();
  await hydrated("/admin/manage-faqs");
  await expect(page.getByRole("heading", { level: 1, name: "Manage FAQs" })).toBeVisible();
  await checkA11y();

  await page.getByRole("link", { name: "Add New FAQ" }).click();
  await page.getByLabel("Question", { exact: true }).fill(question);
  await page.getByLabel("Answer", { exact: true }).fill("Please ask our team: offers change from term to term.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("FAQ Added").first()).toBeVisible();

  await page.goto("/faq");
  await expect(page.getByText(question)).toBeVisible();

  await page.goto("/admin/manage-faqs");
  await page.locator("summary", { hasText: question }).click();
  await page.getByRole("link", { name: /^Edit/ }).filter({ hasText: question }).click();
  await page.getByLabel("Answer", { exact: true }).fill("Yes: 10% off for the second child.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("FAQ Updated").first()).toBeVisible();
  await page.goto("/faq");
  await page.locator("summary", { hasText: question }).click();
  await expect(page.getByText("Yes: 10% off for the second child.")).toBeVisible();

  await page.goto("/admin/manage-faqs");
  await page.locator("summary", { hasText: question }).click();
  await page
    .getByRole("link", { name: /^Delete/ })
    .filter({ hasText: question })
    .click();
  await expect(page.getByText("Are you sure?")).toBeVisible();
  await expect(page.getByText("This will permanently delete this FAQ")).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("FAQ Deleted").first()).toBeVisible();
  await page.goto("/faq");
  await expect(page.getByText(question)).toHaveCount(0);
});
