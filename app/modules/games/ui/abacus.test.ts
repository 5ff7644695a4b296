import { describe, expect, it } from "vitest";
import {
  beadsForValue,
  describeAbacus,
  numberToRods,
  placeNames,
  rodsToAnswer,
  rodsToNumber,
  stepRod,
  tapEarthBead,
  tapHeavenBead,
  valueForBeads,
} from "#app/modules/games/ui/abacus.ts";

describe("abacus rods and numbers", () => {
  it("splits every digit into a heaven bead worth 5 and earth beads worth 1, and back", () => {
    expect(beadsForValue(0)).toEqual({ heavenDown: false, earthUp: 0 });
    expect(beadsForValue(4)).toEqual({ heavenDown: false, earthUp: 4 });
    expect(beadsForValue(5)).toEqual({ heavenDown: true, earthUp: 0 });
    expect(beadsForValue(9)).toEqual({ heavenDown: true, earthUp: 4 });
    for (let digit = 0; digit <= 9; digit++) expect(valueForBeads(beadsForValue(digit))).toBe(digit);
  });

  it("reads the rods most significant first and answers without leading zeros", () => {
    expect(rodsToNumber([0, 4, 7])).toBe(47);
    expect(rodsToNumber([1, 0, 8])).toBe(108);
    expect(rodsToAnswer([0, 6, 8])).toBe("68");
    expect(rodsToAnswer([0, 0])).toBe("0");
  });

  it("sets the rods for a number, padding with empty rods", () => {
    expect(numberToRods(36, 2)).toEqual([3, 6]);
    expect(numberToRods(68, 3)).toEqual([0, 6, 8]);
    expect(numberToRods(152, 3)).toEqual([1, 5, 2]);
    for (const value of [0, 7, 40, 99, 305, 999]) expect(rodsToNumber(numberToRods(value, 3))).toBe(value);
  });

  it("keeps each rod between 0 and 9 when stepping", () => {
    expect(stepRod(3, 1)).toBe(4);
    expect(stepRod(9, 1)).toBe(9);
    expect(stepRod(0, -1)).toBe(0);
  });
});

describe("tapping beads", () => {
  it("moves the heaven bead across the beam", () => {
    expect(tapHeavenBead(2)).toBe(7);
    expect(tapHeavenBead(7)).toBe(2);
  });

  it("pushes a resting earth bead up with those above it, and brings a raised one down with those below", () => {
    expect(tapEarthBead(0, 3)).toBe(3);
    expect(tapEarthBead(3, 2)).toBe(1);
    expect(tapEarthBead(3, 1)).toBe(0);
    expect(tapEarthBead(1, 4)).toBe(4);
    expect(tapEarthBead(8, 4)).toBe(9);
    expect(tapEarthBead(9, 4)).toBe(8);
  });
});

describe("abacus in words", () => {
  it("names the place of each rod", () => {
    expect(placeNames(2)).toEqual(["tens", "ones"]);
    expect(placeNames(3)).toEqual(["hundreds", "tens", "ones"]);
  });

  it("describes the beads rod by rod without saying the number", () => {
    const text = describeAbacus([0, 4, 7]);
    expect(text).toBe(
      "An abacus with 3 rods. Hundreds rod: heaven bead up, 0 earth beads up. Tens rod: heaven bead up, 4 earth beads up. Ones rod: heaven bead down, 2 earth beads up.",
    );
    expect(text).not.toMatch(/47/);
  });
});
