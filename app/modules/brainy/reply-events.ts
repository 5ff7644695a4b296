/**
 * The reply stream between /brainy-chat/reply and the browser: NDJSON (`application/x-ndjson`), one JSON
 * object per line. `text` events carry the next piece of the reply as it is generated; the stream ends with
 * exactly one `done` or one `error`. A stream that stops without either also counts as an error.
 */
export type ReplyEvent = { type: "text"; text: string } | { type: "done" } | { type: "error"; message: string };

export const REPLY_CONTENT_TYPE = "application/x-ndjson; charset=utf-8";

export function encodeReplyEvent(event: ReplyEvent): string {
  return `${JSON.stringify(event)}\n`;
}

/** One line of the stream as an event, or null when it is not one. */
export function parseReplyEvent(line: string): ReplyEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || !("type" in value)) return null;
  if (value.type === "done") return { type: "done" };
  if (value.type === "text" && "text" in value && typeof value.text === "string") {
    return { type: "text", text: value.text };
  }
  if (value.type === "error") {
    return { type: "error", message: "message" in value && typeof value.message === "string" ? value.message : "" };
  }
  return null;
}

/** The complete lines in what has arrived so far, and the unfinished rest to keep for the next piece. */
export function takeLines(buffer: string): { lines: string[]; rest: string } {
  const parts = buffer.split("\n");
  const rest = parts.pop() ?? "";
  return { lines: parts.map((line) => line.trim()).filter(Boolean), rest };
}

/** The events of a reply body, as they arrive. */
export async function* readReplyEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ReplyEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const { lines, rest } = takeLines(buffer + decoder.decode(value, { stream: true }));
      buffer = rest;
      for (const line of lines) {
        const event = parseReplyEvent(line);
        if (event) yield event;
      }
    }
    const last = parseReplyEvent((buffer + decoder.decode()).trim());
    if (last) yield last;
  } finally {
    // Also when the reader stops early: the connection is let go instead of left half-read.
    await reader.cancel().catch(() => {});
  }
}
