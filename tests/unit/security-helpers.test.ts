import { describe, expect, it } from "vitest";
import { safeRedirect } from "#app/server/safe-redirect.ts";
import { renderMarkdown, sanitizeRichHtml } from "#app/modules/content/markdown.server.ts";
import { isAllowedOrigin } from "../../server/origin-check.ts";

describe("safeRedirect", () => {
  const site = "https://skillsprouts.in";
  it.each([
    ["/about-us", "/about-us"],
    ["/blog?x=1#y", "/blog?x=1#y"],
    ["https://skillsprouts.in/admin/inbox", "/admin/inbox"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["\\\\evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["/\n/evil.example", "/"],
    ["\t//evil.example", "/"],
    ["/\r\n/evil.example/path", "/"],
    [" //evil.example", "/"],
    ["https://evil.example", "/"],
    // Same scheme without slashes is a relative path in the WHATWG parser: it stays on the site.
    ["https:evil.example", "/evil.example"],
    ["http://skillsprouts.in/", "/"],
    ["https://skillsprouts.in.evil.example/", "/"],
    ["https://skillsprouts.in@evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["data:text/html,hi", "/"],
    [null, "/"],
  ])("%j → %s", (input, expected) => {
    expect(safeRedirect(input, "/", site)).toBe(expected);
  });

  it("decodes nothing itself: an encoded target from a query string arrives decoded and is checked as such", () => {
    const target = new URLSearchParams("redirectTo=%2F%09%2Fevil.example").get("redirectTo");
    expect(safeRedirect(target, "/", site)).toBe("/");
  });
});

describe("origin check", () => {
  it("allows same-origin writes and requests without Origin", () => {
    expect(isAllowedOrigin("http://localhost:3000", "localhost:3000", undefined)).toBe(true);
    expect(isAllowedOrigin(undefined, "localhost:3000", undefined)).toBe(true);
    expect(isAllowedOrigin("https://skillsprouts.in", "internal:8080", "https://skillsprouts.in")).toBe(true);
  });
  it("refuses other sites and opaque origins", () => {
    expect(isAllowedOrigin("https://evil.example", "localhost:3000", "http://localhost:3000")).toBe(false);
    expect(isAllowedOrigin("null", "localhost:3000", undefined)).toBe(false);
  });
});

describe("HTML sanitising", () => {
  it("keeps formatting and drops scripts, handlers and javascript: links", () => {
    const html = sanitizeRichHtml(
      '<h2 onclick="x()">Hi</h2><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://a/b.png" onerror="y()">',
    );
    expect(html).toBe('<h2>Hi</h2><a>x</a><img src="https://a/b.png" />');
  });
  it("renders Markdown and opens outside links safely", () => {
    expect(renderMarkdown("## Title\n\n[site](https://example.com)")).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
  });
});
