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
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await pieces.next();
        if (done) {
          controller.enqueue(encode({ type: "done" }));
          controller.close();
        } else if (value) {
          controller.enqueue(encode({ type: "text", text: value }));
        }
      } catch (error) {
        logger.warn({ err: error }, "a Brainy reply failed midway");
        controller.enqueue(encode({ type: "error", message: brainyTexts.errorBotMessage }));
        controller.close();
      }
    },
    async cancel() {
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
