import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";

/**
 * The admin tests in the other project may edit content at any moment, which rightly empties the cache:
 * ask until a response comes from it (two requests in a row normally do).
 */
async function cachedFaqPage(request: APIRequestContext): Promise<APIResponse> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await request.get("/faq");
    if (response.headers()["x-html-cache"] === "hit") return response;
  }
  throw new Error("/faq never came from the page cache");
}

test("anonymous pages are served from the page cache with a fresh nonce, and revalidate with 304", async ({
  request,
}) => {
  const second = await cachedFaqPage(request);
  expect(second.headers()["cache-control"]).toBe("private, no-cache");
  const nonce = /'nonce-([^']+)'/.exec(second.headers()["content-security-policy"] ?? "")?.[1] ?? "";
  const html = await second.text();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);

  const third = await request.get("/faq");
  expect(third.headers()["content-security-policy"]).not.toBe(second.headers()["content-security-policy"]);

  let revalidated: APIResponse | undefined;
  for (let attempt = 0; attempt < 5 && revalidated?.status() !== 304; attempt++) {
    const etag = (await cachedFaqPage(request)).headers()["etag"] ?? "";
    expect(etag).toMatch(/^W\//);
    revalidated = await request.get("/faq", { headers: { "If-None-Match": etag } });
  }
  expect(revalidated?.status()).toBe(304);
  expect(revalidated?.headers()["content-security-policy"]).toBeUndefined();
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
