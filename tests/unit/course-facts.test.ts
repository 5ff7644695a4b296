import { describe, expect, it } from "vitest";
import {
  classPattern,
  courseFactSentences,
  courseFaqs,
  courseFaqText,
  courseLength,
  factRows,
  type CourseWithFacts,
} from "#app/modules/content/programs/course-facts.ts";
import { ProgramSchema } from "#app/modules/content/programs/program-admin.ts";
import { seedCourseFacts } from "#db/seed/course-facts.ts";
import { seedPrograms } from "#db/seed/content.ts";

const empty: CourseWithFacts = {
  id: "chess",
  title: "Chess",
  ageRange: "",
  levels: null,
  monthsPerLevel: null,
  classMinutes: null,
  classesPerWeek: null,
  batchSize: null,
  onlineTimings: "",
  schoolTimings: "",
  officeTimings: "",
  certificate: "",
  fees: "",
};

const abacus: CourseWithFacts = { id: "abacus", title: "Abacus", ageRange: "Ages 5–14", ...seedCourseFacts.abacus };

describe("a course's facts", () => {
  it("are said as a parent reads them", () => {
    expect(courseLength(abacus)).toBe("8 levels of about 3 months each");
    expect(courseLength({ ...empty, levels: 1, monthsPerLevel: 1 })).toBe("1 level of about 1 month");
    expect(courseLength({ ...empty, levels: 5 })).toBe("5 levels");
    expect(courseLength({ ...empty, monthsPerLevel: 2 })).toBe("about 2 months a level");
    expect(classPattern(abacus)).toBe("60-minute classes, twice a week");
    expect(classPattern({ ...empty, classesPerWeek: 1 })).toBe("Classes once a week");
    expect(classPattern({ ...empty, classesPerWeek: 3, classMinutes: 45 })).toBe("45-minute classes, 3 times a week");
  });

  it("fill the fact box in a parent's order, with only what staff filled in", () => {
    expect(factRows(abacus).map((row) => row.label)).toEqual([
      "Ages",
      "Course length",
      "Classes",
      "Batch size",
      "Online",
      "In partner schools",
      "At our office",
      "Certificate",
      "Fees",
    ]);
    expect(factRows(abacus)[0]).toEqual({ label: "Ages", value: "5–14" });
    expect(factRows(abacus)[3]).toEqual({ label: "Batch size", value: "Up to 12 children in a batch" });
    expect(factRows(empty)).toEqual([]);
    expect(factRows({ ...empty, officeTimings: "  ", fees: "On request" }).map((row) => row.label)).toEqual(["Fees"]);
  });

  it("give Brainy whole sentences naming the course, fees and certificate only when asked for all", () => {
    const all = courseFactSentences(abacus);
    const quotable = courseFactSentences(abacus, { quotable: true });
    expect(quotable).toContain("Abacus runs in 8 levels of about 3 months each.");
    expect(quotable).toContain("Abacus is taught online, in partner schools and at our office.");
    expect(quotable.some((sentence) => sentence.startsWith("Abacus fees:"))).toBe(false);
    expect(all.some((sentence) => sentence.startsWith("Abacus fees:"))).toBe(true);
    expect(courseFactSentences(empty)).toEqual([]);
  });

  it("answer the FAQ's course questions course by course, leaving out a question no course answers", () => {
    const vedic: CourseWithFacts = { ...empty, id: "vedic-maths", title: "Vedic Maths", levels: 4 };
    const faqs = courseFaqs([abacus, vedic, empty]);
    expect(faqs.map((faq) => faq.key)).toEqual(["length", "classes", "batch", "timings", "certificate", "fees"]);
    const length = faqs.find((faq) => faq.key === "length");
    expect(length && courseFaqText(length)).toBe("Abacus: 8 levels of about 3 months each. Vedic Maths: 4 levels.");
    expect(courseFaqs([empty])).toEqual([]);
  });

  it("are written for every built-in course and pass the back office's own checks", () => {
    for (const program of seedPrograms) {
      const facts = seedCourseFacts[program.id];
      const parsed = ProgramSchema.safeParse({
        ...program,
        features: program.features.join("\n"),
        learningOutcomes: program.learningOutcomes.join("\n"),
        benefits: program.benefits.join("\n"),
        ...Object.fromEntries(Object.entries(facts).map(([key, value]) => [key, value === null ? "" : String(value)])),
      });
      expect(parsed.error?.issues ?? [], program.id).toEqual([]);
      expect(factRows({ ...program, ...facts }).length, program.id).toBeGreaterThanOrEqual(8);
    }
  });

  it("are refused in the back office when a number is not a whole number in its range, and empty is allowed", () => {
    const base = {
      title: "Chess",
      shortDescription: "Think ahead.",
      description: "Chess for children.",
      fullDescription: "Chess for children.",
      icon: "Sparkles",
      color: "from-amber-400 to-orange-500",
      features: "Openings",
      learningOutcomes: "Plan",
      benefits: "Focus",
    };
    expect(ProgramSchema.parse({ ...base, levels: "", batchSize: "12" })).toMatchObject({
      levels: null,
      batchSize: 12,
    });
    const refused = ProgramSchema.safeParse({ ...base, levels: "2.5", classesPerWeek: "9", classMinutes: "ten" });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["levels", "Please enter the number of levels as a whole number from 1 to 30, or leave it empty."],
      ["classMinutes", "Please enter the class length in minutes as a whole number from 15 to 240, or leave it empty."],
      ["classesPerWeek", "Please enter the classes a week as a whole number from 1 to 7, or leave it empty."],
    ]);
  });
});
