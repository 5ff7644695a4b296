import { expect, test } from "vitest";
import { dayIn } from "./formats.ts";

test("days are written the Indian way in each language, with Latin digits", () => {
  expect(dayIn("2026-11-28", "en")).toBe("Sat, 28 Nov 2026");
  expect(dayIn("2026-11-28", "hi")).toBe("शनिवार, 28 नवंबर 2026");
  expect(dayIn("2026-11-28", "mr")).toMatch(/^शनिवार, 28 नोव्हेंबर,? 2026$/);
});
