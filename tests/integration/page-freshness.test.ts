import { beforeEach, describe, expect, it } from "vitest";
import { clearHtmlCache, findPage, storePage } from "#app/server/html-cache.server.ts";

const html = (text: string) => Buffer.from(`<!doctype html><html><body><p>${text}</p></body></html>`);
const headers = { "content-type": "text/html; charset=utf-8" };
const bodyOf = (page: ReturnType<typeof findPage>) => page?.variants.identity.body.toString("utf8") ?? null;

describe("pages kept for a while (views, a game's board)", () => {
  beforeEach(clearHtmlCache);

  it("keeps a page until its freshness runs out, then lets one request draw it again while others get it", async () => {
    await storePage("/feeds", 7, html("12 views"), headers, 60);
    const later = Date.now() + 61_000;
    expect(bodyOf(findPage("/feeds", 7))).toContain("12 views");
    // Past its minute: the first asker draws it again; the class arriving meanwhile is answered with the old one.
    expect(findPage("/feeds", 7, later)).toBeUndefined();
    expect(bodyOf(findPage("/feeds", 7, later))).toContain("12 views");
    expect(bodyOf(findPage("/feeds", 7, later + 1_000))).toContain("12 views");
    // If that redraw never stores its page, another request tries after ten seconds.
    expect(findPage("/feeds", 7, later + 11_000)).toBeUndefined();
    await storePage("/feeds", 7, html("15 views"), headers, 60);
    expect(bodyOf(findPage("/feeds", 7))).toContain("15 views");
    // Another content version is another page, fresh or not.
    expect(findPage("/feeds", 8)).toBeUndefined();
  });

  it("keeps a page without a freshness for as long as its content version lasts", async () => {
    await storePage("/faq", 7, html("Questions"), headers);
    expect(bodyOf(findPage("/faq", 7, Date.now() + 365 * 24 * 3_600_000))).toContain("Questions");
  });
});
