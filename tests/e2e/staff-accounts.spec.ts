import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/e2e.ts";

// The admin-only page answers 403, which the browser reports in the console.
test.use({ allowedConsoleErrors: [/status of 403/] });

/** The invitation link from the newest mail to this address in the server's local outbox. */
async function inviteLinkFor(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  let link = "";
  await expect
    .poll(async () => {
      const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith(`${email}.eml.txt`)).sort();
      const newest = files.at(-1);
      if (!newest) return "";
      link =
        /http:\/\/localhost:\d+\/accept-invite\?token=[\w-]+/.exec(
          await readFile(path.join(outbox, newest), "utf8"),
        )?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const project = test.info().project.name;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${project}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("an admin invites a member of staff, who joins without the admin tools, and is signed out when deactivated", async ({
  page,
  browser,
  hydrated,
  checkA11y,
  javaScriptEnabled,
  signInAsAdmin,
}) => {
  const email = `staff-${test.info().project.name}-${Date.now()}@example.com`;
  await signInAsAdmin();
  await hydrated("/admin/users");
  await page.getByLabel("Name", { exact: true }).fill("Sita Iyer");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("staff");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent").first()).toBeVisible();
  await checkA11y();
  await screenshots(page, "users-invite");

  // The invited person, in a browser of their own.
  const staffContext = await browser.newContext({ javaScriptEnabled });
  const staff = await staffContext.newPage();
  const staffA11y = async () => {
    if (javaScriptEnabled) await expectNoAxeViolations(staff);
  };
  await staff.goto(await inviteLinkFor(email));
  await expect(staff.getByRole("heading", { name: "Join the back office" })).toBeVisible();
  if (javaScriptEnabled) await staff.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await staffA11y();
  await staff.getByLabel("Password", { exact: true }).fill("sita-chooses-this-1");
  await staff.getByLabel("Confirm password").fill("sita-chooses-this-1");
  await staff.getByRole("button", { name: "Set password and sign in" }).click();

  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  await expect(staff.getByRole("heading", { name: "Welcome!" })).toBeVisible();
  await expect(staff.getByRole("link", { name: /Inbox/ })).toBeVisible();
  await expect(staff.getByRole("link", { name: /Manage FAQs/ })).toBeVisible();
  for (const tile of ["User Management", "Admin Settings", "Audit Log"]) {
    await expect(staff.getByRole("link", { name: new RegExp(tile) })).toHaveCount(0);
  }
  await staffA11y();

  const refused = await staff.goto("/admin/users");
  expect(refused?.status()).toBe(403);
  await expect(staff.getByRole("heading", { name: "This page is for admins" })).toBeVisible();
  await expect(staff.getByRole("navigation", { name: "Admin" })).toBeVisible();
  await staffA11y();
  await screenshots(staff, "staff-refused");

  // The admin deactivates the account; the staff member's next page is the sign-in.
  await hydrated(`/admin/users?q=${encodeURIComponent(email)}`);
  await page.getByRole("button", { name: `Deactivate ${email}` }).click();
  await expect(page.getByText("Account deactivated").first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email }).getByText("Deactivated")).toBeVisible();
  await checkA11y();

  await staff.goto("/admin/dashboard");
  await expect(staff).toHaveURL(/\/admin\/login\?redirectTo=/);
  await staff.getByLabel("Email").fill(email);
  await staff.getByLabel("Password").fill("sita-chooses-this-1");
  await staff.getByRole("button", { name: "Log in" }).click();
  await expect(staff.getByText("This account has been deactivated").first()).toBeVisible();
  await staffA11y();
  await staffContext.close();
});
