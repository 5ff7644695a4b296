import { describe, expect, it } from "vitest";
import { renderMarkdown, sanitizeRichHtml } from "#app/modules/content/shared/markdown.server.ts";
import type { ServerBuild } from "react-router";
import { isAllowedOrigin, withSiteAsActionOrigin } from "../../server/origin-check.ts";

describe("origin check", () => {
  it("allows same-origin writes and requests without Origin", () => {
    expect(isAllowedOrigin("http://localhost:3000", "http://localhost:3000", undefined)).toBe(true);
    expect(isAllowedOrigin(undefined, "http://localhost:3000", undefined)).toBe(true);
    // Behind a proxy that ends TLS, the request itself looks plain: the site's address says what the browser sees.
    expect(isAllowedOrigin("https://skillsprouts.in", "http://internal:8080", "https://skillsprouts.in")).toBe(true);
  });
  it("refuses other sites, other schemes of this host, and opaque origins", () => {
    expect(isAllowedOrigin("https://evil.example", "http://localhost:3000", "http://localhost:3000")).toBe(false);
    expect(isAllowedOrigin("https://localhost:3000", "http://localhost:3000", "http://localhost:3000")).toBe(false);
    expect(isAllowedOrigin("http://skillsprouts.in", "http://internal:8080", "https://skillsprouts.in")).toBe(false);
    expect(isAllowedOrigin("null", "http://localhost:3000", undefined)).toBe(false);
  });
});

describe("React Router's own origin check", () => {
  it("is told the site's address, so a post through a proxy that ends TLS is not refused there after passing here", () => {
    const build = { allowedActionOrigins: ["partner.example"] } as unknown as ServerBuild;
    expect(withSiteAsActionOrigin(build, "https://skillsprouts.in").allowedActionOrigins).toEqual([
      "partner.example",
      "skillsprouts.in",
    ]);
    expect(withSiteAsActionOrigin(build, undefined)).toBe(build);
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
