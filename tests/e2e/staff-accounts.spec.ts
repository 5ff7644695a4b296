import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/e2e.ts";
import { screenshots } from "../support/screenshots.ts";

// The admin-only page answers 403 and a refused form 400, which the browser reports in the console.
test.use({ allowedConsoleErrors: [/status of 40[03]/] });

/** The invitation link from the newest mail to this address in the server's local outbox (one other than `not`). */
async function inviteLinkFor(email: string, not = ""): Promise<string> {
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
      return link === not ? "" : link;
    })
    .not.toBe("");
  return link;
}

/** Fills User Management's invite form and sends it. */
async function sendInvitation(page: Page, name: string, email: string, role: "staff" | "admin") {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption(role);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent").first()).toBeVisible();
}

test("an admin invites a member of staff, who joins without the admin tools, and is signed out when deactivated", async ({
  page,
  browser,
  hydrated,
  checkA11y,
  javaScriptEnabled,
  signInAsAdmin,
}) => {
  // Two browsers, an invitation by mail and a deactivation: longer than one page's journey.
  test.slow();
  const email = `staff-${test.info().project.name}-${Date.now()}@example.com`;
  await signInAsAdmin();
  await hydrated("/admin/users");
  await sendInvitation(page, "Sita Iyer", email, "staff");
  // The form is empty for the next invitation, with JavaScript too, and the invitation waits in the list.
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("");
  await expect(
    page.getByRole("region", { name: "Pending invitations" }).getByRole("row").filter({ hasText: email }),
  ).toContainText("admin@example.com");
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
  // The badge by the logo says what they are: staff, not admin.
  await expect(staff.getByRole("banner").getByText("Staff", { exact: true })).toBeVisible();
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
  // It is asked first: the staff member is signed out at once.
  await page.getByRole("link", { name: `Deactivate ${email}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(confirm).toContainText("will be signed out at once");
  await checkA11y();
  await confirm.getByRole("button", { name: "Deactivate" }).click();
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

test("an admin sees a pending invitation, sends a fresh link and withdraws it; the old links stop working", async ({
  page,
  browser,
  hydrated,
  checkA11y,
  javaScriptEnabled,
  signInAsAdmin,
}) => {
  // Many steps, each checked with axe: more than the default 30 s on a busy machine.
  test.slow();
  const email = `pending-${test.info().project.name}-${Date.now()}@example.com`;
  await signInAsAdmin();
  await hydrated("/admin/users");
  await sendInvitation(page, "Meera Nair", email, "admin");
  const first = await inviteLinkFor(email);

  const pending = page.getByRole("region", { name: "Pending invitations" });
  const row = pending.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Meera Nair");
  await expect(row).toContainText("Admin");
  await expect(row).toContainText("admin@example.com");
  await checkA11y();
  await screenshots(page, "users-pending-invites");

  await row.getByRole("button", { name: `Send a new link to ${email}` }).click();
  await expect(page.getByText("Invitation sent again").first()).toBeVisible();
  const second = await inviteLinkFor(email, first);
  await checkA11y();

  const invitedContext = await browser.newContext({ javaScriptEnabled });
  const invited = await invitedContext.newPage();
  const expiredAnswer =
    "This invitation link has expired or was already used. Please ask an admin to invite you again.";
  await invited.goto(first);
  await expect(invited.getByText(expiredAnswer)).toBeVisible();
  await invited.goto(second);
  await expect(invited.getByText(`Choose a password for ${email} to sign in.`)).toBeVisible();

  await row.getByRole("button", { name: `Withdraw the invitation of ${email}` }).click();
  await expect(page.getByText("Invitation withdrawn").first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await checkA11y();

  // The page opened before the withdrawal: its form is refused with the same answer, and so is the link.
  await invited.getByLabel("Password", { exact: true }).fill("meera-chooses-this-1");
  await invited.getByLabel("Confirm password").fill("meera-chooses-this-1");
  await invited.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(invited.getByText(expiredAnswer)).toBeVisible();
  await invited.goto(second);
  await expect(invited.getByText(expiredAnswer)).toBeVisible();
  if (javaScriptEnabled) await expectNoAxeViolations(invited);
  await invitedContext.close();
});

test("a member of staff changes their own password from Your account, and their other devices are signed out", async ({
  page,
  browser,
  checkA11y,
  javaScriptEnabled,
  database,
  logIn,
}) => {
  // Two devices, four sign-ins and three tries at a new password.
  test.slow();
  const email = `own-password-${test.info().project.name}-${Date.now()}@example.com`;
  await database`insert into users (email, full_name, role, password_hash)
    values (${email}, 'Ravi Kumar', 'staff', ${await hash("ravi-old-password-1")})`;
  const signIn = async (on: Page, password: string) => {
    await logIn(email, password, { on });
    await expect(on).toHaveURL(/\/admin\/dashboard$/);
  };
  const otherDevice = await browser.newContext({ javaScriptEnabled });
  const other = await otherDevice.newPage();
  await signIn(other, "ravi-old-password-1");
  await signIn(page, "ravi-old-password-1");

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Your account" }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(page.getByLabel("Your e-mail")).toHaveValue(email);
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await checkA11y();

  await page.getByLabel("Current Password", { exact: true }).fill("ravi-old-password-1");
  await page.getByLabel("New Password", { exact: true }).fill("abc");
  await page.getByLabel("Confirm New Password").fill("abd");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Password Too Short: Password must be at least 10 characters.").first()).toBeVisible();
  await checkA11y();

  // A wrong current password changes nothing: a session left open is not the account.
  await page.getByLabel("Current Password", { exact: true }).fill("not-my-password-9");
  await page.getByLabel("New Password", { exact: true }).fill("ravi-new-password-2");
  await page.getByLabel("Confirm New Password").fill("ravi-new-password-2");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Wrong Password: That is not your current password.").first()).toBeVisible();

  await page.getByLabel("Current Password", { exact: true }).fill("ravi-old-password-1");
  await page.getByLabel("New Password", { exact: true }).fill("ravi-new-password-2");
  await page.getByLabel("Confirm New Password").fill("ravi-new-password-3");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(
    page.getByText("Passwords Don't Match: Please ensure both password fields are identical.").first(),
  ).toBeVisible();

  await page.getByLabel("Current Password", { exact: true }).fill("ravi-old-password-1");
  await page.getByLabel("New Password", { exact: true }).fill("ravi-new-password-2");
  await page.getByLabel("Confirm New Password").fill("ravi-new-password-2");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Password Updated").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByLabel("Current Password", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("New Password", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Confirm New Password")).toHaveValue("");
  await checkA11y();
  await screenshots(page, "own-account");

  await other.goto("/admin/dashboard");
  await expect(other).toHaveURL(/\/admin\/login\?redirectTo=/);
  await otherDevice.close();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, "ravi-new-password-2");
  await expect(page.getByRole("heading", { name: "Welcome!" })).toBeVisible();
});
