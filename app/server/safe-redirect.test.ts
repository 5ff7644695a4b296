import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "#app/server/safe-redirect.ts";

const site = "https://skillsprouts.in";
const options = { siteUrl: site };

describe("safeRedirect", () => {
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
    // What a review found answering "//evil.com": dot segments, an encoded dot and a backslash that resolve to
    // a path beginning with two slashes, and the site's own origin followed by one.
    ["/.//evil.com", "/"],
    ["/x/..//evil.com", "/"],
    ["/%2e//evil.com", "/"],
    ["/%2E%2E//evil.com", "/"],
    ["/.\\/evil.com", "/"],
    ["https://skillsprouts.in//evil.com", "/"],
    ["/./\\evil.com", "/"],
  ])("%j → %s", (input, expected) => {
    expect(safeRedirect(input, "/", options)).toBe(expected);
  });

  it("decodes nothing itself: an encoded target from a query string arrives decoded and is checked as such", () => {
    const target = new URLSearchParams("redirectTo=%2F%09%2Fevil.example").get("redirectTo");
    expect(safeRedirect(target, "/", options)).toBe("/");
  });

  it("keeps a back link inside the part of the site it belongs to", () => {
    const inbox = { ...options, within: "/admin/inbox" };
    expect(safeRedirect("/admin/inbox?type=demos&page=2", "/admin/inbox", inbox)).toBe(
      "/admin/inbox?type=demos&page=2",
    );
    expect(safeRedirect("/admin/inbox/demos/4", "/admin/inbox", inbox)).toBe("/admin/inbox/demos/4");
    expect(safeRedirect("/admin/inbox-elsewhere", "/admin/inbox", inbox)).toBe("/admin/inbox");
    expect(safeRedirect("/admin/inbox/..//evil.com", "/admin/inbox", inbox)).toBe("/admin/inbox");
    expect(safeRedirect("/admin/inbox/../users", "/admin/inbox", inbox)).toBe("/admin/inbox");
    expect(safeRedirect("/admin/users", "/admin/inbox", inbox)).toBe("/admin/inbox");
  });

  // The pieces an attacker mixes: slashes and backslashes, dot segments plain and encoded, whitespace the parser
  // drops, look-alike dots and slashes from Unicode, schemes, hosts and credentials.
  const piece = fc.constantFrom(
    "/",
    "//",
    "\\",
    ".",
    "..",
    "%2e",
    "%2E",
    "%2f",
    "%5c",
    "\t",
    "\n",
    "\r",
    " ",
    "\u3002",
    "\uFF0E",
    "\uFF0F",
    "\u2215",
    "\u2044",
    "\uFE68",
    "@",
    ":",
    "?",
    "#",
    "evil.com",
    "skillsprouts.in",
    "http:",
    "https:",
    "javascript:",
    "admin",
    "x",
  );
  const target = fc.array(piece, { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join(""));

  it("never answers with anything but a path on this site that starts with exactly one slash", () => {
    fc.assert(
      fc.property(target, (input) => {
        const out = safeRedirect(input, "/fallback", options);
        expect(out).toMatch(/^\/(?![/\\])/);
        // Read as a browser reads a Location header, from this site and from any other, it names no host of its own.
        expect(new URL(out, site).origin).toBe(site);
        expect(new URL(out, "http://other.invalid/").host).toBe("other.invalid");
      }),
      { numRuns: 20_000, seed: 2026_11_26 },
    );
  });

  it("never leaves the part of the site it is held to", () => {
    fc.assert(
      fc.property(target, (input) => {
        const out = safeRedirect(`/admin/inbox/${input}`, "/admin/inbox", { ...options, within: "/admin/inbox" });
        const { pathname } = new URL(out, site);
        expect(pathname === "/admin/inbox" || pathname.startsWith("/admin/inbox/")).toBe(true);
      }),
      { numRuns: 5_000, seed: 2026_11_26 },
    );
  });
});
