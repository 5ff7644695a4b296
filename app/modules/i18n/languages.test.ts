import { describe, expect, test } from "vitest";
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from "./languages.ts";

describe("a page's address in each language", () => {
  test("reads the language from the first segment only", () => {
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/about-us")).toBe("en");
    expect(languageOfPath("/hi")).toBe("hi");
    expect(languageOfPath("/mr/programs/abacus")).toBe("mr");
    expect(languageOfPath("/en/about-us")).toBe("en");
    expect(languageOfPath("/hindi")).toBe("en");
    expect(languageOfPath("/blog/hi")).toBe("en");
  });

  test("strips the language to find the page", () => {
    expect(pathWithoutLanguage("/hi")).toBe("/");
    expect(pathWithoutLanguage("/hi/")).toBe("/");
    expect(pathWithoutLanguage("/mr/fun-zone/progress")).toBe("/fun-zone/progress");
    expect(pathWithoutLanguage("/contact")).toBe("/contact");
  });

  test("moves a page to another language, keeping its query and fragment", () => {
    expect(pathInLanguage("/", "hi")).toBe("/hi");
    expect(pathInLanguage("/hi", "en")).toBe("/");
    expect(pathInLanguage("/hi/faq", "mr")).toBe("/mr/faq");
    expect(pathInLanguage("/trial-class?course=abacus#booking-form-heading", "mr")).toBe(
      "/mr/trial-class?course=abacus#booking-form-heading",
    );
    expect(pathInLanguage("/#programs", "hi")).toBe("/hi#programs");
    expect(pathInLanguage("/mr?x=1", "en")).toBe("/?x=1");
  });

  test("leaves other sites' and other schemes' links alone", () => {
    for (const link of ["https://example.com/a", "mailto:a@b.c", "tel:+9120", "//cdn.example.com/x", "#top"]) {
      expect(pathInLanguage(link, "hi")).toBe(link);
    }
  });
});
