import { expect, test } from "@playwright/test";

test("anonymous pages are served from the page cache with a fresh nonce, and revalidate with 304", async ({
  request,
}) => {
  await request.get("/faq");
  const second = await request.get("/faq");
  expect(second.headers()["x-html-cache"]).toBe("hit");
  expect(second.headers()["cache-control"]).toBe("private, no-cache");
  const nonce = /'nonce-([^']+)'/.exec(second.headers()["content-security-policy"] ?? "")?.[1] ?? "";
  const html = await second.text();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);

  const third = await request.get("/faq");
  expect(third.headers()["content-security-policy"]).not.toBe(second.headers()["content-security-policy"]);

  const etag = second.headers()["etag"] ?? "";
  expect(etag).toMatch(/^W\//);
  const revalidated = await request.get("/faq", { headers: { "If-None-Match": etag } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()["content-security-policy"]).toBeUndefined();
});

test("pages with per-visit values and signed-in visitors are never served from the cache", async ({ request }) => {
  await request.get("/contact");
  const contact = await request.get("/contact");
  expect(contact.headers()["x-html-cache"]).toBeUndefined();

  const email = `cache-${Date.now()}@example.com`;
  await request.post("/signup", { form: { email, password: "cache-test-77", confirmPassword: "cache-test-77" } });
  await request.post("/login", { form: { email, password: "cache-test-77" } });
  const home = await request.get("/about-us");
  expect(home.headers()["x-html-cache"]).toBeUndefined();
  expect(await home.text()).toContain("Log out");
});
