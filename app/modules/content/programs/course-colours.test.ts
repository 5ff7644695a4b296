import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { HERO_SCRIM_CLASS, programColors } from "#app/modules/content/programs/program-colours.ts";

/*
 * White text on a course page's gradient, under its scrim, measured on the colours Tailwind itself defines
 * (oklch in tailwindcss/theme.css), at both ends of every gradient staff can choose.
 */

const theme = readFileSync(createRequire(import.meta.url).resolve("tailwindcss/theme.css"), "utf8");

/** A Tailwind colour ("amber-400") as sRGB 0–1, from its oklch value (Björn Ottosson's OKLab matrices). */
function tailwindColour(name: string): [number, number, number] {
  const match = new RegExp(`--color-${name}:\\s*oklch\\(([\\d.]+)%\\s+([\\d.]+)\\s+([\\d.]+)\\)`).exec(theme);
  if (!match) throw new Error(`no Tailwind colour ${name}`);
  const [lightness, chroma, hue] = [Number(match[1]) / 100, Number(match[2]), (Number(match[3]) * Math.PI) / 180];
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  // Out-of-gamut colours are clipped, as a screen shows them.
  const encode = (value: number) => {
    const clipped = Math.min(1, Math.max(0, value));
    return clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055;
  };
  return [encode(linear[0] ?? 0), encode(linear[1] ?? 0), encode(linear[2] ?? 0)];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const contrastWithWhite = (colour: [number, number, number]) => 1.05 / (luminance(colour) + 0.05);

/** The scrim's black, laid over a colour as the browser blends it (in sRGB). */
function underScrim(colour: [number, number, number]): [number, number, number] {
  const opacity = Number(/bg-black\/(\d+)/.exec(HERO_SCRIM_CLASS)?.[1]) / 100;
  return colour.map((channel) => channel * (1 - opacity)) as [number, number, number];
}

describe("course page colours", () => {
  it("are read right from Tailwind (white on amber-400 is known to fail, at about 1.6:1)", () => {
    expect(contrastWithWhite(tailwindColour("amber-400"))).toBeLessThan(2);
    expect(contrastWithWhite(tailwindColour("blue-600"))).toBeGreaterThan(4.5);
  });

  it("keep white text at 4.5:1 or more at both ends of every gradient, under the scrim", () => {
    const stops = programColors.flatMap((gradient) => [...gradient.matchAll(/(?:from|to)-([a-z]+-\d+)/g)]);
    expect(stops.length).toBe(programColors.length * 2);
    const weakest = stops
      .map(([, name]) => ({ name, ratio: contrastWithWhite(underScrim(tailwindColour(name ?? ""))) }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(weakest).toEqual([]);
  });
});
