import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { inlineScripts } from "../support/page-cache.ts";

/**
 * The admin tests in the other project may edit content at any moment, which rightly empties the cache:
 * ask until a response comes from it (a page is kept a moment after it is first sent).
 */
async function cachedPage(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "br, gzip", ...headers } });
    if (response.headers()["x-html-cache"] === "hit") return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never came from the page cache`);
}

test("anonymous pages come from stored bytes, compressed, with no inline script, and revalidate with 304", async ({
  request,
}) => {
  const page = await cachedPage(request, "/faq");
  const headers = page.headers();
  expect(headers["cache-control"]).toBe("private, no-cache");
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["vary"]).toBe("Accept-Encoding");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  // The policy carries no nonce: the page's one inline script is named by its hash, so every visitor gets the
  // same bytes.
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).not.toContain("nonce-");
  const html = await page.text();
  expect(html).toContain("</html>");
  const inline = inlineScripts(html);
  expect(inline).toHaveLength(1);
  expect(csp).toContain(
    `script-src 'self' 'sha256-${createHash("sha256")
      .update(inline[0] ?? "")
      .digest("base64")}';`,
  );
  expect((await cachedPage(request, "/faq")).headers()["etag"]).toBe(headers["etag"]);

  const etag = headers["etag"] ?? "";
  expect(etag).toMatch(/^W\//);
  let revalidated: APIResponse | undefined;
  for (let attempt = 0; attempt < 5 && revalidated?.status() !== 304; attempt++) {
    const current = (await cachedPage(request, "/faq")).headers()["etag"] ?? "";
    revalidated = await request.get("/faq", { headers: { "If-None-Match": current } });
  }
  expect(revalidated?.status()).toBe(304);
});

test("a lead form's page comes from stored bytes, each new visitor given a form token in the headers", async ({
  request,
  playwright,
  baseURL,
}) => {
  for (const path of ["/contact", "/trial-class", "/book-offline-demo"]) {
    const kept = await cachedPage(request, path);
    const [stored, storedTag] = [await kept.body(), kept.headers()["etag"]];
    // Two new visitors: the same stored bytes, each with a token of their own.
    const visitors = await Promise.all([1, 2].map(() => playwright.request.newContext({ baseURL })));
    const answers = await Promise.all(
      visitors.map((visitor) => visitor.get(path, { headers: { "Accept-Encoding": "br, gzip" } })),
    );
    const tokens = answers.map((answer) => /^form_token=([\w-]{22});/.exec(answer.headers()["set-cookie"] ?? "")?.[1]);
    expect(tokens.every(Boolean)).toBe(true);
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const [index, answer] of answers.entries()) {
      const body = await answer.body();
      // The token is in the headers only: the page's bytes are everyone's.
      expect(body.toString("utf8")).not.toContain(tokens[index]);
      // The admin tests may change content meanwhile, which empties the cache: then the page is drawn afresh. Each
      // worker keeps a copy of its own (its honeypot time stamps differ): the same copy is the very same bytes.
      if (answer.headers()["x-html-cache"] === "hit" && answer.headers()["etag"] === storedTag) {
        expect(body).toEqual(stored);
      }
    }
    // A visitor who has a token keeps it.
    expect((await visitors[0]?.get(path))?.headers()["set-cookie"]).toBeUndefined();
    await Promise.all(visitors.map((visitor) => visitor.dispose()));
  }
});

test("a page in Hindi or Marathi comes from stored bytes of its own; its lead forms give a form token", async ({
  request,
  playwright,
  baseURL,
}) => {
  const [english, hindi, marathi] = await Promise.all(
    ["/faq", "/hi/faq", "/mr/faq"].map(async (path) => (await cachedPage(request, path)).text()),
  );
  expect(english).toContain('<html lang="en-IN"');
  expect(hindi).toContain('<html lang="hi-IN"');
  expect(marathi).toContain('<html lang="mr-IN"');
  expect(inlineScripts(hindi ?? "")).toHaveLength(1);

  for (const path of ["/hi/contact", "/mr/trial-class"]) {
    await cachedPage(request, path);
    const visitor = await playwright.request.newContext({ baseURL });
    const answer = await visitor.get(path, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(answer.headers()["set-cookie"]).toMatch(/^form_token=[\w-]{22};/);
    await visitor.dispose();
  }
});

test("the sign-in pages and Brainy's page come from stored bytes, with no framework script", async ({ request }) => {
  for (const path of ["/login", "/signup", "/forgot-password", "/admin/login", "/brainy-chat"]) {
    const html = await (await cachedPage(request, path)).text();
    expect(html).not.toContain("__reactRouterContext");
    expect(inlineScripts(html)).toHaveLength(1);
  }
});

test("pages with per-visit values, pages that need a nonce and signed-in visitors never come from the cache; players do", async ({
  request,
}) => {
  for (const path of ["/fun-zone/progress", "/password-reset", "/sign-in-link"]) {
    await request.get(path);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await request.get(path)).headers()["x-html-cache"]).toBeUndefined();
  }
  // The Fun Zone's kept page is every child's, a player's too: the game's island brings their own progress.
  await cachedPage(request, "/fun-zone", { Cookie: "__player=not-a-real-player" });

  const email = `cache-${Date.now()}@example.com`;
  await request.post("/signup", { form: { email, password: "cache-test-77", confirmPassword: "cache-test-77" } });
  await request.post("/login", { form: { email, password: "cache-test-77" } });
  const about = await request.get("/about-us");
  expect(about.headers()["x-html-cache"]).toBeUndefined();
  expect(await about.text()).toContain("Log out");
});
