import { describe, expect, it } from "vitest";
import { formatDate, withIndefiniteArticle } from "#app/modules/content/shared/format.ts";

describe("indefinite article", () => {
  it("writes an before a vowel sound and a before a consonant sound", () => {
    expect(withIndefiniteArticle("Abacus")).toBe("an Abacus");
    expect(withIndefiniteArticle("Communicative English")).toBe("a Communicative English");
    expect(withIndefiniteArticle("Vedic Maths")).toBe("a Vedic Maths");
    expect(withIndefiniteArticle("Coding")).toBe("a Coding");
    expect(withIndefiniteArticle("English")).toBe("an English");
    expect(withIndefiniteArticle("online class")).toBe("an online class");
  });

  it("goes by the sound, not the letter", () => {
    expect(withIndefiniteArticle("hour-long class")).toBe("an hour-long class");
    expect(withIndefiniteArticle("Unicorn Maths")).toBe("a Unicorn Maths");
    expect(withIndefiniteArticle("one-day camp")).toBe("a one-day camp");
    expect(withIndefiniteArticle("FAQ")).toBe("an FAQ");
    expect(withIndefiniteArticle("AI course")).toBe("an AI course");
    expect(withIndefiniteArticle("MBA")).toBe("an MBA");
    expect(withIndefiniteArticle("BBC quiz")).toBe("a BBC quiz");
    expect(withIndefiniteArticle("Multiple Courses")).toBe("a Multiple Courses");
  });
});

describe("formatDate", () => {
  it("writes a day in India's way, in each style, whatever the server's zone", () => {
    expect(formatDate("2026-11-28")).toBe("28 November 2026");
    expect(formatDate("2026-11-28", "short")).toBe("28 Nov 2026");
    expect(formatDate("2026-11-28", "weekday")).toBe("Sat, 28 Nov 2026");
    expect(formatDate("2027-01-01", "weekday")).toBe("Fri, 1 Jan 2027");
  });
});
