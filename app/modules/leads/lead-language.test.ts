import { expect, test } from "vitest";
import { languagePreference, sourceWithLanguage } from "./lead-language.ts";

test("a lead from the Hindi or Marathi site says which language it prefers; an English one says nothing", () => {
  expect(languagePreference("en")).toBeNull();
  expect(languagePreference("hi")).toBe("Prefers Hindi");
  expect(languagePreference("mr")).toBe("Prefers Marathi");
  expect(sourceWithLanguage("google / cpc", "mr")).toBe("google / cpc · prefers marathi");
  expect(sourceWithLanguage("direct", "en")).toBe("direct");
});
