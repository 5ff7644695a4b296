import { describe, expect, test } from "vitest";
import { resources } from "./i18n.ts";
import { languages } from "./languages.ts";

/** Every key of a message tree, dotted ("shell.menu"), with its text. */
function entries(tree: object, prefix = ""): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    value !== null && typeof value === "object" ? entries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const english = new Map(entries(resources.en.translation));

describe.each(languages.filter((language) => language !== "en"))("the interface in %s", (language) => {
  const translated = new Map(entries(resources[language].translation));

  test("has every key the English has, and no other", () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  test("fills every key with text, keeping the English's placeholders", () => {
    for (const [key, text] of english) {
      const own = translated.get(key);
      expect(typeof own === "string" && own.trim() !== "", `${language} ${key} is empty`).toBe(true);
      expect(placeholders(String(own)), `${language} ${key}`).toEqual(placeholders(String(text)));
    }
  });

  test("is written in Devanagari, not left in English", () => {
    // Names (SkillSprouts, Fun Zone, Story Time) stay in Latin letters by the glossary; nearly all else does not.
    const devanagari = [...translated.values()].filter((text) => /[\u0900-\u097F]/.test(String(text)));
    expect(devanagari.length / translated.size).toBeGreaterThan(0.85);
  });
});
