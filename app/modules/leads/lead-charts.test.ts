import { describe, expect, it } from "vitest";
import { chartWindow, funnelOf, leadsByWeek, mondayOf, parseChartWeeks } from "#app/modules/leads/lead-charts.ts";
import { barLength, countAxis, labelEvery } from "#app/ui/chart-geometry.ts";

describe("the charts' period", () => {
  it("offers whole weeks and falls back to twelve for anything else", () => {
    expect(parseChartWeeks(new URLSearchParams("weeks=26"))).toBe(26);
    expect(parseChartWeeks(new URLSearchParams("weeks=5"))).toBe(12);
    expect(parseChartWeeks(new URLSearchParams("weeks=abc"))).toBe(12);
    expect(parseChartWeeks(new URLSearchParams(""))).toBe(12);
  });

  it("runs Monday to Sunday, the current week last", () => {
    expect(mondayOf("2026-11-25")).toBe("2026-11-23"); // a Wednesday
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23"); // a Sunday
    expect(mondayOf("2026-03-01")).toBe("2026-02-23");
    const window = chartWindow("2026-11-25", 4);
    expect(window).toEqual({
      from: "2026-11-02",
      to: "2026-11-25",
      weekStarts: ["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"],
    });
  });

  it("crosses a year end", () => {
    expect(chartWindow("2027-01-02", 4).weekStarts).toEqual(["2026-12-07", "2026-12-14", "2026-12-21", "2026-12-28"]);
  });
});

describe("leads per week", () => {
  it("puts every count in its week and shows the weeks without a lead as zeros", () => {
    const window = chartWindow("2026-11-25", 4);
    const weeks = leadsByWeek(window, [
      { kind: "demos", weekStart: "2026-11-09", count: 3 },
      { kind: "messages", weekStart: "2026-11-09", count: 2 },
      { kind: "applications", weekStart: "2026-11-23", count: 1 },
      { kind: "trials", weekStart: "2025-01-06", count: 9 }, // outside the window: not shown
    ]);
    expect(weeks.map((week) => week.total)).toEqual([0, 5, 0, 1]);
    expect(weeks[1]?.counts).toEqual({ messages: 2, demos: 3, trials: 0, applications: 0 });
  });
});

describe("the funnel", () => {
  it("counts a lead at every stage it has passed, and a closed lead as received only", () => {
    const funnel = funnelOf({ new: 4, contacted: 3, demo_booked: 2, enrolled: 1, closed: 10 });
    expect(funnel.steps.map((step) => [step.stage, step.count])).toEqual([
      ["received", 20],
      ["contacted", 6],
      ["demo_booked", 3],
      ["enrolled", 1],
    ]);
    expect(funnel.steps[3]?.ofReceived).toBe(0.05);
    expect(funnel.closed).toBe(10);
  });

  it("gives shares of zero, not NaN, when nothing was received", () => {
    expect(funnelOf({}).steps.every((step) => step.count === 0 && step.ofReceived === 0)).toBe(true);
  });
});

describe("chart geometry", () => {
  it("ends the count axis on a round number with whole-number ticks", () => {
    expect(countAxis(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(countAxis(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(countAxis(17)).toEqual({ max: 20, ticks: [0, 5, 10, 15, 20] });
    expect(countAxis(230)).toEqual({ max: 300, ticks: [0, 100, 200, 300] });
  });

  it("labels at most the asked number of bars and keeps a small bar visible", () => {
    expect(labelEvery(52, 7)).toBe(8);
    expect(labelEvery(4, 7)).toBe(1);
    expect(barLength(1, 1000, 300)).toBe(1);
    expect(barLength(0, 10, 300)).toBe(0);
    expect(barLength(5, 10, 300)).toBe(150);
  });
});
