import { expect, test } from "../support/e2e.ts";

test.describe("an idle back-office session", { tag: "@js" }, () => {
  // The warning is the page's script: without JavaScript the session simply ends, and a save keeps its text.

  test("is warned five minutes before it ends, can stay, and is told when it has ended", async ({
    page,
    hydrated,
    checkA11y,
    signInAsAdmin,
  }) => {
    await page.clock.install();
    const session = await signInAsAdmin();
    await hydrated("/admin/dashboard");
    const banner = page.getByRole("alert").filter({ hasText: /signed out/ });

    await page.clock.runFor(20 * 60_000);
    await expect(banner).toBeHidden();
    await page.clock.runFor(5 * 60_000);
    await expect(banner).toContainText(/you will be signed out in [1-5] minutes? unless you use the back office/);
    await checkA11y();

    await page.getByRole("button", { name: "Stay signed in" }).click();
    await expect(banner).toBeHidden();

    // Signed out meanwhile (here: the session is ended; on a real desk, half an hour passed).
    await session.end();
    await page.clock.runFor(30 * 60_000);
    await expect(banner).toContainText("You were signed out after 30 minutes without use");
    await expect(page.getByRole("link", { name: /Sign in again/ })).toHaveAttribute(
      "href",
      `/admin/login?redirectTo=${encodeURIComponent("/admin/dashboard")}`,
    );
  });
});
