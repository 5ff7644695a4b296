import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatGaps } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { readReplyEvents, type ReplyEvent } from "#app/modules/brainy/reply-events.ts";
import { action as pageAction } from "#app/routes/brainy-chat.tsx";
import { action, loader } from "#app/routes/resources/brainy-reply.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { formRequest, routeContext } from "../support/route-context.ts";

function ask(body: unknown, ip = "203.0.113.50"): Promise<Response> {
  const request = new Request("http://localhost:3000/brainy-chat/reply", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return action({ request, context: routeContext({ ip }), params: {} } as never);
}

async function eventsOf(response: Response): Promise<ReplyEvent[]> {
  const events: ReplyEvent[] = [];
  if (response.body) for await (const event of readReplyEvents(response.body)) events.push(event);
  return events;
}

type ChatTurn = { sender: string; text: string };
type PageAnswer = {
  data: { page: { earlier: ChatTurn[]; error: string | null; unsent: string }; pageHtml: string };
  init?: { status?: number };
};
type PageResult = {
  data: { conversation: ChatTurn[]; error: string | null; unsent: string };
  /** The chat as the page draws it. */
  html: string;
  init?: { status?: number };
};

async function askOnPage(fields: Record<string, string>): Promise<PageResult> {
  const answer = (await pageAction({
    request: formRequest("/brainy-chat", fields),
    context: routeContext({ ip: "203.0.113.60" }),
    params: {},
  } as never)) as unknown as PageAnswer;
  const { earlier, error, unsent } = answer.data.page;
  return { data: { conversation: earlier, error, unsent }, html: answer.data.pageHtml, init: answer.init };
}

describe("POST /brainy-chat/reply", () => {
  beforeAll(async () => {
    await truncateAll();
    await storage().ensureBucket();
    await seedIfEmpty(db(), storage());
  });

  beforeEach(async () => {
    await db().execute("truncate rate_limits");
    await db().delete(chatGaps);
  });

  it("streams the reply as NDJSON that ends with done", async () => {
    const response = await ask({ message: "  Where is your office?  ", history: [] });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/x-ndjson; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const events = await eventsOf(response);
    expect(events.at(-1)).toEqual({ type: "done" });
    const text = events.map((event) => (event.type === "text" ? event.text : "")).join("");
    expect(text).toContain("Mira Road, Mumbai");
    expect(text).toContain("](/contact)");
  });

  it("accepts a conversation so far, and records what it cannot answer", async () => {
    const response = await ask({
      message: "purple elephant quantum banana",
      history: [
        { sender: "bot", text: "Hi there!" },
        { sender: "user", text: "Do you teach coding?" },
        { sender: "bot", text: "Yes!" },
      ],
    });
    const events = await eventsOf(response);
    expect(events.map((event) => event.type)).toEqual(["text", "done"]);
    expect((await db().select().from(chatGaps)).map((gap) => gap.question)).toEqual(["purple elephant quantum banana"]);
  });

  it("answers bad input with 400 and a clear message", async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ message: "" }, 400, /Please type a question for Brainy/],
      [{ message: "   \n " }, 400, /Please type a question for Brainy/],
      [{}, 400, /Please type a question for Brainy/],
      [{ message: 42 }, 400, /Please type a question for Brainy/],
      [{ message: "x".repeat(1001) }, 400, /under 1,000 characters/],
      [{ message: "hi", history: [{ sender: "admin", text: "x" }] }, 400, /./],
      [{ message: "hi", history: "no" }, 400, /./],
      ["this is not json", 400, /JSON/],
      [{ message: "x".repeat(300_000) }, 413, /too long/],
    ];
    for (const [body, status, message] of cases) {
      const response = await ask(body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      const json = (await response.json()) as { error: string };
      expect(json.error).toMatch(message);
    }
    expect(await db().select().from(chatGaps)).toEqual([]);
  });

  it("takes only POST", async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  it("limits how fast one visitor can ask, per address, with Retry-After", async () => {
    for (let index = 0; index < 30; index += 1) {
      const response = await ask({ message: "When are you open?" }, "198.51.100.7");
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    const refused = await ask({ message: "When are you open?" }, "198.51.100.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /Please wait (a minute|\d+ minutes) and ask me again/,
    );
    const someoneElse = await ask({ message: "When are you open?" }, "198.51.100.8");
    expect(someoneElse.status).toBe(200);
    await someoneElse.body?.cancel();
  });
});

describe("the /brainy-chat page without JavaScript", () => {
  beforeEach(async () => {
    await db().execute("truncate rate_limits");
  });

  it("answers a posted question and carries the conversation", async () => {
    const first = await askOnPage({ message: "When are you open?", conversation: "[]" });
    expect(first.init?.status ?? 200).toBe(200);
    expect(first.data.error).toBeNull();
    expect(first.data.conversation).toEqual([
      { sender: "user", text: "When are you open?" },
      { sender: "bot", text: expect.stringContaining("Monday – Friday 9:00 AM – 6:00 PM") },
    ]);
    const second = await askOnPage({
      message: "Do you teach coding?",
      conversation: JSON.stringify(first.data.conversation),
    });
    expect(second.data.conversation).toHaveLength(4);
    expect(second.data.conversation[3]?.text).toMatch(/Coding|Python/);
    // The page draws the whole conversation, and carries it to the next question.
    expect(second.html).toContain("Do you teach coding?");
    expect(second.html).toContain('name="conversation"');
  });

  it("gives a long paste back cut to the longest question, saying so, and keeps the conversation", async () => {
    const earlier = [
      { sender: "user", text: "Hi" },
      { sender: "bot", text: "Hello!" },
    ];
    const result = await askOnPage({ message: `Fees? ${"x".repeat(5_000)}`, conversation: JSON.stringify(earlier) });
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      conversation: earlier,
      error: expect.stringMatching(/cut to 1,000 characters/),
    });
    expect(result.data.unsent).toHaveLength(1_000);
  });

  it("keeps the conversation bounded", async () => {
    const long = Array.from({ length: 20 }, (_, index) => ({
      sender: index % 2 === 0 ? "user" : "bot",
      text: `message ${index}`,
    }));
    const result = await askOnPage({ message: "Where is your office?", conversation: JSON.stringify(long) });
    expect(result.data.conversation).toHaveLength(20);
    expect(result.data.conversation[0]?.text).toBe("message 2");
    expect(result.data.conversation.at(-1)?.text).toContain("Mira Road");
  });

  it("answers an empty question with 400, keeping the conversation, and a broken one with 400", async () => {
    const earlier = [
      { sender: "user", text: "Hi" },
      { sender: "bot", text: "Hello!" },
    ];
    const empty = await askOnPage({ message: "   ", conversation: JSON.stringify(earlier) });
    expect(empty.init?.status).toBe(400);
    expect(empty.data).toEqual({ conversation: earlier, error: "Please type a question for Brainy.", unsent: "" });
    const broken = await askOnPage({ message: "Hi", conversation: "[{" });
    expect(broken.init?.status).toBe(400);
    expect(broken.data.error).toMatch(/start again/);
  });
});
