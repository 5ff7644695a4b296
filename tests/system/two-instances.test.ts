/**
 * Two production app processes on one database, as `fly scale count 2` runs them: nothing one instance
 * knows may be missing on the other.
 */
import { connect } from "../../scripts/pg-sql.ts";
import { describe, expect, it } from "vitest";
import { CHANGE_FEED_APPLICATION_NAME } from "#app/server/change-feed.server.ts";
import { systemForThisFile } from "../support/app-processes.ts";
import { cachedPage, editFirstFaq } from "../support/page-cache.ts";
import { readForm, Visitor } from "../support/visitor.ts";

// One after the other: the first start seeds the database.
const system = systemForThisFile({ apps: [{}, {}] });

describe("two app processes on one database", () => {
  it("a session started on one instance works on the other", async () => {
    const admin = new Visitor(system.instance(0).url);
    await admin.signIn(system.services.env.ADMIN_EMAIL ?? "", system.services.env.ADMIN_PASSWORD ?? "");
    expect((await admin.get("/admin/dashboard")).status).toBe(200);
    const elsewhere = admin.on(system.instance(1).url);
    const dashboard = await elsewhere.get("/admin/dashboard");
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Quick Stats");
    // Signing out on the second instance ends the session on the first too.
    const { action, values } = readForm(await elsewhere.html("/admin/dashboard"), "form[action='/logout']", "/");
    expect((await elsewhere.post(action, values)).status).toBe(302);
    expect((await admin.get("/admin/dashboard")).status).toBe(302);
  });

  it("failed sign-ins count against one shared limit", async () => {
    const email = "someone@example.com";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      // One guesser, from one address, alternating between the instances.
      const visitor = new Visitor(attempt % 2 === 0 ? system.instance(0).url : system.instance(1).url, "10.9.9.9");
      const response = await visitor.submitForm("/login", "form[method=post]", { email, password: "wrong-guess" });
      statuses.push(response.status);
    }
    // Ten failures spread over both instances, then both refuse.
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("an admin edit on one instance shows on the other's next request", async () => {
    const reader = new Visitor(system.instance(1).url);
    const before = await reader.html("/faq");
    const admin = new Visitor(system.instance(0).url);
    await admin.signIn(system.services.env.ADMIN_EMAIL ?? "", system.services.env.ADMIN_PASSWORD ?? "");
    const list = await admin.html("/admin/manage-faqs");
    const faqId = /href="[^"]*\?edit=(\d+)"/.exec(list)?.[1];
    expect(faqId).toBeTruthy();
    const editPath = `/admin/manage-faqs?edit=${faqId}`;
    const answer = `Edited on one instance at ${Date.now()}.`;
    const saved = await admin.submitForm(editPath, "form[method=post]:has(textarea)", { answer });
    expect(saved.status).toBe(302);
    const after = await reader.html("/faq");
    expect(before).not.toContain(answer);
    expect(after).toContain(answer);
  });

  it("a page kept in the other instance's cache shows the edit at its next request", async () => {
    const reader = new Visitor(system.instance(1).url);
    const before = await cachedPage(reader, "/faq");
    const admin = new Visitor(system.instance(0).url);
    await admin.signIn(system.services.env.ADMIN_EMAIL ?? "", system.services.env.ADMIN_PASSWORD ?? "");
    const answer = `Kept in a cache, then edited, at ${Date.now()}.`;
    await editFirstFaq(admin, answer);
    expect(before).not.toContain(answer);
    expect(await reader.html("/faq")).toContain(answer);
  });

  it("with its notification connection cut, an instance still shows the next edit, then listens again", async () => {
    const reader = new Visitor(system.instance(1).url);
    await cachedPage(reader, "/faq");
    const sql = connect(system.services.env.DATABASE_URL ?? "");
    const listeners = () =>
      sql`select pid from pg_stat_activity where application_name = ${CHANGE_FEED_APPLICATION_NAME}`;
    // Written straight to the database, so the edit lands well before the instance could have listened again.
    const editFaq = (answer: string) => sql`update faqs set answer = ${answer} where id = (select min(id) from faqs)`;
    try {
      expect(await listeners()).toHaveLength(2);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
                where application_name = ${CHANGE_FEED_APPLICATION_NAME}`;
      // The moment it takes an instance to notice: the server tells it the connection is closing.
      await new Promise((resolve) => setTimeout(resolve, 30));

      // No announcement can reach it now, yet every read shows the edit: it asks the database for the version.
      const answer = `Edited while the other instance was not listening, at ${Date.now()}.`;
      await editFaq(answer);
      for (let read = 0; read < 5; read++) expect(await reader.html("/faq")).toContain(answer);

      // It reconnects: pages come from its cache again, and the next edit still shows at once.
      await cachedPage(reader, "/faq");
      expect(await listeners()).toHaveLength(2);
      const next = `Edited once it listened again, at ${Date.now()}.`;
      await editFaq(next);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(await reader.html("/faq")).toContain(next);
    } finally {
      await sql.end();
    }
  });

  it("a game's board is sent as stored bytes, revalidated by ETag, and shows a new score from the other instance", async () => {
    const board = (base: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/fun-zone/api/coding/leaderboard`, { headers: { "Accept-Encoding": "br, gzip", ...headers } });
    const sql = connect(system.services.env.DATABASE_URL ?? "");
    try {
      const first = await board(system.instance(1).url);
      expect(first.status).toBe(200);
      expect(first.headers.get("content-encoding")).toBe("br");
      expect(first.headers.get("cache-control")).toBe("no-cache");
      const etag = first.headers.get("etag") ?? "";
      expect(etag).toMatch(/^W\/"/);
      // Unchanged: a conditional read is answered 304, and a plain one with the same bytes.
      expect((await board(system.instance(1).url, { "If-None-Match": etag })).status).toBe(304);
      expect((await board(system.instance(1).url)).headers.get("etag")).toBe(etag);

      // Names a board may show: generated ones, each new to this run.
      const suffix = 10 + (Date.now() % 90);
      const name = `Clever Otter ${suffix}`;
      const [player] = await sql<{ id: string }[]>`insert into game_players (name, name_key)
                values (${name}, ${name.toLowerCase()}) returning id`;
      await sql`insert into game_leaderboard (game_id, player_id, score, network_key)
                values ('coding', ${player?.id ?? ""}, 99999, 'another-network')`;
      await new Promise((resolve) => setTimeout(resolve, 30));
      const after = await board(system.instance(1).url, { "If-None-Match": etag });
      expect(after.status).toBe(200);
      type Boards = { boards: Record<"week" | "all-time", { name: string; playerTag: string }[]> };
      const body = (await after.json()) as Boards;
      expect(body.boards["all-time"][0]?.name).toBe(name);
      expect(body.boards["all-time"][0]?.playerTag).toMatch(/^[\w-]{16}$/);

      // A new name of the player (from the back office, say) shows too: the board shows each player's name.
      const renamed = `Brave Panda ${suffix}`;
      await sql`update game_players set name = ${renamed}, name_key = ${renamed.toLowerCase()} where id = ${player?.id ?? ""}`;
      await new Promise((resolve) => setTimeout(resolve, 30));
      const again = (await (await board(system.instance(1).url)).json()) as Boards;
      expect(again.boards["all-time"][0]?.name).toBe(renamed);
    } finally {
      await sql.end();
    }
  });
});
