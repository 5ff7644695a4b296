import { logger } from "#app/server/logger.server.ts";
import { encodeReplyEvent, REPLY_CONTENT_TYPE, type ReplyEvent } from "./reply-events.ts";
import { brainyTexts } from "./texts.ts";

const encoder = new TextEncoder();
const encode = (event: ReplyEvent) => encoder.encode(encodeReplyEvent(event));

/**
 * The reply as a streamed NDJSON response (see reply-events.ts): each piece is sent as soon as it is
 * generated, and a failure midway becomes an `error` event rather than a cut connection, so the browser can
 * say so kindly. When the visitor goes away, the reply is stopped.
 */
export function replyStreamResponse(reply: AsyncIterable<string>): Response {
  const pieces = reply[Symbol.asyncIterator]();
  // Set when the visitor goes away: a piece still being generated then is dropped, not sent into a closed stream.
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: IteratorResult<string>;
      try {
        next = await pieces.next();
      } catch (error) {
        if (cancelled) return;
        logger.warn({ err: error }, "a Brainy reply failed midway");
        controller.enqueue(encode({ type: "error", message: brainyTexts.errorBotMessage }));
        controller.close();
        return;
      }
      if (cancelled) return;
      if (next.done) {
        controller.enqueue(encode({ type: "done" }));
        controller.close();
      } else if (next.value) {
        controller.enqueue(encode({ type: "text", text: next.value }));
      }
    },
    async cancel() {
      cancelled = true;
      await pieces.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": REPLY_CONTENT_TYPE,
      // no-transform keeps compression and proxies from holding pieces back.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
