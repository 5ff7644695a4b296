import { describe, expect, test } from "vitest";
import { contactSchema } from "#app/modules/leads/contact.ts";
import type { Language } from "#app/modules/i18n/languages.ts";

/** The field errors of a contact form sent in `language` with every field wrong. */
function contactErrors(language: Language): string[] {
  const result = contactSchema(language).safeParse({
    name: " ",
    email: "not an address",
    phone: "call me",
    subject: "",
    message: "x".repeat(5001),
  });
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("field errors in the page's language", () => {
  test("English says what it always said", () => {
    expect(contactErrors("en")).toEqual([
      "Please enter your full name.",
      "Please enter a valid e-mail address.",
      "Please enter a phone number of 7 to 20 digits, e.g. +91 98765 43210.",
      "Please enter a subject.",
      "Please keep your message under 5,000 characters.",
    ]);
  });

  test("Hindi and Marathi say it in Devanagari, with Latin digits grouped the Indian way", () => {
    expect(contactErrors("hi")).toEqual([
      "कृपया अपना पूरा नाम लिखें।",
      "कृपया सही ई-मेल पता लिखें।",
      "कृपया 7 से 20 अंकों का फ़ोन नंबर लिखें, जैसे +91 98765 43210।",
      "कृपया विषय लिखें।",
      "कृपया अपना संदेश 5,000 अक्षरों से छोटा रखें।",
    ]);
    for (const message of contactErrors("mr")) {
      expect(message).toMatch(/^कृपया [\u0900-\u097F0-9]/);
      expect(message).not.toMatch(/[a-z]{3}/i);
    }
  });
});
