import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";
import { expect, test } from "../support/e2e.ts";

/** Every URL under /admin in the route table, parameters given a sample value. */
function adminPaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = entry.path && full.startsWith("/admin/") ? [full.replace(/:[^/]+/g, "1")] : [];
    return [...own, ...adminPaths(entry.children ?? [], full)];
  });
}

const accountPages = [
  "/login",
  "/signup",
  "/forgot-password",
  "/password-reset",
  "/sign-in-link",
  "/verify-email",
  "/two-step",
  "/accept-invite",
  "/admin/login",
];

test.describe("nothing personal is kept by a browser", () => {
  test("every back-office page, export and download is sent with no-store", async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    const paths = ["/admin", ...adminPaths(routes), "/admin/inbox/export/messages", "/admin/inbox/cv/1"];
    for (const path of paths) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.headers()["cache-control"], `GET ${path} (${response.status()})`).toBe("no-store");
    }
  });

  test("account pages and My progress are sent with no-store", async ({ page }) => {
    for (const path of accountPages) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.headers()["cache-control"], path).toBe("no-store");
    }
    const progress = await page.request.get("/fun-zone/progress");
    expect(progress.headers()["cache-control"]).toBe("private, no-store");
  });
});
