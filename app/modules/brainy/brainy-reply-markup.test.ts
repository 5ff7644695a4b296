import { describe, expect, it } from "vitest";
import { parseReply, replyPlainText, safeHref } from "#app/modules/brainy/reply-markup.ts";

describe("the chat's safe reply reader", () => {
  it("makes paragraphs and links to our pages", () => {
    expect(parseReply("Our office is in Mira Road.\n\n[See the map](/contact)")).toEqual([
      [{ type: "text", text: "Our office is in Mira Road." }],
      [{ type: "link", text: "See the map", href: "/contact", external: false }],
    ]);
  });

  it("links http(s) addresses, bare or in Markdown, as external", () => {
    expect(parseReply("Read https://example.org/guide. Or [this](https://example.org/a?b=1).")).toEqual([
      [
        { type: "text", text: "Read " },
        { type: "link", text: "https://example.org/guide", href: "https://example.org/guide", external: true },
        { type: "text", text: ". Or " },
        { type: "link", text: "this", href: "https://example.org/a?b=1", external: true },
        { type: "text", text: "." },
      ],
    ]);
  });

  it("never links anything else, and keeps HTML as text", () => {
    for (const href of [
      "javascript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "/\\evil.example",
      "mailto:a@b.c?subject=hello&body=x",
      "tel:123",
      "tel:+91 22 4000 1234",
    ]) {
      expect(safeHref(href)).toBeNull();
    }
    expect(parseReply("[click](javascript:alert(1))")).toEqual([[{ type: "text", text: "click)" }]]);
    expect(parseReply('<img src=x onerror="alert(1)"> <a href="/x">y</a>')).toEqual([
      [{ type: "text", text: '<img src=x onerror="alert(1)"> <a href="/x">y</a>' }],
    ]);
  });

  it("turns phone numbers and e-mail addresses into links to call and to write", () => {
    expect(parseReply("Call +91 22 4000 1234 or e-mail hello@skillsprouts.in today.")).toEqual([
      [
        { type: "text", text: "Call " },
        { type: "link", text: "+91 22 4000 1234", href: "tel:+912240001234", external: false },
        { type: "text", text: " or e-mail " },
        { type: "link", text: "hello@skillsprouts.in", href: "mailto:hello@skillsprouts.in", external: false },
        { type: "text", text: " today." },
      ],
    ]);
    expect(parseReply("हमें 022-4000-5678 पर फ़ोन करें")[0]?.[1]).toEqual({
      type: "link",
      text: "022-4000-5678",
      href: "tel:02240005678",
      external: false,
    });
    // Figures, years, standards and times are not phone numbers.
    for (const text of ["100,000+ students", "ISO 9001:2015", "NEP 2020", "9:00 AM – 6:00 PM", "ages 5–14"]) {
      expect(parseReply(text)).toEqual([[{ type: "text", text }]]);
    }
    expect(parseReply("[Call us](tel:+912240001234)")).toEqual([
      [{ type: "link", text: "Call us", href: "tel:+912240001234", external: false }],
    ]);
  });

  it("shows lists and headings as their own paragraphs and drops emphasis marks", () => {
    expect(replyPlainText("## Courses\n* **Abacus** for ages 5–14\n- *Coding* and `Python`\nJoin us!")).toBe(
      "Courses • Abacus for ages 5–14 • Coding and Python Join us!",
    );
    expect(parseReply("Line one\nline two")).toEqual([[{ type: "text", text: "Line one line two" }]]);
    expect(parseReply("5 * 3 * 2 = 30")).toEqual([[{ type: "text", text: "5 * 3 * 2 = 30" }]]);
  });

  it("has nothing to show for empty text", () => {
    expect(parseReply(" \n\n ")).toEqual([]);
  });
});
