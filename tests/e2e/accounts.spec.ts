import { expect, test } from "../support/e2e.ts";
import { linkFor } from "../support/outbox.ts";

// Wrong passwords are answered with 400, which the browser reports in the console.
test.use({ allowedConsoleErrors: [/status of 400/] });

test("a visitor signs up, logs in and out, and resets a forgotten password", async ({ page, hydrated, checkA11y }) => {
  // A whole journey through six pages and two mails.
  test.slow();
  const email = `parent-${test.info().project.name}-${Date.now()}@example.com`;

  await hydrated("/signup");
  await checkA11y();
  await page.getByLabel("Full name (optional)").fill("Asha Rao");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("mango-sunrise-7");
  await page.getByLabel("Confirm password").fill("mango-sunrise-8");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Passwords do not match: Please check your passwords and try again.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("mango-sunrise-7");
  await page.getByLabel("Confirm password").fill("mango-sunrise-7");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Check your e-mail").first()).toBeVisible();

  // The mail's link confirms the address, with a button: opening the link alone confirms nothing.
  await hydrated(await linkFor(email, "/verify-email"));
  await checkA11y();
  await expect(page.getByText(`Confirm that ${email} is your address.`)).toBeVisible();
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Address confirmed").first()).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("wrong-password-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
  await page.getByLabel("Password").fill("mango-sunrise-7");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Welcome Back").first()).toBeVisible();

  await page
    .getByRole("contentinfo")
    .getByRole("button", { name: /Log out/ })
    .click();
  await expect(page.getByText("Signed out").first()).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Log in" })).toBeVisible();

  await hydrated("/forgot-password");
  await checkA11y();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to log in" })).toBeVisible();

  await hydrated(await linkFor(email, "/password-reset"));
  await checkA11y();
  await page.getByLabel("New password", { exact: true }).fill("kiwi-sunset-99");
  await page.getByLabel("Confirm new password").fill("kiwi-sunset-99");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Password Updated").first()).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("kiwi-sunset-99");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("held back", () => {
  // Wrong passwords are answered with 400, and the held-back ones with 429: the browser reports both.
  test.use({ allowedConsoleErrors: [/status of (400|429)/] });

  test("held back after many wrong passwords, the owner signs in with an e-mailed link", async ({
    page,
    hydrated,
    checkA11y,
  }) => {
    test.slow();
    const email = `held-${test.info().project.name}-${Date.now()}@example.com`;
    await hydrated("/signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("mango-sunrise-7");
    await page.getByLabel("Confirm password").fill("mango-sunrise-7");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/login$/);

    for (let attempt = 0; attempt < 11; attempt++) {
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(`wrong-guess-${attempt}`);
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page.getByRole("alert").first()).toBeVisible();
    }
    await expect(page.getByRole("alert").filter({ hasText: /Too many attempts/ })).toBeVisible();
    await page.getByRole("link", { name: "E-mail me a sign-in link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in with an e-mail link" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await checkA11y();
    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

    await hydrated(await linkFor(email, "/sign-in-link"));
    await expect(page.getByText(`Sign in to SkillSprouts as ${email}.`)).toBeVisible();
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Welcome Back").first()).toBeVisible();
  });
});

test("the same e-mail gets the same answer whether or not it has an account", async ({ page, hydrated }) => {
  await hydrated("/forgot-password");
  await page.getByLabel("Email").fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
});

test("an admin signs in, sees real Quick Stats, manages users and logs out", async ({
  page,
  hydrated,
  checkA11y,
  javaScriptEnabled,
}) => {
  // Many steps, each checked with axe: more than the default 30 s on a busy machine.
  test.slow();
  await hydrated("/admin/login");
  await checkA11y();
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
  await expect(page.locator("body")).not.toContainText("e2e-admin-password");

  await page.getByLabel("Password").fill("e2e-admin-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The sign-in page is a document of its own: the dashboard is loaded, and runs before the next click.
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { name: "Welcome, Admin!" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(1);
  for (const tile of [
    "Edit Site Content",
    "Manage Programs",
    "Manage Feeds",
    "Manage Brochures",
    "Manage Testimonials",
    "Manage FAQs",
    "Admin Settings",
    "User Management",
  ]) {
    await expect(page.getByRole("link", { name: new RegExp(tile) })).toBeVisible();
  }
  await expect(page.getByText("Feed posts")).toBeVisible();
  await checkA11y();

  await page.getByRole("link", { name: /User Management/ }).click();
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
  const accounts = page.getByRole("table", { name: "Accounts" });
  await expect(accounts.getByRole("cell", { name: "admin@example.com", exact: true })).toBeVisible();
  await checkA11y();
  // Removing one's own access needs the explicit confirmation.
  const ownRow = accounts.getByRole("row").filter({ hasText: "admin@example.com" });
  await ownRow.getByRole("button", { name: /Remove admin/ }).click();
  await expect(page.getByText("To remove your own admin access, tick the confirmation box").first()).toBeVisible();

  await page.goto("/admin/settings");
  await expect(page.getByLabel("Admin Email")).toHaveValue("admin@example.com");
  await page.getByLabel("Current Password", { exact: true }).fill("e2e-admin-password");
  await page.getByLabel("New Password", { exact: true }).fill("abc");
  await page.getByLabel("Confirm New Password").fill("abd");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Password Too Short: Password must be at least 10 characters.").first()).toBeVisible();
  await checkA11y();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
});
