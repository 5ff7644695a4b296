/*
 * One rod of a soroban-style abacus holds a digit 0-9: the heaven bead above the beam counts 5 when it is
 * pushed down to the beam, and each of the four earth beads below counts 1 when pushed up to it.
 * Rods are listed most significant first, as in the game content.
 */

export const EARTH_BEADS = 4;
export const HEAVEN_VALUE = 5;

export type RodBeads = { heavenDown: boolean; earthUp: number };

const clampDigit = (value: number) => Math.min(9, Math.max(0, Math.trunc(value)));

export function beadsForValue(value: number): RodBeads {
  const digit = clampDigit(value);
  return { heavenDown: digit >= HEAVEN_VALUE, earthUp: digit % HEAVEN_VALUE };
}

export function valueForBeads({ heavenDown, earthUp }: RodBeads): number {
  return (heavenDown ? HEAVEN_VALUE : 0) + Math.min(EARTH_BEADS, Math.max(0, earthUp));
}

export function rodsToNumber(rods: readonly number[]): number {
  return rods.reduce((total, rod) => total * 10 + clampDigit(rod), 0);
}

/** What a "set" answer sends: the number the rods show, without leading zeros. */
export const rodsToAnswer = (rods: readonly number[]) => String(rodsToNumber(rods));

/** The rods showing `value` (its last `rodCount` digits), most significant first. */
export function numberToRods(value: number, rodCount: number): number[] {
  let rest = Math.max(0, Math.trunc(value));
  const rods = new Array<number>(rodCount).fill(0);
  for (let i = rodCount - 1; i >= 0; i--) {
    rods[i] = rest % 10;
    rest = Math.floor(rest / 10);
  }
  return rods;
}

/** Tapping the heaven bead moves it to the other side of the beam. */
export function tapHeavenBead(value: number): number {
  const beads = beadsForValue(value);
  return valueForBeads({ ...beads, heavenDown: !beads.heavenDown });
}

/**
 * Tapping earth bead `bead` (1 = the one next to the beam): a bead that is down pushes itself and those
 * above it up; a bead that is up brings itself and those below it down, as a finger does on a real abacus.
 */
export function tapEarthBead(value: number, bead: number): number {
  const beads = beadsForValue(value);
  const earthUp = bead <= beads.earthUp ? bead - 1 : bead;
  return valueForBeads({ ...beads, earthUp });
}

export const stepRod = (value: number, delta: number) => clampDigit(value + delta);

const placeNameList = ["ones", "tens", "hundreds", "thousands", "ten thousands", "lakhs"];

/** "hundreds", "tens", "ones" for three rods, most significant first. */
export function placeNames(rodCount: number): string[] {
  return Array.from({ length: rodCount }, (_, i) => placeNameList[rodCount - 1 - i] ?? `rod ${i + 1}`);
}

/** The beads of one rod in words, without saying the digit (a reading question must not give its answer away). */
export function describeRodBeads(value: number): string {
  const { heavenDown, earthUp } = beadsForValue(value);
  const heaven = heavenDown ? "heaven bead down" : "heaven bead up";
  const earth = earthUp === 1 ? "1 earth bead up" : `${earthUp} earth beads up`;
  return `${heaven}, ${earth}`;
}

/** The whole picture in words, rod by rod, for a screen reader. */
export function describeAbacus(rods: readonly number[]): string {
  const names = placeNames(rods.length);
  const parts = rods.map((rod, i) => `${capitalise(names[i] ?? "")} rod: ${describeRodBeads(rod)}`);
  return `An abacus with ${rods.length} rods. ${parts.join(". ")}.`;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
