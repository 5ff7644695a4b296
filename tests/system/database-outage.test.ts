/**
 * Postgres out of reach for a few seconds: pages kept in the cache are served as they last were, pages
 * rendered meanwhile use the last good shell and content reads, and once Postgres is back the instance
 * listens for edits again.
 */
import { describe, expect, it } from "vitest";
import { systemForThisFile } from "../support/app-processes.ts";
import { cachedPage, editFirstFaq } from "../support/page-cache.ts";
import { Visitor } from "../support/visitor.ts";

const system = systemForThisFile();

describe("a short database outage", () => {
  it("keeps public pages answering, then shows edits again once Postgres is back", async () => {
    const visitor = new Visitor(system.app.url);
    const home = await cachedPage(visitor, "/");
    await cachedPage(visitor, "/faq");
    // Not a kept page (it is per player), but its shell and leaderboard are hot reads.
    expect((await visitor.get("/fun-zone")).status).toBe(200);

    await system.services.stopPostgres();
    try {
      const during = await visitor.get("/");
      expect(during.status).toBe(200);
      expect(during.headers.get("x-html-cache")).toBe("stale");
      expect(await during.text()).toBe(home);
      expect((await visitor.get("/faq")).status).toBe(200);
      const funZone = await visitor.get("/fun-zone");
      expect(funZone.status).toBe(200);
      expect(await funZone.text()).toContain("Fun Zone");
    } finally {
      await system.services.startPostgres();
    }

    // Back on the fast path once the change feed has reconnected, and edits show at once again.
    await cachedPage(visitor, "/faq");
    const admin = new Visitor(system.app.url);
    await admin.signIn(system.services.env.ADMIN_EMAIL ?? "", system.services.env.ADMIN_PASSWORD ?? "");
    const answer = `Edited after the outage at ${Date.now()}.`;
    await editFirstFaq(admin, answer);
    expect(await visitor.html("/faq")).toContain(answer);
  });
});
