import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { inlineScripts } from "../support/page-cache.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

test("health, readiness and security headers", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready" });

  expect((await request.get("/healthz")).headers()["x-request-id"]).toBeTruthy();

  // A content page runs script files of our own and one inline script its policy names by hash: no nonce.
  const home = await request.get("/");
  expect(home.headers()["x-content-type-options"]).toBe("nosniff");
  const homePolicy = home.headers()["content-security-policy"] ?? "";
  expect(homePolicy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
  expect(homePolicy).not.toContain("nonce-");
  const inline = inlineScripts(await home.text());
  expect(inline).toHaveLength(1);
  for (const script of inline) expect(homePolicy).toContain(`'sha256-${sha256(script)}'`);

  // A page the framework hydrates has inline script, each with this response's nonce.
  const login = await request.get("/sign-in-link");
  const csp = login.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  const scripts = (await login.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test("a stored file keeps its own sandboxed policy, with one nosniff", async ({ request }) => {
  const html = await (await request.get("/feeds")).text();
  const media = /src="(\/media\/[^"]+)"/.exec(html)?.[1];
  expect(media, "the seeded feeds show a stored file").toBeTruthy();
  const response = await request.get(media ?? "");
  expect(response.status()).toBe(200);
  const headers = response.headersArray();
  const policies = headers.filter((header) => header.name.toLowerCase() === "content-security-policy");
  expect(policies.map((header) => header.value)).toEqual([
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  ]);
  const nosniff = headers.filter((header) => header.name.toLowerCase() === "x-content-type-options");
  expect(nosniff.map((header) => header.value)).toEqual(["nosniff"]);
});

test("cross-site form posts are refused", async ({ request }) => {
  const response = await request.post("/newsletter", {
    form: { email: "x@example.com" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});

test("hashed assets are cached for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset ?? "");
  expect(response.headers()["cache-control"]).toContain("max-age=31536000");
  expect(response.headers()["cache-control"]).toContain("immutable");
});
