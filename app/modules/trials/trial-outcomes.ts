/**
 * How trial classes turn out, for the dashboard: of the booked children whose class has been held, how many came
 * (attended) and how many did not (no-show), by course, mode and where the family came from; and how many trial
 * requests became a booked class. Pure, so the sums are tested without a database.
 */

/** One group of bookings of held classes, as the query counts them. */
export type OutcomeCount = {
  course: string;
  mode: string;
  source: string;
  status: "booked" | "attended" | "no_show";
  count: number;
};

/** A line of the chart: a course, a mode or a source, with its show-up rate once any booking is marked. */
export type OutcomeLine = {
  label: string;
  attended: number;
  noShow: number;
  /** Held, but attendance not marked yet: left out of the rate. */
  unmarked: number;
  /** Attended as a whole percentage of those marked; null while none is. */
  showUpPercent: number | null;
};

export type TrialOutcomes = {
  days: number;
  all: OutcomeLine;
  byCourse: OutcomeLine[];
  byMode: OutcomeLine[];
  bySource: OutcomeLine[];
  /** Trial requests in the period, and how many of them booked a class. */
  requests: number;
  requestsBooked: number;
  /** requestsBooked as a whole percentage of requests; null without requests. */
  bookedPercent: number | null;
};

export const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 100) : null;

function line(label: string, counts: readonly OutcomeCount[]): OutcomeLine {
  const sum = (status: OutcomeCount["status"]) =>
    counts.filter((count) => count.status === status).reduce((total, count) => total + count.count, 0);
  const attended = sum("attended");
  const noShow = sum("no_show");
  return { label, attended, noShow, unmarked: sum("booked"), showUpPercent: percent(attended, attended + noShow) };
}

/** One line per value of `key`, the busiest first. */
function linesBy(counts: readonly OutcomeCount[], key: "course" | "mode" | "source"): OutcomeLine[] {
  const groups = Map.groupBy(counts, (count) => count[key]);
  return [...groups]
    .map(([label, group]) => line(label, group))
    .sort(
      (a, b) =>
        b.attended + b.noShow + b.unmarked - (a.attended + a.noShow + a.unmarked) || a.label.localeCompare(b.label),
    );
}

export function summariseOutcomes(
  counts: readonly OutcomeCount[],
  requests: { total: number; booked: number },
  days: number,
): TrialOutcomes {
  return {
    days,
    all: line("All trial classes", counts),
    byCourse: linesBy(counts, "course"),
    byMode: linesBy(counts, "mode"),
    bySource: linesBy(counts, "source"),
    requests: requests.total,
    requestsBooked: requests.booked,
    bookedPercent: percent(requests.booked, requests.total),
  };
}
