import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import devanagari from "#app/modules/games/first-names/devanagari.json" with { type: "json" };
import latin from "#app/modules/games/first-names/latin.json" with { type: "json" };
import { checkBoardName } from "#app/modules/games/board-name.ts";
import { firstNameCount, firstNameKey } from "#app/modules/games/public-name.ts";

/* The first-name lists are data a person reviews: these checks keep them what the README says they are. */

const folder = import.meta.dirname;

describe("the first names a board may show", () => {
  it("are thousands of plain names in Latin letters, in order, each once", () => {
    expect(latin.length).toBeGreaterThan(5000);
    for (const name of latin) expect(name, name).toMatch(/^[A-Z][a-z]+$/);
    expect([...latin].sort((a, b) => a.localeCompare(b, "en"))).toEqual(latin);
    expect(new Set(latin.map(firstNameKey)).size).toBe(latin.length);
  });

  it("are over a thousand names in Devanagari, one word each, in NFC, each once", () => {
    expect(devanagari.length).toBeGreaterThan(1500);
    for (const name of devanagari) {
      expect(name, name).toMatch(/^[\u0900-\u097f]+$/u);
      expect(name.normalize("NFC")).toBe(name);
    }
    expect(new Set(devanagari).size).toBe(devanagari.length);
    expect(firstNameCount()).toBe(latin.length + devanagari.length);
  });

  it("each pass the block-list, the second guard", () => {
    const refused = [...latin, ...devanagari].filter((name) => !checkBoardName(name).ok);
    expect(refused).toEqual([]);
  });

  it("hold none of the names left out, and the README gives the numbers as they are", () => {
    const excluded = readFileSync(path.join(folder, "excluded.tsv"), "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split("\t")[0] ?? "");
    const listed = new Set([...latin, ...devanagari]);
    expect(excluded.filter((name) => listed.has(name))).toEqual([]);
    const readme = readFileSync(path.join(folder, "README.md"), "utf8");
    const count = (n: number) => n.toLocaleString("en-US");
    expect(readme).toContain(`${count(latin.length)} first names in Latin letters`);
    expect(readme).toContain(`${count(devanagari.length)} first names in Devanagari`);
    expect(readme).toContain(`${count(excluded.length)} names the sources below hold`);
  });
});
