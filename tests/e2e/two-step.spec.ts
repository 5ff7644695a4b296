import { hash } from "@node-rs/argon2";
import { Secret, TOTP } from "otpauth";
import { expect, test } from "../support/e2e.ts";
import { screenshots } from "../support/screenshots.ts";

// A wrong code is refused with 400, which the browser reports in the console.
test.use({ allowedConsoleErrors: [/status of 400/] });

/** The code an authenticator app shows for this key, `steps` time steps from now. */
const codeFor = (manualKey: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(manualKey.replace(/\s/g, "")), period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

test("a member of staff turns on two-step sign-in, keeps the recovery codes, and signs in with a code", async ({
  page,
  database,
  checkA11y,
  javaScriptEnabled,
  logIn,
}) => {
  test.slow();
  const email = `two-step-${test.info().project.name}-${Date.now()}@example.com`;
  await database`insert into users (email, full_name, role, password_hash, email_verified_at)
    values (${email}, 'Ravi Kumar', 'staff', ${await hash("ravi-old-password-1")}, now())`;
  await logIn(email, "ravi-old-password-1");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Your account" }).click();
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const panel = page.getByRole("region", { name: "Two-step sign-in" });
  await panel.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(panel.getByRole("img", { name: "QR code to add SkillSprouts to your authenticator app" })).toBeVisible();
  await checkA11y();
  await screenshots(page, "two-step-set-up");
  const manualKey = (await panel.locator("code").textContent()) ?? "";
  expect(manualKey.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32}$/);

  await panel.getByLabel("Code from the app").fill("000000");
  await panel.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(panel.getByText("That code is not right.", { exact: false })).toBeVisible();
  await panel.getByLabel("Code from the app").fill(codeFor(manualKey));
  await panel.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  const codes = panel.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(panel.getByText("Save these recovery codes now: they are shown only this once.")).toBeVisible();
  await checkA11y();
  await screenshots(page, "two-step-recovery-codes");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await logIn(email, "ravi-old-password-1");
  await expect(page).toHaveURL(/\/two-step$/);
  await expect(page.getByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeVisible();
  await checkA11y();
  await screenshots(page, "two-step-code");
  // The code of the step after the one used to turn it on: each code works once.
  await page.getByLabel("Code").fill(codeFor(manualKey, 1));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText("Welcome Back").first()).toBeVisible();
});
