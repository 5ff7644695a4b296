import { describe, expect, it } from "vitest";
import { ClassEditSchema, parseWeek, PatternSchema, SingleClassSchema, weekOfDay, weekPath } from "./schedule.ts";

describe("the schedule's weeks", () => {
  it("counts a day's week from today, and keeps to the four weeks shown", () => {
    expect(weekOfDay("2026-11-29", "2026-11-29")).toBe(0);
    expect(weekOfDay("2026-12-05", "2026-11-29")).toBe(0);
    expect(weekOfDay("2026-12-06", "2026-11-29")).toBe(1);
    expect(weekOfDay("2026-12-27", "2026-11-29")).toBe(3);
    expect(weekOfDay("2027-01-30", "2026-11-29")).toBe(3);
    expect(weekOfDay("2026-11-20", "2026-11-29")).toBe(0);
  });

  it("reads ?week= as one of the four, this week otherwise", () => {
    expect([null, "", "2", "4", "-1", "1.5", "x"].map(parseWeek)).toEqual([0, 0, 2, 0, 0, 0, 0]);
  });

  it("leads to a week, at a class when it names one", () => {
    expect(weekPath(0)).toBe("/admin/trial-schedule#coming-classes");
    expect(weekPath(2, 41)).toBe("/admin/trial-schedule?week=2#class-41");
  });
});

const weekly = {
  courseId: "abacus",
  weekday: "6",
  startTime: "10:30",
  minutes: "45",
  mode: "online",
  address: "",
  capacity: "8",
  teacherName: "",
  minAge: "",
  maxAge: "",
  active: "on",
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the schedule's forms", () => {
  it("takes a weekly class as the form sends it: numbers, empty ages, a ticked box", () => {
    expect(PatternSchema.parse(weekly)).toEqual({
      ...weekly,
      weekday: 6,
      minutes: 45,
      capacity: 8,
      minAge: null,
      maxAge: null,
      active: true,
    });
    expect(PatternSchema.parse({ ...weekly, active: undefined, startTime: "07:05:00" })).toMatchObject({
      active: false,
      startTime: "07:05",
    });
  });

  it("asks for an address away from online, ages the right way round, and a real time", () => {
    expect(
      errorsOf(PatternSchema.safeParse({ ...weekly, mode: "school", minAge: "10", maxAge: "6", startTime: "25:00" })),
    ).toEqual({
      address: "Please enter the address: the office's, or the school's for a class at a partner school.",
      maxAge: "Please make the oldest age at least the youngest.",
      startTime: "Please enter the start time as hours and minutes, like 10:30.",
    });
    expect(errorsOf(PatternSchema.safeParse({ ...weekly, capacity: "2.5", weekday: "8" }))).toEqual({
      capacity: "Please enter the seats as a whole number.",
      weekday: "Please choose the day of the week.",
    });
  });

  it("takes a meeting link only as a full https address, and no course on a class's edit", () => {
    const single = { ...weekly, intent: "add-class", day: "2026-12-12", meetingUrl: "meet.example.com/abc" };
    expect(errorsOf(SingleClassSchema.safeParse(single))).toEqual({
      meetingUrl: "Please enter the meeting link as a full address starting with https://.",
    });
    expect(errorsOf(SingleClassSchema.safeParse({ ...single, day: "12/12/2026", meetingUrl: "" }))).toEqual({
      day: "Please choose the day of the class.",
    });
    const edit = ClassEditSchema.parse({
      ...single,
      intent: "edit-class",
      id: "4",
      meetingUrl: "https://meet.example.com/abc",
    });
    expect(edit).not.toHaveProperty("courseId");
    expect(edit).toMatchObject({ id: 4, day: "2026-12-12", meetingUrl: "https://meet.example.com/abc" });
  });
});
