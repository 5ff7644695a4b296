import {
  drawQrCode,
  drawText,
  renderPdf,
  withWordsFitting,
  type Pdf,
  type TextStyle,
} from "#app/modules/pdf/pdf-document.server.ts";
import { generatedPdf, type GeneratedPdf } from "#app/modules/pdf/pdf-response.server.ts";
import { addressLine, phoneLabels, placeName } from "#app/modules/site/company-details.ts";
import { ageSpan, courseIn, titlesInProse, type BrochureCourseId } from "./courses.ts";
import {
  demoIncludes,
  officialCourseCopy,
  officialFooterLabel,
  partnerBenefits,
  claimLabel,
  standardsCards,
  teacherKit,
  trainingSteps,
} from "./official-copy.ts";
import { partnershipSteps, partnershipStepsTitle } from "#app/modules/pages/partnership.ts";
import { loadPrintBrochure, type PrintBrochureData } from "./print-data.server.ts";

/*
 * The school partnership brochure as a PDF to forward: the print brochure's eight A4 landscape pages, set as
 * text from the same lists (official-copy.ts), figures, contact details and courses (print-data.server.ts). It
 * keeps the print page's order and headings; the drawings stay on the print page.
 */

/** The brochure as a download, made once per content version. */
export function schoolBrochurePdf(): Promise<GeneratedPdf> {
  return generatedPdf("school-brochure", async () => renderSchoolBrochure(await loadPrintBrochure("schools")));
}

const PAGE = { width: 841.89, height: 595.28 } as const;
const MARGIN = 44;
const PAGES = 8;

const colours = {
  dark: "#0f3d22",
  brand: "#166534",
  brandSoft: "#dcfce9",
  amber: "#fcd34d",
  white: "#ffffff",
  onDark: "#ecfdf5",
  text: "#0f172a",
  soft: "#334155",
  faint: "#64748b",
  card: "#f8fafc",
  rule: "#e2e8f0",
} as const;

/** Each course's panel, as dark as the print page's so white text reads on it. */
const coursePanels: Record<BrochureCourseId, { panel: string; surface: string }> = {
  abacus: { panel: "#9a3412", surface: "#fff7ed" },
  "vedic-maths": { panel: "#065f46", surface: "#ecfdf5" },
  coding: { panel: "#5b21b6", surface: "#f5f3ff" },
  "communicative-english": { panel: "#1e40af", surface: "#f0f9ff" },
};

const style = (font: TextStyle["font"], size: number, color: string, lineGap = 0): TextStyle => ({
  font,
  size,
  color,
  lineGap,
});

export async function renderSchoolBrochure(
  data: PrintBrochureData,
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  return renderPdf(
    {
      title: "SkillSprouts: School Partnership Brochure",
      subject: `${titlesInProse(data.courses)} for schools`,
      layout: "landscape",
      compress,
    },
    PAGES,
    (doc) => {
      coverPage(doc, data);
      doc.addPage();
      aboutPage(doc, data);
      for (const copy of officialCourseCopy) {
        doc.addPage();
        coursePage(doc, data, copy.id);
      }
      doc.addPage();
      workshopPage(doc, data);
      doc.addPage();
      contactPage(doc, data);
    },
  );
}

function fill(doc: Pdf, colour: string, x = 0, y = 0, width: number = PAGE.width, height: number = PAGE.height) {
  doc.rect(x, y, width, height).fill(colour);
}

function footer(doc: Pdf, page: number, onDark = false) {
  const colour = onDark ? colours.onDark : colours.faint;
  const y = PAGE.height - 28;
  drawText(doc, `SkillSprouts · ${officialFooterLabel}`, style("regular", 9, colour), MARGIN, y, {
    width: 400,
    maxLines: 1,
  });
  drawText(doc, String(page), style("bold", 9, colour), PAGE.width - MARGIN - 60, y, {
    width: 60,
    maxLines: 1,
    align: "right",
  });
}

/** A list of points, each with a small square mark; returns where it ends. */
function points(
  doc: Pdf,
  items: readonly string[],
  x: number,
  y: number,
  width: number,
  text: TextStyle,
  mark: string,
) {
  for (const item of items) {
    doc.rect(x, y + text.size * 0.35, text.size * 0.45, text.size * 0.45).fill(mark);
    y += drawText(doc, item, text, x + text.size * 1.2, y, { width: width - text.size * 1.2, maxLines: 2 }) + 6;
  }
  return y;
}

function coverPage(doc: Pdf, { figures, details, courses, claims }: PrintBrochureData) {
  fill(doc, colours.dark);
  const left = PAGE.width * 0.56;
  let y = 70;
  y += drawText(doc, "SkillSprouts", style("bold", 20, colours.white), MARGIN, y, { width: left, maxLines: 1 }) + 80;
  y += drawText(doc, officialFooterLabel.toUpperCase(), style("bold", 11, colours.amber), MARGIN, y, {
    width: left,
    maxLines: 1,
  });
  y += 12;
  y += drawText(doc, "Future-ready skills for every classroom", style("bold", 40, colours.white), MARGIN, y, {
    width: left,
    maxLines: 3,
  });
  y += 14;
  y += drawText(
    doc,
    `${titlesInProse(courses)} for students aged ${ageSpan(courses)}.`,
    style("regular", 15, colours.onDark, 3),
    MARGIN,
    y,
    { width: left, maxLines: 4 },
  );
  y += 16;
  // Only the claims the site shows with their evidence, as the print brochure's cover.
  const standards = [`${figures.years} years of excellence`, ...claims.map(claimLabel)].join("   ·   ");
  drawText(doc, standards, style("bold", 11, colours.white), MARGIN, y, { width: left, maxLines: 2 });
  const contact = [placeName(details), details.emails.partners, details.phones.schools].join("   ·   ");
  drawText(doc, contact, style("bold", 11, colours.onDark), MARGIN, PAGE.height - 70, { width: left, maxLines: 2 });

  // The four courses, as cards on the right.
  const cardX = MARGIN + left + 30;
  const cardWidth = PAGE.width - MARGIN - cardX;
  const cardHeight = 84;
  let cardY = (PAGE.height - courses.length * (cardHeight + 14)) / 2;
  for (const course of courses) {
    doc.roundedRect(cardX, cardY, cardWidth, cardHeight, 16).fill(colours.white);
    const title = drawText(doc, course.title, style("bold", 17, colours.text), cardX + 18, cardY + 18, {
      width: cardWidth - 36,
      maxLines: 2,
    });
    drawText(doc, course.ages, style("bold", 12, colours.brand), cardX + 18, cardY + 22 + title, {
      width: cardWidth - 36,
      maxLines: 1,
    });
    cardY += cardHeight + 14;
  }
}

function aboutPage(doc: Pdf, { figures, claims }: PrintBrochureData) {
  const column = (PAGE.width - MARGIN * 2 - 40) / 2;
  let y = 56;
  y += drawText(doc, "About SkillSprouts", style("bold", 30, colours.text), MARGIN, y, { width: column, maxLines: 1 });
  y += 10;
  y += drawText(
    doc,
    `For ${figures.years} years we have helped schools turn everyday lessons into lifelong skills.`,
    style("regular", 14, colours.soft, 3),
    MARGIN,
    y,
    { width: column, maxLines: 4 },
  );
  y += 22;
  for (const card of standardsCards(claims)) {
    const top = y;
    const inner = () => {
      let at = top + 14;
      at += drawText(doc, card.title, style("bold", 13, colours.text), MARGIN + 16, at, {
        width: column - 32,
        maxLines: 2,
      });
      return (
        at +
        4 +
        drawText(doc, card.text, style("regular", 11, colours.soft, 2), MARGIN + 16, at + 4, {
          width: column - 32,
          maxLines: 3,
        })
      );
    };
    doc.roundedRect(MARGIN, top, column, 86, 14).fill(colours.card);
    inner();
    y = top + 86 + 14;
  }

  // The figures, then what partner schools receive.
  const x = MARGIN + column + 40;
  const stats = [
    { value: figures.years, label: "Years of experience" },
    { value: figures.schools, label: "Partner schools" },
    { value: figures.students, label: "Students trained" },
    { value: figures.teachers, label: "Teachers empowered" },
  ];
  const statWidth = (column - 14) / 2;
  for (const [index, stat] of stats.entries()) {
    const sx = x + (index % 2) * (statWidth + 14);
    const sy = 56 + Math.floor(index / 2) * 104;
    doc.roundedRect(sx, sy, statWidth, 90, 16).fill(index % 3 === 0 ? colours.brand : colours.dark);
    drawText(doc, stat.value, style("bold", 28, colours.white), sx + 16, sy + 14, {
      width: statWidth - 32,
      maxLines: 1,
    });
    drawText(doc, stat.label, style("bold", 11, colours.onDark), sx + 16, sy + 56, {
      width: statWidth - 32,
      maxLines: 2,
    });
  }
  let by = 56 + 2 * 104 + 16;
  by += drawText(doc, "What partner schools receive", style("bold", 15, colours.text), x, by, {
    width: column,
    maxLines: 1,
  });
  points(doc, partnerBenefits, x, by + 10, column, style("regular", 12, colours.soft), colours.brand);
  footer(doc, 2);
}

function coursePage(doc: Pdf, { courses }: PrintBrochureData, id: BrochureCourseId) {
  const copy = officialCourseCopy.find((entry) => entry.id === id);
  if (!copy) return;
  const course = courseIn(courses, id);
  const { panel, surface } = coursePanels[id];
  fill(doc, surface);
  const panelWidth = 290;
  fill(doc, panel, 0, 0, panelWidth, PAGE.height);
  const inner = panelWidth - MARGIN * 2 + 10;
  let y = 56;
  y += drawText(
    doc,
    `PROGRAM ${copy.page - 2} OF ${officialCourseCopy.length}`,
    style("bold", 10, colours.white),
    MARGIN,
    y,
    {
      width: inner,
      maxLines: 1,
    },
  );
  y += 10;
  const title = withWordsFitting(doc, course.title, style("bold", 30, colours.white), inner, 14);
  y += drawText(doc, course.title, title, MARGIN, y, { width: inner, maxLines: 3 });
  y += 8;
  y += drawText(doc, course.ages, style("bold", 14, colours.white), MARGIN, y, { width: inner, maxLines: 1 });
  y += 14;
  drawText(doc, copy.intro, style("regular", 12.5, colours.white, 3), MARGIN, y, { width: inner, maxLines: 12 });

  const x = panelWidth + 40;
  const width = PAGE.width - MARGIN - x;
  let ry = 56;
  ry += drawText(doc, "CURRICULUM FEATURES", style("bold", 10, panel), x, ry, { width, maxLines: 1 });
  ry += 6;
  ry += drawText(doc, copy.headline, style("bold", 22, colours.text), x, ry, { width, maxLines: 2 });
  ry += 18;
  const cardWidth = (width - 14) / 2;
  const cardHeight = 96;
  for (const [index, feature] of copy.features.entries()) {
    const cx = x + (index % 2) * (cardWidth + 14);
    const cy = ry + Math.floor(index / 2) * (cardHeight + 12);
    doc.roundedRect(cx, cy, cardWidth, cardHeight, 14).fill(colours.white);
    const title = drawText(doc, feature.title, style("bold", 13, colours.text), cx + 14, cy + 14, {
      width: cardWidth - 28,
      maxLines: 1,
    });
    drawText(doc, feature.text, style("regular", 11, colours.soft, 2), cx + 14, cy + 20 + title, {
      width: cardWidth - 28,
      maxLines: 3,
    });
  }
  const stripY = PAGE.height - 104;
  doc.roundedRect(x, stripY, width, 52, 14).fill(colours.white);
  drawText(doc, `Key outcomes: ${copy.outcomes.join("  ·  ")}`, style("bold", 12, panel, 2), x + 16, stripY + 12, {
    width: width - 32,
    maxLines: 2,
  });
  footer(doc, copy.page);
}

function workshopPage(doc: Pdf, { figures }: PrintBrochureData) {
  fill(doc, "#fffbeb");
  const width = PAGE.width - MARGIN * 2;
  let y = 56;
  y += drawText(doc, "TEACHER TRAINING", style("bold", 10, colours.brand), MARGIN, y, { width, maxLines: 1 }) + 8;
  y += drawText(doc, "Teacher Workshops & Training", style("bold", 30, colours.text), MARGIN, y, {
    width: width - 220,
    maxLines: 1,
  });
  doc.roundedRect(PAGE.width - MARGIN - 190, 50, 190, 80, 16).fill(colours.brand);
  drawText(doc, figures.teachers, style("bold", 28, colours.white), PAGE.width - MARGIN - 174, 62, {
    width: 160,
    maxLines: 1,
  });
  drawText(doc, "teachers empowered", style("bold", 11, colours.onDark), PAGE.width - MARGIN - 174, 100, {
    width: 160,
    maxLines: 1,
  });

  // The workshop, step by step.
  const stepWidth = (width - 3 * 14) / trainingSteps.length;
  const stepY = y + 60;
  for (const [index, step] of trainingSteps.entries()) {
    const sx = MARGIN + index * (stepWidth + 14);
    doc.roundedRect(sx, stepY, stepWidth, 150, 16).fill(colours.white);
    doc.circle(sx + 30, stepY + 30, 15).fill(colours.amber);
    drawText(doc, String(index + 1), style("bold", 14, colours.text), sx + 15, stepY + 22, {
      width: 30,
      maxLines: 1,
      align: "center",
    });
    const title = drawText(doc, step.title, style("bold", 13, colours.text), sx + 16, stepY + 58, {
      width: stepWidth - 32,
      maxLines: 2,
    });
    drawText(doc, step.text, style("regular", 11, colours.soft, 2), sx + 16, stepY + 64 + title, {
      width: stepWidth - 32,
      maxLines: 4,
    });
  }

  const kitY = stepY + 180;
  doc.roundedRect(MARGIN, kitY, width, 120, 16).fill(colours.white);
  drawText(doc, "Every trained teacher receives", style("bold", 14, colours.text), MARGIN + 18, kitY + 16, {
    width: width - 36,
    maxLines: 1,
  });
  const half = (width - 36 - 20) / 2;
  const items = teacherKit.map((item) => item.text);
  points(doc, items.slice(0, 2), MARGIN + 18, kitY + 46, half, style("regular", 12, colours.soft), colours.brand);
  points(doc, items.slice(2), MARGIN + 38 + half, kitY + 46, half, style("regular", 12, colours.soft), colours.brand);
  footer(doc, 7);
}

function contactPage(doc: Pdf, { bookingUrl, details }: PrintBrochureData) {
  const panelWidth = 430;
  fill(doc, colours.dark, 0, 0, panelWidth, PAGE.height);
  const inner = panelWidth - MARGIN * 2;
  let y = 52;
  y +=
    drawText(doc, "FREE SCHOOL DEMO", style("bold", 10, colours.amber), MARGIN, y, { width: inner, maxLines: 1 }) + 8;
  y += drawText(doc, "Book a Free Demo for Your School", style("bold", 26, colours.white), MARGIN, y, {
    width: inner,
    maxLines: 2,
  });
  y = points(doc, demoIncludes, MARGIN, y + 16, inner, style("regular", 12, colours.onDark), colours.amber);

  const qrSize = 130;
  const stepsWidth = inner - qrSize - 20;
  let sy = y + 12;
  sy +=
    drawText(doc, partnershipStepsTitle, style("bold", 12, colours.amber), MARGIN, sy, {
      width: stepsWidth,
      maxLines: 2,
    }) + 8;
  for (const [index, step] of partnershipSteps.entries()) {
    doc.circle(MARGIN + 12, sy + 10, 12).fill(colours.amber);
    drawText(doc, String(index + 1), style("bold", 12, colours.dark), MARGIN, sy + 4, {
      width: 24,
      maxLines: 1,
      align: "center",
    });
    const title = drawText(doc, step.title, style("bold", 13, colours.white), MARGIN + 34, sy, {
      width: stepsWidth - 34,
      maxLines: 1,
    });
    sy +=
      title +
      drawText(doc, step.brief, style("regular", 11, colours.onDark, 1), MARGIN + 34, sy + title, {
        width: stepsWidth - 34,
        maxLines: 1,
      });
    sy += 8;
  }
  drawQrCode(doc, bookingUrl, MARGIN + inner - qrSize, y + 12, qrSize);
  drawText(doc, bookingUrl, style("regular", 8.5, colours.onDark), MARGIN + inner - qrSize - 20, y + 18 + qrSize, {
    width: qrSize + 20,
    maxLines: 2,
    align: "center",
    link: bookingUrl,
  });

  // Whom to talk to.
  const x = panelWidth + 40;
  const width = PAGE.width - MARGIN - x;
  let ry = 52;
  ry += drawText(doc, "SkillSprouts", style("bold", 18, colours.brand), x, ry, { width, maxLines: 1 }) + 18;
  ry += drawText(doc, "Talk to our partnerships team", style("bold", 18, colours.text), x, ry, { width, maxLines: 1 });
  const rows: { term: string; lines: string[] }[] = [
    { term: "Office", lines: [addressLine(details)] },
    {
      term: "Call",
      lines: [
        `${details.phones.schools} (${phoneLabels.schools.toLowerCase()})`,
        `${details.phones.general} (${phoneLabels.general.toLowerCase()})`,
      ],
    },
    {
      term: "E-mail",
      lines: [
        `${details.emails.partners} (${phoneLabels.schools.toLowerCase()})`,
        `${details.emails.general} (${phoneLabels.general.toLowerCase()})`,
      ],
    },
    { term: "Office hours", lines: details.officeHours.map((slot) => `${slot.days}: ${slot.hours}`) },
  ];
  ry += 16;
  for (const row of rows) {
    ry += drawText(doc, row.term.toUpperCase(), style("bold", 10, colours.faint), x, ry, { width, maxLines: 1 }) + 3;
    for (const line of row.lines) {
      ry += drawText(doc, line, style("regular", 12, colours.text, 1), x, ry, { width, maxLines: 2 });
    }
    ry += 12;
  }
  footer(doc, 8);
}
