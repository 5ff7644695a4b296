import { describe, expect, it } from "vitest";
import { clip, trimHistory, type ChatTurn } from "#app/modules/brainy/history.ts";
import { PageConversationSchema, ReplyRequestSchema } from "#app/modules/brainy/reply-request.ts";

const turn = (sender: ChatTurn["sender"], text: string): ChatTurn => ({ sender, text });

describe("chat history trimming", () => {
  it("keeps only the last few turns, each bounded", () => {
    const history = Array.from({ length: 12 }, (_, index) =>
      turn(index % 2 === 0 ? "user" : "bot", `message ${index} ${"x".repeat(index === 11 ? 5000 : 0)}`),
    );
    const trimmed = trimHistory(history, 6, 100);
    expect(trimmed).toHaveLength(6);
    expect(trimmed[0]).toEqual(turn("user", "message 6"));
    expect(trimmed.at(-1)?.text).toHaveLength(100);
    expect(trimmed.at(-1)?.text.endsWith("…")).toBe(true);
  });

  it("starts with the visitor, merges turns by the same speaker and drops empty ones", () => {
    const trimmed = trimHistory([
      turn("bot", "Hi there!"),
      turn("user", "Do you teach coding?"),
      turn("bot", "   "),
      turn("user", "And abacus?"),
      turn("bot", "Yes."),
    ]);
    expect(trimmed).toEqual([turn("user", "Do you teach coding?\n\nAnd abacus?"), turn("bot", "Yes.")]);
  });

  it("does not change the history it was given", () => {
    const history = [turn("user", "a"), turn("user", "b")];
    trimHistory(history);
    expect(history).toEqual([turn("user", "a"), turn("user", "b")]);
  });

  it("clips with an ellipsis only when needed", () => {
    expect(clip("short", 10)).toBe("short");
    expect(clip("a longer sentence", 8)).toBe("a longe…");
  });
});

describe("reply request validation", () => {
  it("trims the message and refuses an empty or overlong one", () => {
    expect(ReplyRequestSchema.parse({ message: "  Hello  " })).toEqual({ message: "Hello", history: [] });
    expect(ReplyRequestSchema.safeParse({ message: "   " }).error?.issues[0]?.message).toBe(
      "Please type a question for Brainy.",
    );
    expect(ReplyRequestSchema.safeParse({ message: "x".repeat(1001) }).success).toBe(false);
    expect(ReplyRequestSchema.safeParse({ message: "x".repeat(1000) }).success).toBe(true);
  });

  it("refuses a malformed or huge history", () => {
    expect(ReplyRequestSchema.safeParse({ message: "hi", history: [{ sender: "admin", text: "x" }] }).success).toBe(
      false,
    );
    const many = Array.from({ length: 41 }, () => turn("user", "x"));
    expect(ReplyRequestSchema.safeParse({ message: "hi", history: many }).success).toBe(false);
  });

  it("reads the page's hidden conversation field, or says it cannot", () => {
    expect(PageConversationSchema.parse('[{"sender":"user","text":"Hi"}]')).toEqual([turn("user", "Hi")]);
    expect(PageConversationSchema.safeParse("not json").success).toBe(false);
    expect(PageConversationSchema.safeParse('{"sender":"user"}').success).toBe(false);
  });
});
