import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";
import { expect, test } from "../support/e2e.ts";

/** Every URL under /admin in the route table, except the sign-in page itself. */
function adminPaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    // Parameters get a sample value: the guard must answer before anything looks them up.
    const own =
      entry.path && full.startsWith("/admin/") && full !== "/admin/login" ? [full.replace(/:[^/]+/g, "1")] : [];
    return [...own, ...adminPaths(entry.children ?? [], full)];
  });
}

// /admin itself (the layout's index) opens the dashboard, behind the same guard.
const paths = ["/admin", ...adminPaths(routes)];
/**
 * Routes that answer data or a redirect, not a page (the CSV export, the CV download, the session check, /admin): their refusal
 * is the same 403 with what was typed, without the back office around it.
 */
const resources = new Set([
  "/admin",
  "/admin/inbox/export/1",
  "/admin/inbox/cv/1",
  "/admin/inbox/import/problems",
  "/admin/session",
]);

test("the route table has the admin tools", () => {
  expect(paths).toEqual(expect.arrayContaining(["/admin/dashboard", "/admin/settings", "/admin/users", ...resources]));
});

for (const kind of ["anonymous", "visitor"] as const) {
  test(`every admin route refuses a ${kind === "anonymous" ? "visitor who is not signed in" : "signed-in visitor"}`, async ({
    request,
  }) => {
    if (kind === "visitor") {
      const email = `v-${test.info().project.name}-${Date.now()}@example.com`;
      await request.post("/signup", { form: { email, password: "guard-test-77", confirmPassword: "guard-test-77" } });
      const login = await request.post("/login", { form: { email, password: "guard-test-77" }, maxRedirects: 0 });
      expect(login.status()).toBe(302);
    }
    for (const url of paths) {
      const read = await request.get(url, { maxRedirects: 0 });
      expect(read.status(), `GET ${url}`).toBe(302);
      expect(read.headers()["location"], `GET ${url}`).toBe(`/admin/login?redirectTo=${encodeURIComponent(url)}`);
      const write = await request.post(url, { form: { note: "typed before the refusal" }, maxRedirects: 0 });
      expect(write.status(), `POST ${url}`).toBe(403);
      const body = await write.text();
      // Answered inside the back office, with what was typed and a way to sign in again; never the public 403.
      expect(body, `POST ${url}`).not.toContain("That page is not for you");
      expect(body, `POST ${url}`).toContain("typed before the refusal");
      if (resources.has(url)) continue;
      expect(body, `POST ${url}`).toContain(
        kind === "anonymous" ? "Your admin session has ended" : "This account has no admin access",
      );
      expect(body, `POST ${url}`).toContain('aria-label="Admin"');
      expect(body, `POST ${url}`).toContain(
        `/admin/login?redirectTo=${encodeURIComponent(url)}`.replace(/&/g, "&amp;"),
      );
    }
  });
}

test("/admin opens the dashboard for an admin", async ({ page, signInAsAdmin }) => {
  await signInAsAdmin();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Admin!" })).toBeVisible();
});
