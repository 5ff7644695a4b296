import { describe, expect, it } from "vitest";
import { writtenCourses } from "#app/modules/print-brochures/courses.ts";
import { partnershipSteps, partnershipStepsTitle } from "#app/modules/pages/partnership.ts";
import { officialCourseCopy, partnerBenefits, trainingSteps } from "#app/modules/print-brochures/official-copy.ts";
import { renderSchoolBrochure } from "#app/modules/print-brochures/official-pdf.server.ts";
import { seedCompanyDetails, seedFigures } from "#db/seed/company.ts";
import { pdfPageCount, pdfText } from "../support/pdf.ts";

const data = {
  qrSvg: "",
  bookingUrl: "https://skillsprouts.example/book-offline-demo",
  figures: seedFigures,
  details: seedCompanyDetails,
  courses: [...writtenCourses],
  claims: [],
};

describe("the school brochure as a PDF", () => {
  it("has the print brochure's eight pages, from the same words and data", async () => {
    const pdf = await renderSchoolBrochure(data, { compress: false });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfPageCount(pdf)).toBe(8);
    const text = pdfText(pdf);
    for (const course of writtenCourses) {
      expect(text).toContain(course.title);
      expect(text).toContain(course.ages);
    }
    for (const copy of officialCourseCopy) {
      expect(text).toContain(copy.headline);
      for (const feature of copy.features) expect(text).toContain(feature.title);
    }
    for (const benefit of partnerBenefits) expect(text).toContain(benefit);
    for (const step of [...trainingSteps, ...partnershipSteps]) expect(text).toContain(step.title);
    // The same partnership process as the For Schools page and the print brochure.
    expect(text).toContain(partnershipStepsTitle);
    expect(text).toContain(seedFigures.schools);
    expect(text).toContain(seedCompanyDetails.phones.schools);
    expect(text).toContain(seedCompanyDetails.emails.partners);
    // Under its QR code, wrapped at a hyphen: read without the line break.
    expect(text.replace(/\s/g, "")).toContain("https://skillsprouts.example/book-offline-demo");
  });

  it("names a certification or alignment only when the site shows it with its evidence", async () => {
    expect(pdfText(await renderSchoolBrochure(data, { compress: false }))).not.toContain("ISO");
    const claimed = pdfText(
      await renderSchoolBrochure(
        { ...data, claims: [{ kind: "certification", title: "ISO 9001:2015" }] },
        { compress: false },
      ),
    );
    expect(claimed).toContain("ISO 9001:2015 certified");
  });

  it("keeps eight pages when staff's details are long", async () => {
    const long = "A very long line of text ".repeat(60);
    const pdf = await renderSchoolBrochure(
      {
        ...data,
        figures: { ...seedFigures, schools: long },
        details: { ...seedCompanyDetails, address: { ...seedCompanyDetails.address, street: long } },
        courses: writtenCourses.map((course) => ({ ...course, title: long, ages: long })),
      },
      { compress: false },
    );
    expect(pdfPageCount(pdf)).toBe(8);
  });
});
