import { addDays } from "./lead-charts.ts";

/**
 * The dashboard's time to first contact, from counts of leads per wait bucket (`lead_contact_waits`, kept by
 * triggers; docs/decisions/021) instead of an exact median over a year of leads. Pure, so it is tested without a
 * database: what a bucket stands for, the median of a histogram, and which stored blocks make up a period.
 */

/**
 * A wait bucket (`lead_wait_bucket` in migration 0030) is the set of waits the dashboard says the same way
 * (`spokenDuration`): whole minutes under an hour (1–60), tenths of an hour under 48 hours (1000 + tenths), tenths
 * of a day after that (10000 + tenths). So a bucket's hours are read back as a wait inside it that is said the same
 * way: the rounded value itself, or a point inside where the bucket is cut short at the hour and at 48 hours.
 */
export function waitBucketHours(bucket: number): number {
  if (bucket < 1000) {
    // [59.5, 60) minutes is still said "60 min"; an hour itself would be "1 hour".
    return bucket >= 60 ? 59.75 / 60 : bucket / 60;
  }
  if (bucket < 10_000) {
    // 1.0 hour starts at the hour, 48.0 ends at 48 hours: the midpoints of what is left of them.
    if (bucket <= 1010) return 1.025;
    if (bucket >= 1480) return 47.975;
    return (bucket - 1000) / 10;
  }
  // 2.0 days starts at 48 hours: [48, 49.2).
  return bucket <= 10_020 ? 48.6 : ((bucket - 10_000) * 24) / 10;
}

/**
 * The median wait in hours of the leads counted per bucket, as `percentile_cont(0.5)` takes it: the middle lead's
 * wait, or halfway between the two middle ones. When both middle leads are in one bucket (always, for an odd
 * count) the result is said exactly as the exact median is. When they are in two buckets, it is off by at most a
 * quarter of the two buckets' widths added: half a step of what is shown (a minute, 6 minutes, 2.4 hours), and at
 * most 0.63 hours where one wait is under 48 hours and the other over. Null when no lead is counted.
 */
export function medianFromBuckets(counts: readonly { bucket: number; leads: number }[]): number | null {
  const sorted = counts.filter((count) => count.leads > 0).toSorted((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, count) => sum + count.leads, 0);
  if (total === 0) return null;
  // 0-based places of the two middle leads (the same one for an odd count).
  const low = Math.floor((total - 1) / 2);
  const high = Math.ceil((total - 1) / 2);
  let below = 0;
  let lowHours: number | null = null;
  for (const count of sorted) {
    const hours = waitBucketHours(count.bucket);
    if (lowHours === null && low < below + count.leads) lowHours = hours;
    if (high < below + count.leads) return ((lowHours ?? hours) + hours) / 2;
    below += count.leads;
  }
  return null;
}

/** The India week numbers count from this Monday, as `lead_week` does. */
const WEEK_ZERO = "2000-01-03";
const DAY_MS = 86_400_000;
/** Levels 0–5 are stored: blocks of 1, 2, 4 … 32 weeks. A year is at most ten blocks. */
export const TOP_LEVEL = 5;

/** The week (Monday to Sunday) a day (YYYY-MM-DD) falls in, counted from Monday 2000-01-03. */
export function weekNumber(day: string): number {
  return Math.floor((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${WEEK_ZERO}T00:00:00Z`)) / (7 * DAY_MS));
}

const mondayOfWeek = (week: number) => addDays(WEEK_ZERO, 7 * week);

export type PeriodParts = {
  /** Stored blocks of whole weeks: `level` L holds the 2^L weeks from week `block` × 2^L. */
  blocks: { level: number; block: number }[];
  /** Days at either end that are not a whole week, first and last day (YYYY-MM-DD), read from the leads. */
  edges: { from: string; to: string }[];
};

/**
 * A period of India days (first and last, YYYY-MM-DD) as the fewest stored blocks of its whole weeks, largest
 * aligned block first at each step, and the days left over at either end. The dashboard's periods start on a
 * Monday and end today, so all but the current week are blocks (a year: about ten), and that week is its days.
 */
export function periodParts(from: string, to: string): PeriodParts {
  if (from > to) return { blocks: [], edges: [] };
  const fromWeek = weekNumber(from);
  const toWeek = weekNumber(to);
  const first = mondayOfWeek(fromWeek) === from ? fromWeek : fromWeek + 1;
  const last = addDays(mondayOfWeek(toWeek), 6) === to ? toWeek : toWeek - 1;
  if (first > last) return { blocks: [], edges: [{ from, to }] };
  const blocks: PeriodParts["blocks"] = [];
  for (let week = first; week <= last;) {
    let level = TOP_LEVEL;
    // The largest block that starts at this week (aligned) and ends by the last whole week.
    while (level > 0 && ((week >> level) << level !== week || week + (1 << level) - 1 > last)) level--;
    blocks.push({ level, block: week >> level });
    week += 1 << level;
  }
  const edges: PeriodParts["edges"] = [];
  const firstMonday = mondayOfWeek(first);
  const afterLast = mondayOfWeek(last + 1);
  if (from < firstMonday) edges.push({ from, to: addDays(firstMonday, -1) });
  if (to >= afterLast) edges.push({ from: afterLast, to });
  return { blocks, edges };
}
