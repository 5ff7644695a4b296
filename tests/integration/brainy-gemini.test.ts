import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatGaps } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { answerQuestion, collectReply } from "#app/modules/brainy/answer.server.ts";
import type { GeminiSettings } from "#app/modules/brainy/gemini.server.ts";
import { readReplyEvents, type ReplyEvent } from "#app/modules/brainy/reply-events.ts";
import { replyStreamResponse } from "#app/modules/brainy/reply-stream.server.ts";
import { brainyTexts } from "#app/modules/brainy/texts.ts";
import { action } from "#app/routes/resources/brainy-reply.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { routeContext } from "../support/route-context.ts";

/** What the real SDK sent to the stub. */
type GeminiRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    contents?: { role: string; parts: { text: string }[] }[];
    systemInstruction?: { parts: { text: string }[] };
    generationConfig?: { temperature?: number };
    safetySettings?: { category: string; threshold: string }[];
  };
};

type Responder = (response: ServerResponse, request: GeminiRequest) => void | Promise<void>;

const chunk = (text: string, finishReason?: string) => ({
  candidates: [{ content: { role: "model", parts: [{ text }] }, index: 0, ...(finishReason ? { finishReason } : {}) }],
  ...(finishReason ? { usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 } } : {}),
});

function sendEvents(response: ServerResponse) {
  response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
  return (data: unknown) => response.write(`data: ${JSON.stringify(data)}\r\n\r\n`);
}

/**
 * A stand-in for the Gemini REST API on loopback: POST /v1beta/models/{model}:streamGenerateContent?alt=sse
 * (server-sent events) and :generateContent (one JSON answer). Each test says how it answers.
 */
const helloReply: Responder = (response) => {
  sendEvents(response)(chunk("Hello from Gemini!", "STOP"));
  response.end();
};

class GeminiStub {
  requests: GeminiRequest[] = [];
  respond: Responder = helloReply;
  private server: Server = createServer((incoming, response) => {
    const parts: Buffer[] = [];
    incoming.on("data", (part: Buffer) => parts.push(part));
    incoming.on("end", () => {
      const request: GeminiRequest = {
        method: incoming.method ?? "",
        url: incoming.url ?? "",
        headers: incoming.headers,
        body: JSON.parse(Buffer.concat(parts).toString("utf8") || "{}") as GeminiRequest["body"],
      };
      this.requests.push(request);
      const route = /^\/v1beta\/models\/[\w.-]+:(streamGenerateContent\?alt=sse|generateContent)$/.exec(request.url);
      if (request.method !== "POST" || !route) {
        response.writeHead(404, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ error: { code: 404, message: "Not found", status: "NOT_FOUND" } }));
      } else if (route[1] === "generateContent") {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify(chunk("Hello from Gemini!", "STOP")));
      } else {
        void this.respond(response, request);
      }
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get last(): GeminiRequest {
    const request = this.requests.at(-1);
    if (!request) throw new Error("Gemini was not called");
    return request;
  }
}

const stub = new GeminiStub();
let gemini: GeminiSettings;
const savedEnv = { ...process.env };

async function eventsOf(response: Response): Promise<ReplyEvent[]> {
  const events: ReplyEvent[] = [];
  if (response.body) for await (const event of readReplyEvents(response.body)) events.push(event);
  return events;
}

describe("Brainy with Gemini (the real SDK against a local stub of the API)", () => {
  beforeAll(async () => {
    const baseUrl = await stub.start();
    gemini = { apiKey: "test-key", model: "gemini-test-flash", baseUrl };
    // Before anything reads the configuration, so the endpoint itself answers with the stub.
    Object.assign(process.env, {
      GEMINI_API_KEY: "test-key",
      GEMINI_MODEL: "gemini-test-flash",
      GEMINI_BASE_URL: baseUrl,
    });
    await truncateAll();
    await storage().ensureBucket();
    await seedIfEmpty(db(), storage());
  });

  afterAll(async () => {
    // Later test files in this process must not find a model configured.
    for (const key of ["GEMINI_API_KEY", "GEMINI_MODEL", "GEMINI_BASE_URL"]) {
      const saved = savedEnv[key];
      if (saved === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = saved;
    }
    await stub.stop();
  });

  beforeEach(async () => {
    stub.requests = [];
    stub.respond = helloReply;
    await db().execute("truncate rate_limits");
    await db().delete(chatGaps);
  });

  it("answers through the endpoint, grounded in what was found for this question and the trimmed history", async () => {
    const history = [
      { sender: "bot", text: "Hi there! I'm Brainy." },
      ...Array.from({ length: 10 }, (_, index) => ({
        sender: index % 2 === 0 ? "user" : "bot",
        text: index === 9 ? `Long reply ${"y".repeat(3000)}` : `Earlier message ${index}`,
      })),
    ];
    const request = new Request("http://localhost:3000/brainy-chat/reply", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "What age can my child start abacus?", history }),
    });
    const response = await action({ request, context: routeContext(), params: {} } as never);
    expect(response.status).toBe(200);
    const events = await eventsOf(response);
    expect(events).toEqual([{ type: "text", text: "Hello from Gemini!" }, { type: "done" }]);

    const sent = stub.last;
    expect(sent.url).toBe("/v1beta/models/gemini-test-flash:streamGenerateContent?alt=sse");
    expect(sent.headers["x-goog-api-key"]).toBe("test-key");
    const instruction = sent.body.systemInstruction?.parts.map((part) => part.text).join("") ?? "";
    expect(instruction).toContain("You are Brainy");
    expect(instruction).toMatch(/Never invent prices/);
    // The pieces found for this question, not the whole site.
    expect(instruction).toContain("What is the ideal age for my child to start?");
    expect(instruction).toContain("Abacus usually from around 5");
    expect(instruction).not.toContain("(page: /contact)");
    expect(instruction).not.toContain("(page: /story-time)");
    expect(instruction.match(/^\[\d\] /gm)?.length).toBeLessThanOrEqual(4);
    // The last six earlier messages, each cut to 1,000 characters, then the question.
    const contents = sent.body.contents ?? [];
    expect(contents.map((content) => content.role)).toEqual([
      "user",
      "model",
      "user",
      "model",
      "user",
      "model",
      "user",
    ]);
    expect(contents[0]?.parts[0]?.text).toBe("Earlier message 4");
    expect(contents[5]?.parts[0]?.text).toHaveLength(1000);
    expect(contents[6]?.parts[0]?.text).toBe("What age can my child start abacus?");
    expect(sent.body.generationConfig?.temperature).toBe(0.3);
    expect(sent.body.safetySettings?.length).toBe(4);
  });

  it("streams a reply that arrives in several pieces as each piece arrives", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    stub.respond = async (response) => {
      const send = sendEvents(response);
      send(chunk("Our Abacus "));
      send(chunk("classes start "));
      await released;
      send(chunk("at age 5.", "STOP"));
      finished = true;
      response.end();
    };
    const reply = await answerQuestion({
      question: "When can my child start abacus?",
      history: [],
      signal: AbortSignal.timeout(5_000),
      gemini,
    });
    const events = readReplyEvents(replyStreamResponse(reply).body as ReadableStream<Uint8Array>);
    expect((await events.next()).value).toEqual({ type: "text", text: "Our Abacus " });
    expect((await events.next()).value).toEqual({ type: "text", text: "classes start " });
    // The first pieces were passed on while Gemini was still writing.
    expect(finished).toBe(false);
    release();
    const rest: ReplyEvent[] = [];
    for await (const event of events) rest.push(event);
    expect(rest).toEqual([{ type: "text", text: "at age 5." }, { type: "done" }]);
  });

  it("answers from the site's content when Gemini refuses the request", async () => {
    stub.respond = (response) => {
      response.writeHead(500, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { code: 500, message: "Internal error", status: "INTERNAL" } }));
    };
    const request = new Request("http://localhost:3000/brainy-chat/reply", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "abacus kis umar se shuru kar sakte hain?" }),
    });
    const response = await action({ request, context: routeContext(), params: {} } as never);
    expect(response.status).toBe(200);
    const events = await eventsOf(response);
    expect(events.at(-1)).toEqual({ type: "done" });
    const text = events.map((event) => (event.type === "text" ? event.text : "")).join("");
    expect(text).toContain("हमारा Abacus कोर्स 5–14 साल के बच्चों के लिए है।");
    expect(stub.requests).toHaveLength(1);
  });

  it("asks in the visitor's language, with what was found and the conversation so far", async () => {
    const history = [
      { sender: "user", text: "Tell me about your Abacus program" },
      { sender: "bot", text: "Our Abacus program (Ages 5–14): bead-by-bead mental arithmetic." },
    ];
    const reply = await answerQuestion({
      question: "aur kitne mahine me result dikhta hai?",
      history: history as never,
      signal: AbortSignal.timeout(5_000),
      gemini,
    });
    expect(await collectReply(reply)).toBe("Hello from Gemini!");
    const instruction = stub.last.body.systemInstruction?.parts.map((part) => part.text).join("") ?? "";
    expect(instruction).toContain("answer in simple Hindi written in Devanagari");
    // The follow-up was searched as a question about abacus: its page says how long the levels take and what
    // children can do after the first.
    expect(instruction).toContain("(page: /programs/abacus)");
    expect(instruction).toContain("Abacus runs in 8 levels of about 3 months each.");
    expect(instruction).toContain("by the end of the first level (about three months)");
    const contents = stub.last.body.contents ?? [];
    expect(contents.map((content) => content.parts[0]?.text)).toEqual([
      "Tell me about your Abacus program",
      "Our Abacus program (Ages 5–14): bead-by-bead mental arithmetic.",
      "aur kitne mahine me result dikhta hai?",
    ]);
  });

  it("ends the stream with an error event when Gemini fails midway", async () => {
    stub.respond = (response) => {
      sendEvents(response)(chunk("Our Coding program "));
      setTimeout(() => response.destroy(), 20);
    };
    const reply = await answerQuestion({
      question: "Do you teach coding?",
      history: [],
      signal: AbortSignal.timeout(5_000),
      gemini,
    });
    const events = await eventsOf(replyStreamResponse(reply));
    expect(events).toEqual([
      { type: "text", text: "Our Coding program " },
      { type: "error", message: brainyTexts.errorBotMessage },
    ]);
  });

  it("gives up when Gemini takes too long, and lets the connection go", async () => {
    let closed = false;
    stub.respond = (response) => {
      sendEvents(response)(chunk("Let me think"));
      response.on("close", () => (closed = true));
    };
    const started = Date.now();
    const reply = await answerQuestion({
      question: "Do you teach coding?",
      history: [],
      signal: AbortSignal.timeout(300),
      gemini,
    });
    await expect(collectReply(reply)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect.poll(() => closed).toBe(true);
  });

  it("gives up when Gemini does not even start answering in time", async () => {
    stub.respond = () => {};
    await expect(
      answerQuestion({ question: "Do you teach coding?", history: [], signal: AbortSignal.timeout(300), gemini }),
    ).rejects.toThrow();
  });

  it("keeps a question the site cannot answer for staff, and tells Gemini there is nothing on it", async () => {
    const reply = await answerQuestion({
      question: "Do you teach chess?",
      history: [],
      signal: AbortSignal.timeout(5_000),
      gemini,
    });
    expect(await collectReply(reply)).toBe("Hello from Gemini!");
    expect(stub.last.body.systemInstruction?.parts[0]?.text).toContain("nothing on the site matches it");
    expect((await db().select().from(chatGaps)).map((gap) => gap.question)).toEqual(["Do you teach chess?"]);
  });

  it("answers kindly when the reply comes back empty (blocked by the safety filters)", async () => {
    stub.respond = (response) => {
      const send = sendEvents(response);
      send({ candidates: [{ content: { role: "model", parts: [] }, finishReason: "SAFETY", index: 0 }] });
      response.end();
    };
    const reply = await answerQuestion({
      question: "Tell me something",
      history: [],
      signal: AbortSignal.timeout(5_000),
      gemini,
    });
    expect(await collectReply(reply)).toMatch(/I don't know the answer to that one yet/);
  });
});
