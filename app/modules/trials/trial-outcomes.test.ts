import { describe, expect, it } from "vitest";
import { summariseOutcomes, type OutcomeCount } from "./trial-outcomes.ts";

const held = (
  course: string,
  mode: string,
  source: string,
  status: OutcomeCount["status"],
  count: number,
): OutcomeCount => ({ course, mode, source, status, count });

describe("how trial classes turned out", () => {
  const counts = [
    held("Abacus", "Online", "google", "attended", 6),
    held("Abacus", "Online", "google", "no_show", 2),
    held("Abacus", "At our office", "Direct or unknown", "attended", 3),
    held("Coding", "Online", "facebook", "no_show", 3),
    held("Coding", "Online", "facebook", "booked", 4),
  ];
  const outcomes = summariseOutcomes(counts, { total: 40, booked: 18 }, 90);

  it("rates showing up among the children marked, leaving out those not marked yet", () => {
    expect(outcomes.all).toEqual({
      label: "All trial classes",
      attended: 9,
      noShow: 5,
      unmarked: 4,
      showUpPercent: 64,
    });
  });

  it("splits by course, mode and source, the busiest first", () => {
    expect(outcomes.byCourse.map((line) => [line.label, line.showUpPercent])).toEqual([
      ["Abacus", 82],
      ["Coding", 0],
    ]);
    expect(outcomes.byMode.map((line) => [line.label, line.attended, line.noShow, line.unmarked])).toEqual([
      ["Online", 6, 5, 4],
      ["At our office", 3, 0, 0],
    ]);
    expect(outcomes.bySource.map((line) => line.label)).toEqual(["google", "facebook", "Direct or unknown"]);
  });

  it("gives no rate where nothing is marked, and the share of requests that booked", () => {
    expect(outcomes.bySource.find((line) => line.label === "facebook")?.showUpPercent).toBe(0);
    const unmarked = summariseOutcomes([held("Coding", "Online", "x", "booked", 2)], { total: 0, booked: 0 }, 90);
    expect(unmarked.all.showUpPercent).toBeNull();
    expect(unmarked.bookedPercent).toBeNull();
    expect(outcomes.bookedPercent).toBe(45);
  });
});
