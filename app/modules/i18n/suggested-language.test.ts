import { describe, expect, test } from "vitest";
import { suggestedLanguage } from "./suggested-language.ts";

const offered = ["hi", "mr"];

describe("the language an English page offers", () => {
  test("is the first of the browser's languages that the page offers", () => {
    expect(suggestedLanguage(["mr-IN", "en-IN", "en"], offered)).toBe("mr");
    expect(suggestedLanguage(["ta-IN", "hi-IN", "en"], offered)).toBe("hi");
    expect(suggestedLanguage(["HI-in", "mr"], offered)).toBe("hi");
  });

  test("is none when the browser asks for English before any of them", () => {
    expect(suggestedLanguage(["en-IN", "hi-IN"], offered)).toBeNull();
    expect(suggestedLanguage(["en-GB", "mr"], offered)).toBeNull();
  });

  test("is none when the browser names no language offered", () => {
    expect(suggestedLanguage(["ta-IN", "gu"], offered)).toBeNull();
    expect(suggestedLanguage([], offered)).toBeNull();
    expect(suggestedLanguage(["mr-IN"], [])).toBeNull();
  });
});
