/**
 * Arithmetic for the hand-drawn SVG charts of the back office: a count axis that ends on a round number, and where
 * each bar goes. No chart library: the charts are a few rectangles drawn on the server, and a library would send
 * its code to the browser or bring a DOM to the server for no gain.
 */

/** A count axis from 0 to a round maximum at or above `largest`, with its tick values (whole numbers only). */
export function countAxis(largest: number, wantedTicks = 4): { max: number; ticks: number[] } {
  if (largest <= 0) return { max: 1, ticks: [0, 1] };
  const rough = largest / wantedTicks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 1);
  const max = Math.ceil(largest / step) * step;
  return { max, ticks: Array.from({ length: max / step + 1 }, (_, index) => index * step) };
}

/** Every how many bars a label fits under a bar chart of `count` bars, showing at most `most` labels. */
export function labelEvery(count: number, most: number): number {
  return Math.max(1, Math.ceil(count / most));
}

/** Length of a bar for `value` on an axis of `max`, in a space of `span` units (a value above zero stays visible). */
export function barLength(value: number, max: number, span: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.max(1, (value / max) * span);
}
