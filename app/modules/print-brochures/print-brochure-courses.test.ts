import { describe, expect, it } from "vitest";
import {
  ageSpan,
  brochureCoursesFrom,
  courseIn,
  titlesInProse,
  writtenCourses,
} from "#app/modules/print-brochures/courses.ts";

describe("the print brochures' courses", () => {
  it("take their titles and ages from the programs rows, in brochure order", () => {
    const courses = brochureCoursesFrom([
      { id: "coding", title: "Coding & Robotics", ageRange: "Ages 9–15" },
      { id: "abacus", title: "Abacus", ageRange: "Ages 6–12" },
      { id: "public-speaking", title: "Public Speaking", ageRange: "Ages 10–16" },
    ]);
    expect(courses.map((course) => course.id)).toEqual(["abacus", "vedic-maths", "coding", "communicative-english"]);
    expect(courseIn(courses, "coding")).toEqual({ id: "coding", title: "Coding & Robotics", ages: "Ages 9–15" });
    expect(courseIn(courses, "abacus").ages).toBe("Ages 6–12");
  });

  it("print a course the table lacks, or gives no ages for, as the brochure was written", () => {
    const courses = brochureCoursesFrom([{ id: "vedic-maths", title: "  ", ageRange: "" }]);
    expect(courseIn(courses, "vedic-maths")).toEqual({ id: "vedic-maths", title: "Vedic Maths", ages: "Ages 8–14" });
    expect(courseIn(courses, "coding")).toEqual({ id: "coding", title: "Coding & AI", ages: "Ages 7–14" });
    expect(courseIn([], "abacus")).toEqual(courseIn(writtenCourses, "abacus"));
  });

  it("name the ages all courses cover together, leaving out ages not written as two numbers", () => {
    expect(ageSpan(writtenCourses)).toBe("4–14");
    const courses = brochureCoursesFrom([
      { id: "abacus", title: "Abacus", ageRange: "Ages 6 to 12" },
      { id: "vedic-maths", title: "Vedic Maths", ageRange: "Ages 8-16" },
      { id: "coding", title: "Coding", ageRange: "For curious minds" },
      { id: "communicative-english", title: "English", ageRange: "Ages 5–14" },
    ]);
    expect(ageSpan(courses)).toBe("5–16");
    expect(ageSpan(courses.map((course) => ({ ...course, ages: "All ages" })))).toBe("4–14");
  });

  it("list the titles as a sentence does", () => {
    expect(titlesInProse(writtenCourses)).toBe("Abacus, Vedic Maths, Coding & AI and Communicative English");
    expect(titlesInProse(writtenCourses.slice(0, 1))).toBe("Abacus");
    expect(titlesInProse([])).toBe("");
  });
});
