import { beforeEach, describe, expect, it } from "vitest";
import { action as adminLoginAction } from "#app/routes/admin/login.tsx";
import { action as loginAction } from "#app/routes/login.tsx";
import { action as logoutAction } from "#app/routes/resources/logout.ts";
import { action as newsletterAction } from "#app/routes/resources/newsletter.ts";
import { ensureAdmin } from "#app/modules/accounts/admin-bootstrap.server.ts";
import { createAccount } from "#app/modules/accounts/auth.server.ts";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { formRequest, routeContext } from "../support/route-context.ts";

/*
 * Every "go back to" address a form can carry, through the routes that follow it: what a review found answering
 * `Location: //evil.com` (another site, to a browser) must land on this site instead.
 */
const attacks = [
  "/.//evil.com",
  "/x/..//evil.com",
  "/%2e//evil.com",
  "/.\\/evil.com",
  "http://localhost:3000//evil.com",
  "//evil.com",
  "/\t/evil.com",
];

const locationOf = async (run: () => Promise<unknown>) => {
  const response = (await run()) as Response;
  expect(response.status).toBe(302);
  return response.headers.get("Location");
};

const call = (handler: (args: never) => unknown, path: string, fields: Record<string, string>) =>
  Promise.resolve(handler({ request: formRequest(path, fields), context: routeContext(), params: {} } as never));

describe("redirects back", () => {
  beforeEach(truncateAll);

  it.each(attacks)("%j after signing out, signing in and subscribing leads home", async (redirectTo) => {
    expect(await locationOf(() => call(logoutAction, "/logout", { redirectTo }))).toBe("/");
    expect(
      await locationOf(() => call(newsletterAction, "/newsletter", { email: "reader@example.com", redirectTo })),
    ).toBe("/");
    await createAccount({ email: "kid@example.com", password: "sunny-mango-42" });
    expect(
      await locationOf(() =>
        call(loginAction, "/login", { email: "kid@example.com", password: "sunny-mango-42", redirectTo }),
      ),
    ).toBe("/");
    await ensureAdmin(db(), { email: "boss@example.com", password: "staff-only-9876" });
    expect(
      await locationOf(() =>
        call(adminLoginAction, "/admin/login", { email: "boss@example.com", password: "staff-only-9876", redirectTo }),
      ),
    ).toBe("/admin/dashboard");
  });

  it("keeps a real page of the site", async () => {
    expect(await locationOf(() => call(logoutAction, "/logout", { redirectTo: "/fun-zone?game=math" }))).toBe(
      "/fun-zone?game=math",
    );
  });
});
