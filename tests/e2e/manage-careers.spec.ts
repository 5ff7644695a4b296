import { expect, test } from "../support/e2e.ts";

test("an admin adds a job opening that the Careers page shows, closes it, then deletes it", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
  javaScriptEnabled,
}) => {
  // Six pages, two of them checked by axe: more than the default budget on a small machine.
  test.slow();
  // The two projects run at once against one database: each adds its own opening.
  const title = `Story Time Teacher ${test.info().project.name} ${Date.now()}`;
  await signInAsAdmin();
  await hydrated("/admin/manage-careers");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Careers" })).toBeVisible();
  await checkA11y();

  await page.getByRole("link", { name: "Add Job Opening" }).click();
  await expect(page.getByRole("heading", { name: "Add Job Opening" })).toBeVisible();
  await page.getByLabel("Job title").fill(title);
  await page.getByLabel("Location").fill("Navi Mumbai");
  await page.getByLabel("Type").selectOption("Part-time");
  await page.getByLabel("Description").fill("Bring stories to life for our youngest English learners on Saturdays.");
  await expect(page.getByLabel("Open (shown on the Careers page)")).toBeChecked();
  if (javaScriptEnabled) {
    // Without JavaScript the browser itself refuses the empty required field.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Please list at least one requirement.")).toBeVisible();
  }
  await page.getByLabel("Key requirements").fill("Loves reading aloud to children\nFree on Saturday mornings");
  await checkA11y();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Job Opening Added").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  await page.goto("/careers");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByText("Navi Mumbai")).toBeVisible();
  await expect(card.getByText("Part-time")).toBeVisible();
  await expect(card.getByText("Free on Saturday mornings")).toBeVisible();
  await expect(card.getByRole("link", { name: `Apply Now for ${title}` })).toBeVisible();

  await hydrated("/admin/manage-careers");
  await page.getByRole("listitem").filter({ hasText: title }).getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { name: "Edit Job Opening" })).toBeVisible();
  await expect(page.getByLabel("Key requirements")).toHaveValue(
    "Loves reading aloud to children\nFree on Saturday mornings",
  );
  await page.getByLabel("Open (shown on the Careers page)").uncheck();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Job Opening Updated").first()).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: title }).getByText("Closed")).toBeVisible();
  await page.goto("/careers");
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

  await hydrated("/admin/manage-careers");
  await page
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("link", { name: /^Delete/ })
    .click();
  await expect(page.getByText(`This will permanently delete the job opening “${title}”.`)).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Job Opening Deleted").first()).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
});
