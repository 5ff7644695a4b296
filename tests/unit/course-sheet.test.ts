import { describe, expect, it } from "vitest";
import { factRows } from "#app/modules/content/programs/course-facts.ts";
import { courseSheetHref } from "#app/modules/content/programs/course-sheet-href.ts";
import {
  renderCourseSheet,
  type CourseSheetContent,
  type CourseSheetCourse,
} from "#app/modules/content/programs/course-sheet.server.ts";
import { progressSentence } from "#app/modules/content/programs/program-page-text.ts";
import { pdfText as printable } from "#app/modules/pdf/pdf-text.ts";
import { schoolBrochurePdfHref } from "#app/modules/print-brochures/brochure-pdf-href.ts";
import { seedCompanyDetails } from "#db/seed/company.ts";
import { seedPrograms } from "#db/seed/content.ts";
import { seedCourseFacts } from "#db/seed/course-facts.ts";
import { pdfLines, pdfPageCount, pdfText } from "../support/pdf.ts";

const A4_HEIGHT = 841.89;

/** Every line is on the page, and the trial box ends above the office's details at the foot. */
function expectLaidOutOnOnePage(pdf: Buffer) {
  expect(pdfPageCount(pdf)).toBe(1);
  const lines = pdfLines(pdf);
  for (const line of lines) {
    expect(line.y, line.text).toBeGreaterThan(20);
    expect(line.y, line.text).toBeLessThan(A4_HEIGHT);
  }
  const lowestOfTheBody = lines.find((line) => line.text.startsWith("Or call us on"));
  const footer = lines.findLast((line) => line.text === "SkillSprouts");
  expect(lowestOfTheBody?.y).toBeGreaterThan((footer?.y ?? Infinity) + 20);
}

const seedAbacus = seedPrograms.find((program) => program.id === "abacus");
if (!seedAbacus) throw new Error("the seed has no abacus course");

const abacus: CourseSheetCourse = {
  ...seedAbacus,
  ...seedCourseFacts.abacus,
  updatedAt: new Date("2026-11-20T10:00:00Z"),
};

const sheet = (course: CourseSheetCourse = abacus): CourseSheetContent => ({
  course,
  trialUrl: `https://skillsprouts.example/trial-class?course=${course.id}#booking-form-heading`,
  courseUrl: `https://skillsprouts.example/programs/${course.id}`,
  siteUrl: "https://skillsprouts.example",
  details: seedCompanyDetails,
});

const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(" ");

describe("a course sheet", () => {
  it("is a one-page PDF saying what the course page says", async () => {
    const pdf = await renderCourseSheet(sheet(), { compress: false });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expectLaidOutOnOnePage(pdf);
    const text = pdfText(pdf);
    expect(text).toContain("Abacus");
    // The en dash prints as itself in the standard font.
    expect(text).toContain("Ages 5–14");
    expect(text).toContain(seedAbacus.shortDescription);
    for (const row of factRows(abacus)) {
      expect(text).toContain(row.label);
      expect(text).toContain(row.value);
    }
    for (const outcome of seedAbacus.learningOutcomes) expect(text).toContain(outcome);
    expect(text).toContain(progressSentence(abacus));
    expect(text).toContain("Book a free trial class");
    // A URL too long for its line is wrapped, at a hyphen say: read without the line breaks.
    expect(text.replace(/\s/g, "")).toContain(
      "https://skillsprouts.example/trial-class?course=abacus#booking-form-heading",
    );
    expect(text).toContain(seedCompanyDetails.phones.general);
    expect(text).toContain(seedCompanyDetails.emails.general);
    expect(text).not.toContain("more on the course page");
  });

  it("links the trial form from its words and its QR code", async () => {
    const raw = (await renderCourseSheet(sheet(), { compress: false })).toString("latin1");
    const links = raw.match(
      /\/URI \(https:\/\/skillsprouts\.example\/trial-class\?course=abacus#booking-form-heading\)/g,
    );
    expect(links?.length).toBeGreaterThanOrEqual(2);
  });

  it("stays one page however long staff's texts are, listing what fits and pointing to the rest", async () => {
    const long: CourseSheetCourse = {
      ...abacus,
      title: `Abacus ${words(30, "Masters")}`,
      shortDescription: words(400, "numbers"),
      onlineTimings: words(600, "weekday"),
      schoolTimings: words(600, "school"),
      officeTimings: words(600, "office"),
      certificate: words(600, "certificate"),
      fees: words(600, "fees"),
      progressNote: words(800, "progress"),
      learningOutcomes: Array.from({ length: 60 }, (_, index) => `Outcome ${index + 1}: ${words(80, "skill")}`),
    };
    const pdf = await renderCourseSheet(sheet(long), { compress: false });
    expectLaidOutOnOnePage(pdf);
    const text = pdfText(pdf);
    expect(text).toContain("Abacus Masters");
    expect(text).toContain("Ages 5–14");
    expect(text).toMatch(/And \d+ more on the course page:/);
    expect(text.replace(/\s/g, "")).toContain("https://skillsprouts.example/programs/abacus");
    // Cut texts end with an ellipsis; the trial box and the office's details are still there.
    expect(text).toContain("…");
    expect(text).toContain("Book a free trial class");
    expect(text).toContain(seedCompanyDetails.phones.general);
  });

  it("stays one page with a long list of short outcomes, set smaller before anything is left out", async () => {
    const many = { ...abacus, learningOutcomes: Array.from({ length: 16 }, (_, index) => `Skill number ${index + 1}`) };
    const pdf = await renderCourseSheet(sheet(many), { compress: false });
    expectLaidOutOnOnePage(pdf);
    expect(pdfText(pdf)).toContain("Skill number 16");
  });

  it("prints the rupee as Rs., which the PDF fonts lack", async () => {
    const priced = { ...abacus, fees: "₹2,500 a level; kit ₹ 600 🎉" };
    const text = pdfText(await renderCourseSheet(sheet(priced), { compress: false }));
    expect(text).toContain("Rs. 2,500 a level; kit Rs. 600");
    expect(text).not.toContain("₹");
  });

  it("is the same bytes for the same content, compressed as served", async () => {
    const [first, second] = await Promise.all([renderCourseSheet(sheet()), renderCourseSheet(sheet())]);
    expect(first.equals(second)).toBe(true);
    expect(pdfPageCount(first)).toBe(1);
    expect(pdfText(first)).toContain("Ages 5–14");
    expect(first.length).toBeLessThan((await renderCourseSheet(sheet(), { compress: false })).length);
  });
});

describe("text in a PDF", () => {
  it("keeps what the standard fonts print and says the rest as near as they can", () => {
    expect(printable("Fees: ₹1,200–₹1,500 a month")).toBe("Fees: Rs. 1,200–Rs. 1,500 a month");
    expect(printable("“Quotes” — and ‘dashes’ … • ©")).toBe("“Quotes” — and ‘dashes’ … • ©");
    expect(printable("Great 👍🏽 class ✨")).toBe("Great  class ");
    expect(printable("नमस्ते Mira Road")).toMatch(/^\?+ Mira Road$/);
    expect(printable("10\u202fAM\tonline → office")).toBe("10 AM online -> office");
  });
});

describe("the PDFs' links", () => {
  it("lead to the routes that make them", async () => {
    const { default: routes } = await import("#app/routes.ts");
    const pathOf = (file: string) => `/${routes.find((route) => route.file === file)?.path ?? "missing"}`;
    expect(courseSheetHref("vedic-maths")).toBe(
      pathOf("routes/resources/course-sheet.ts").replace(":id", "vedic-maths"),
    );
    expect(schoolBrochurePdfHref).toBe(pathOf("routes/resources/school-brochure.ts"));
  });
});
