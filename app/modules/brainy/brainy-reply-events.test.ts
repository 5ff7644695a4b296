import { describe, expect, it } from "vitest";
import {
  encodeReplyEvent,
  parseReplyEvent,
  readReplyEvents,
  takeLines,
  type ReplyEvent,
} from "#app/modules/brainy/reply-events.ts";

function streamOf(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

describe("the reply stream format", () => {
  it("writes and reads one event per line", () => {
    const events: ReplyEvent[] = [
      { type: "text", text: "Hi\nthere" },
      { type: "done" },
      { type: "error", message: "x" },
    ];
    for (const event of events) {
      const line = encodeReplyEvent(event);
      expect(line.endsWith("\n")).toBe(true);
      expect(line.slice(0, -1)).not.toContain("\n");
      expect(parseReplyEvent(line)).toEqual(event);
    }
    expect(parseReplyEvent("not json")).toBeNull();
    expect(parseReplyEvent('{"type":"text","text":5}')).toBeNull();
  });

  it("keeps an unfinished line for later", () => {
    expect(takeLines('{"a":1}\n\n{"b"')).toEqual({ lines: ['{"a":1}'], rest: '{"b"' });
  });

  it("reassembles events split anywhere, even inside a character", async () => {
    const bytes = new TextEncoder().encode(
      encodeReplyEvent({ type: "text", text: "Namaste 🙏 – ages 4–14" }) + encodeReplyEvent({ type: "done" }),
    );
    const pieces = Array.from(bytes, (byte) => new Uint8Array([byte]));
    const events: ReplyEvent[] = [];
    for await (const event of readReplyEvents(streamOf(pieces))) events.push(event);
    expect(events).toEqual([{ type: "text", text: "Namaste 🙏 – ages 4–14" }, { type: "done" }]);
  });
});
