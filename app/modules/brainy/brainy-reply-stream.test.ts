import { afterEach, describe, expect, it, vi } from "vitest";
import { replyStreamResponse } from "#app/modules/brainy/reply-stream.server.ts";
import { logger } from "#app/server/logger.server.ts";

afterEach(() => vi.restoreAllMocks());

describe("a streamed Brainy reply", () => {
  it("stops the reply when the visitor goes away, without sending into the closed stream", async () => {
    const warnings = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    let release: () => void = () => {};
    let stopped = false;
    async function* reply() {
      try {
        yield "Our Abacus ";
        // The next piece is still being written when the visitor leaves.
        await new Promise<void>((resolve) => (release = resolve));
        yield "classes start at age 5.";
        yield "More to come.";
      } finally {
        stopped = true;
      }
    }
    const reader = (replyStreamResponse(reply()).body as ReadableStream<Uint8Array>).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("Our Abacus");
    // The stream asks for the next piece in the meantime.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const pending = reader.read();
    const cancelled = reader.cancel();
    release();
    await cancelled;
    expect((await pending).done).toBe(true);
    expect(stopped).toBe(true);
    expect(warnings).not.toHaveBeenCalled();
  });

  it("turns a failure midway into an error event and ends the stream", async () => {
    const warnings = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    async function* reply(): AsyncGenerator<string> {
      yield "Our Abacus ";
      throw new Error("upstream went away");
    }
    const text = await replyStreamResponse(reply()).text();
    expect(
      text
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { type: string }),
    ).toMatchObject([{ type: "text" }, { type: "error" }]);
    expect(warnings).toHaveBeenCalledOnce();
  });
});
