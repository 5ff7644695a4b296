import { describe, expect, it } from "vitest";
import { statIn } from "./stat-language.ts";

const schools = { id: 1, value: "200+", label: "Partner Schools", labelHi: "पार्टनर स्कूल", labelMr: " " };

describe("a company figure in the page's language", () => {
  it("keeps its English label on an English page, unmarked", () => {
    expect(statIn(schools, "en")).toEqual({ id: 1, value: "200+", label: "Partner Schools", lang: undefined });
  });

  it("shows the label staff wrote in the page's language", () => {
    expect(statIn(schools, "hi")).toEqual({ id: 1, value: "200+", label: "पार्टनर स्कूल", lang: undefined });
  });

  it("shows the English, marked, where the language's label is not written", () => {
    expect(statIn(schools, "mr")).toEqual({ id: 1, value: "200+", label: "Partner Schools", lang: "en" });
  });
});
