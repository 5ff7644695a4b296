import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { connectToE2eDatabase, startAdminSession, type Sql } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";

type Fixtures = {
  /** Console errors matching these are expected by the test (a page that answers 404, say). */
  allowedConsoleErrors: RegExp[];
  /** page.goto, then, with JavaScript on, wait for hydration so no click is lost before React listens. */
  hydrated: (url: string) => Promise<void>;
  /** axe on the page as it is now. axe is a script in the page, so with JavaScript off the "js" project's run covers the same server HTML. */
  checkA11y: () => Promise<void>;
  /** The e2e server's database, for setting up and checking what a test needs. */
  database: Sql;
  /**
   * Signs this test's browser (or another browser context, `on`) in as the admin by a session row and its cookie,
   * faster than the sign-in page. `end()` deletes the session, as a logout in another tab or an expiry would.
   */
  signInAsAdmin: (options?: { on?: BrowserContext }) => Promise<{ end: () => Promise<void> }>;
  /**
   * Signs in through a sign-in page's form (the staff one unless `at` says), as a person does, and waits for the
   * page it leads to: with JavaScript, until that page runs, so the test's next click is not lost to hydration.
   */
  logIn: (email: string, password: string, options?: { at?: "/login" | "/admin/login"; on?: Page }) => Promise<void>;
};

/** A made-up address in a private range: each test's browser is its own visitor to the per-address limits. */
const testAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join(".")}`;

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  // The server trusts one proxy's X-Forwarded-For (playwright.config.ts): the browser's own address, per test.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": testAddress() });
  },
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) {
        errors.push(message.text());
      }
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    expect(errors, "console errors").toEqual([]);
  },
  hydrated: async ({ page, javaScriptEnabled }, use) => {
    await use(async (url: string) => {
      await page.goto(url);
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    });
  },
  checkA11y: async ({ page, javaScriptEnabled }, use) => {
    await use(async () => {
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the fixtures argument to be destructured.
  database: async ({}, use) => {
    const sql = await connectToE2eDatabase();
    await use(sql);
    await sql.end();
  },
  logIn: async ({ page, javaScriptEnabled }, use) => {
    await use(async (email, password, { at = "/admin/login", on = page } = {}) => {
      const running = () => on.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await on.goto(at);
      if (javaScriptEnabled) await running();
      await on.getByLabel("Email").fill(email);
      await on.getByLabel("Password").fill(password);
      await on.getByRole("button", { name: "Log in" }).click();
      await on.waitForURL((url) => url.pathname !== at);
      if (javaScriptEnabled) await running();
    });
  },
  signInAsAdmin: async ({ context, database, baseURL }, use) => {
    await use(async ({ on = context } = {}) => {
      const { sessionId, cookieValue } = await startAdminSession(database);
      const url = baseURL ?? "";
      await on.addCookies([{ name: "__session", value: cookieValue, url, httpOnly: true, sameSite: "Lax" }]);
      return { end: async () => void (await database`delete from sessions where id = ${sessionId}`) };
    });
  },
});

export { expect };

export type SignInAsAdmin = Fixtures["signInAsAdmin"];
