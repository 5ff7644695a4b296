import { describe, expect, it } from "vitest";
import {
  medianFromBuckets,
  periodParts,
  TOP_LEVEL,
  waitBucketHours,
  weekNumber,
} from "#app/modules/leads/first-contact.ts";
import { spokenDuration } from "#app/modules/leads/history.ts";
import { addDays, chartWindow } from "#app/modules/leads/lead-charts.ts";

/** `lead_wait_bucket` of migration 0030, for a wait in hours. */
function bucketOf(hours: number): number {
  const seconds = hours * 3600;
  if (seconds < 3600) return Math.max(1, Math.round(seconds / 60));
  if (seconds < 172_800) return 1000 + Math.round(seconds / 360);
  return 10_000 + Math.round(seconds / 8640);
}

/** A repeatable stream of numbers in [0, 1). */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** `percentile_cont(0.5)` of the waits. */
function exactMedian(hours: readonly number[]): number {
  const sorted = hours.toSorted((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
}

const histogram = (hours: readonly number[]) => {
  const counts = new Map<number, number>();
  for (const wait of hours) counts.set(bucketOf(wait), (counts.get(bucketOf(wait)) ?? 0) + 1);
  return [...counts].map(([bucket, leads]) => ({ bucket, leads }));
};

describe("a wait bucket", () => {
  it("stands for a wait said as every wait in it is said", () => {
    // Every 17 seconds from 7.3 s to 30 days: off the exact half-steps (8.45 hours to the microsecond), where
    // spokenDuration's float arithmetic (8.45 * 10 = 84.49999…) may round the other way from Postgres' numeric.
    for (let seconds = 7.3; seconds < 30 * 86_400; seconds += 17) {
      const hours = seconds / 3600;
      expect(spokenDuration(waitBucketHours(bucketOf(hours))), `${seconds} s`).toBe(spokenDuration(hours));
    }
    // A move made before the lead was stored (a phone lead entered late) is said as a minute.
    expect(spokenDuration(waitBucketHours(bucketOf(-2)))).toBe("1 min");
  });
});

describe("the median from buckets", () => {
  it("is none without contacted leads, the one wait, or halfway between the two middle ones", () => {
    expect(medianFromBuckets([])).toBeNull();
    expect(medianFromBuckets([{ bucket: 1030, leads: 0 }])).toBeNull();
    expect(medianFromBuckets([{ bucket: 1300, leads: 1 }])).toBe(30);
    expect(
      medianFromBuckets([
        { bucket: 1040, leads: 1 },
        { bucket: 1020, leads: 1 },
      ]),
    ).toBe(3);
    expect(
      medianFromBuckets([
        { bucket: 20, leads: 2 },
        { bucket: 1050, leads: 3 },
        { bucket: 10_030, leads: 2 },
      ]),
    ).toBe(5);
  });

  it("is said as the exact median is, or within half of the buckets' widths, on varied waits", () => {
    const random = randomFrom(20_261_128);
    const shapes: Record<string, () => number> = {
      // From a minute to three weeks, evenly on a log scale.
      spread: () => Math.exp(Math.log(1 / 60) + random() * Math.log(21 * 24 * 60)),
      // An office that answers within the hour mostly, and some leads left over a weekend.
      quick: () => (random() < 0.8 ? random() : 48 + random() * 40),
      // Around a day, as the busy year's are.
      daily: () => 0.3 + random() * 34,
    };
    for (const [shape, wait] of Object.entries(shapes)) {
      for (const count of [1, 2, 3, 7, 10, 51, 200, 1001, 5000]) {
        const hours = Array.from({ length: count }, wait);
        const exact = exactMedian(hours);
        const median = medianFromBuckets(histogram(hours)) ?? Number.NaN;
        const sorted = hours.toSorted((a, b) => a - b);
        const low = sorted[Math.floor((count - 1) / 2)] ?? 0;
        const high = sorted[Math.ceil((count - 1) / 2)] ?? 0;
        if (bucketOf(low) === bucketOf(high)) {
          expect(spokenDuration(median), `${shape}, ${count} waits`).toBe(spokenDuration(exact));
        } else {
          // Widths: a minute, 6 minutes, 2.4 hours; a quarter of the two added bounds the error.
          const width = (bucket: number) => (bucket < 1000 ? 1 / 60 : bucket < 10_000 ? 0.1 : 2.4);
          const bound = (width(bucketOf(low)) + width(bucketOf(high))) / 4;
          expect(Math.abs(median - exact), `${shape}, ${count} waits`).toBeLessThanOrEqual(bound + 1e-9);
        }
      }
    }
  });
});

describe("a period's stored blocks", () => {
  /** Every day the parts cover, with how many times. */
  function daysCovered(from: string, to: string): Map<string, number> {
    const covered = new Map<string, number>();
    const add = (day: string) => covered.set(day, (covered.get(day) ?? 0) + 1);
    const { blocks, edges } = periodParts(from, to);
    for (const { level, block } of blocks) {
      expect(level).toBeLessThanOrEqual(TOP_LEVEL);
      const firstWeek = block * 2 ** level;
      const monday = addDays("2000-01-03", 7 * firstWeek);
      for (let day = 0; day < 7 * 2 ** level; day++) add(addDays(monday, day));
    }
    for (const edge of edges) for (let day = edge.from; day <= edge.to; day = addDays(day, 1)) add(day);
    return covered;
  }

  it("numbers the weeks from Monday 2000-01-03, Monday to Sunday", () => {
    expect(weekNumber("2000-01-03")).toBe(0);
    expect(weekNumber("2000-01-09")).toBe(0);
    expect(weekNumber("2000-01-10")).toBe(1);
    expect(weekNumber("2000-01-02")).toBe(-1);
    expect(weekNumber("2026-11-23")).toBe(1403);
  });

  it("makes the dashboard's year a few blocks and the current week's days", () => {
    const window = chartWindow("2026-11-28", 52);
    const { blocks, edges } = periodParts(window.from, window.to);
    expect(blocks.length).toBeLessThanOrEqual(10);
    expect(edges).toEqual([{ from: "2026-11-23", to: "2026-11-28" }]);
    // A period that ends on a Sunday is whole weeks only.
    expect(periodParts("2026-11-16", "2026-11-29")).toEqual({ blocks: [{ level: 1, block: 701 }], edges: [] });
    expect(periodParts("2026-11-25", "2026-11-24")).toEqual({ blocks: [], edges: [] });
  });

  it("covers every day of any period once, and no other day", () => {
    const random = randomFrom(7);
    for (let run = 0; run < 300; run++) {
      const from = addDays("2024-01-01", Math.floor(random() * 800));
      const to = addDays(from, Math.floor(random() * 500) - 3);
      const covered = daysCovered(from, to);
      const expected = new Map<string, number>();
      for (let day = from; day <= to; day = addDays(day, 1)) expected.set(day, 1);
      expect(covered, `${from} to ${to}`).toEqual(expected);
    }
  });
});
