import { readFile } from "node:fs/promises";
import { expect, test } from "../support/e2e.ts";

test("a message sent on the site reaches the admin inbox, can be handled and exported", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
}) => {
  const subject = `Batch timings ${test.info().project.name} ${Date.now()}`;
  await hydrated("/contact");
  await page.getByLabel("Full name").fill("Rohan Mehta");
  await page.getByLabel("Email").fill("rohan@example.com");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("When do the Saturday batches start?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank You!")).toBeVisible();

  await signInAsAdmin();
  await hydrated("/admin/inbox");
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await checkA11y();
  const entry = page.getByRole("listitem").filter({ hasText: subject });
  await expect(entry).toContainText("rohan@example.com");
  await entry.getByRole("button", { name: "Mark as handled" }).click();
  await expect(page.getByText("Marked as handled").first()).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: subject })).toHaveCount(0);
  await page.getByRole("link", { name: "Handled" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: subject })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /Export Contact messages as CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^skillsprouts-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? "", "utf8");
  expect(csv).toContain(subject);
  expect(csv).toContain('"Rohan Mehta","rohan@example.com"');
});
