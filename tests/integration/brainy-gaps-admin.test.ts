import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { chatGaps } from "#db/schema.ts";
import { recordChatGap } from "#app/modules/brainy/gaps.server.ts";
import { action, loader } from "#app/routes/admin/chat-gaps.tsx";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { loadAs, loadAsAdmin, postAs, postAsAdmin } from "../support/admin-requests.ts";
import { testVisitor } from "../support/route-context.ts";

const page = "/admin/chat-gaps";

describe("admin: Brainy's unanswered questions", () => {
  beforeEach(truncateAll);

  it("is for admins only", async () => {
    for (const user of [null, testVisitor]) {
      await expect(loadAs(user, loader, page)).rejects.toMatchObject({ status: 302 });
      await expect(postAs(user, action, page, { intent: "dismiss", id: "1" })).rejects.toMatchObject({
        init: { status: 403 },
      });
    }
  });

  it("lists questions newest first, a page at a time", async () => {
    for (let index = 1; index <= 21; index += 1) await recordChatGap(`Question ${index}?`);
    const first = await loadAsAdmin(loader, "/admin/chat-gaps");
    expect(first).toMatchObject({ page: 1, pages: 2, total: 21 });
    expect(first.rows[0]?.question).toBe("Question 21?");
    const second = await loadAsAdmin(loader, "/admin/chat-gaps?page=2");
    expect(second.rows.map((row) => row.question)).toEqual(["Question 1?"]);
    // A page past the end (after dismissing its last question) leads to the last page.
    await expect(loadAsAdmin(loader, "/admin/chat-gaps?page=9")).rejects.toMatchObject({ status: 302 });
    expect((await loadAsAdmin(loader, "/admin/chat-gaps?page=nonsense")).page).toBe(1);
  });

  it("lists questions about something else apart from the gaps staff can fill", async () => {
    await recordChatGap("Do you run summer camps?");
    await recordChatGap("Who won the cricket match?", "off_topic");
    const gaps = await loadAsAdmin(loader, "/admin/chat-gaps");
    expect(gaps).toMatchObject({ kind: "gap", total: 1, counts: { gap: 1, off_topic: 1 } });
    expect(gaps.rows.map((row) => row.question)).toEqual(["Do you run summer camps?"]);
    const other = await loadAsAdmin(loader, "/admin/chat-gaps?kind=off_topic");
    expect(other.rows.map((row) => row.question)).toEqual(["Who won the cricket match?"]);
    expect((await loadAsAdmin(loader, "/admin/chat-gaps?kind=nonsense")).kind).toBe("gap");
    const [offTopic] = await db().select().from(chatGaps).where(eq(chatGaps.kind, "off_topic"));
    const response = (await postAsAdmin(action, page, {
      intent: "dismiss",
      id: String(offTopic?.id),
      page: "1",
      kind: "off_topic",
    })) as Response;
    expect(response.headers.get("Location")).toBe("/admin/chat-gaps?kind=off_topic&page=1");
  });

  it("dismisses a question with a plain form post", async () => {
    await recordChatGap("Do you run summer camps?");
    const [gap] = await db().select().from(chatGaps);
    const response = (await postAsAdmin(action, page, {
      intent: "dismiss",
      id: String(gap?.id),
      page: "1",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/chat-gaps?page=1");
    expect(response.headers.get("Set-Cookie")).toMatch(/^toast=/);
    expect(await db().$count(chatGaps)).toBe(0);
    await expect(postAsAdmin(action, page, { intent: "dismiss", id: String(gap?.id) })).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(postAsAdmin(action, page, { intent: "dismiss", id: "abc" })).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});
