import { trialClassHref } from "#app/modules/leads/trial-link.ts";
import {
  drawQrCode,
  drawText,
  lineHeight,
  renderPdf,
  textHeight,
  withWordsFitting,
  A4,
  type Pdf,
  type TextBox,
  type TextStyle,
} from "#app/modules/pdf/pdf-document.server.ts";
import { generatedPdf, type GeneratedPdf } from "#app/modules/pdf/pdf-response.server.ts";
import { addressLine, officeHoursSentence, type CompanyDetails } from "#app/modules/site/company-details.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { env } from "#app/server/env.server.ts";
import { factRows, type CourseWithFacts } from "./course-facts.ts";
import { progressSentence } from "./program-page-text.ts";
import { getPublishedProgram } from "./programs.server.ts";

/*
 * A course's one-page sheet for parents (A4, a real PDF): what the course page says a family decides on, from the
 * same record: its title and ages, the fact box's rows (course-facts.ts), what the child learns, the progress
 * line, how to book the free trial (the link and its QR code) and how to reach the office. Staff's texts can be
 * any length and the sheet is one page whatever they write: it is measured first, then set smaller, then the list
 * of what the child learns is shortened (with a pointer to the course page), and every text has a most lines.
 */

export type CourseSheetCourse = CourseWithFacts & {
  shortDescription: string;
  learningOutcomes: readonly string[];
  progressNote: string;
  updatedAt: Date;
};

export type CourseSheetContent = {
  course: CourseSheetCourse;
  /** The trial class form with this course chosen, as a full URL. */
  trialUrl: string;
  courseUrl: string;
  siteUrl: string;
  details: CompanyDetails;
};

/** The course's sheet as a download, made once per content version; null when no such course is published. */
export async function courseSheetPdf(id: string): Promise<GeneratedPdf | null> {
  // Asked first, so made-up course names never take a place in the cache.
  if (!(await getPublishedProgram(id))) return null;
  return generatedPdf(`course-sheet:${id}`, async () => {
    // Read again inside: what is read here belongs to the version the PDF is kept under.
    const [course, details] = await Promise.all([getPublishedProgram(id), getCompanyDetails()]);
    if (!course) throw new Error(`the course ${id} is no longer published`);
    const siteUrl = env().SITE_URL;
    return renderCourseSheet({
      // A copy kept on disk for outages holds the date as text.
      course: { ...course, updatedAt: new Date(course.updatedAt) },
      trialUrl: `${siteUrl}${trialClassHref(course.id)}`,
      courseUrl: `${siteUrl}/programs/${course.id}`,
      siteUrl,
      details,
    });
  });
}

const colours = {
  band: "#0f3d22",
  bandText: "#ffffff",
  bandSoft: "#dcfce9",
  ages: "#fcd34d",
  heading: "#166534",
  text: "#0f172a",
  soft: "#334155",
  faint: "#64748b",
  rule: "#e2e8f0",
  box: "#f0fdf6",
} as const;

const MARGIN = 40;
const WIDTH = A4.width - MARGIN * 2;
const LABEL_WIDTH = 112;
const QR_SIZE = 104;
const BOX_PADDING = 16;

/**
 * How the sheet is set: the type scale, how many of the learning outcomes are listed, and the most lines a fact,
 * an outcome or a paragraph may take.
 */
type Plan = { scale: number; outcomes: number; lines: number };

const SCALES = [1, 0.93, 0.86, 0.8, 0.74, 0.68];

export async function renderCourseSheet(
  content: CourseSheetContent,
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  return renderPdf(
    {
      title: `${content.course.title}: course sheet`,
      subject: `The ${content.course.title} course at SkillSprouts, for parents`,
      createdAt: content.course.updatedAt,
      compress,
    },
    1,
    (doc) => {
      const plan = fittingPlan(doc, content);
      drawFlow(doc, content, plan, true);
      drawFooter(doc, content, plan, true);
    },
  );
}

/** The largest setting at which everything fits above the footer, cutting the outcomes list only at the smallest. */
function fittingPlan(doc: Pdf, content: CourseSheetContent): Plan {
  const all = content.course.learningOutcomes.length;
  const fits = (plan: Plan) => drawFlow(doc, content, plan, false) <= drawFooter(doc, content, plan, false);
  for (const scale of SCALES) {
    const plan = { scale, outcomes: all, lines: 4 };
    if (fits(plan)) return plan;
  }
  // At the smallest type, the most outcomes that fit (fitting is monotonic in their number: halve the range).
  const smallest = SCALES.at(-1) ?? 1;
  for (const lines of [4, 3, 2]) {
    if (!fits({ scale: smallest, outcomes: 0, lines })) continue;
    let [low, high] = [0, all - 1];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (fits({ scale: smallest, outcomes: middle, lines })) low = middle;
      else high = middle - 1;
    }
    return { scale: smallest, outcomes: low, lines };
  }
  // Not reached with texts bounded by lines (the tests try texts of thousands of words); were it reached, the
  // sheet would still be one page, its last part running into the footer.
  return { scale: smallest, outcomes: 0, lines: 2 };
}

function styles(scale: number) {
  const style = (font: TextStyle["font"], size: number, color: string, lineGap = 0): TextStyle => ({
    font,
    size: size * scale,
    color,
    lineGap: lineGap * scale,
  });
  return {
    kicker: style("bold", 10, colours.bandSoft),
    title: style("bold", 28, colours.bandText),
    ages: style("bold", 14, colours.ages),
    intro: style("regular", 11.5, colours.bandText, 1.5),
    heading: style("bold", 14, colours.heading),
    label: style("bold", 10.5, colours.text, 1),
    body: style("regular", 10.5, colours.soft, 1),
    link: style("bold", 10.5, colours.heading, 1),
    boxHeading: style("bold", 15, colours.heading),
    footerName: style("bold", 10, colours.text),
    footer: style("regular", 9, colours.faint, 1),
  };
}

/** Writes a text and says its height, or, when measuring, only says it: one code path for both. */
type Put = (text: string, style: TextStyle, x: number, y: number, box: TextBox) => number;

function putter(doc: Pdf, draw: boolean): Put {
  return (text, style, x, y, box) => (draw ? drawText(doc, text, style, x, y, box) : textHeight(doc, text, style, box));
}

/** The coloured band at the top: who the sheet is from, the course, its ages and its description. */
function band(doc: Pdf, put: Put, course: CourseSheetCourse, plan: Plan): number {
  const s = styles(plan.scale);
  const gap = (points: number) => points * plan.scale;
  let y = gap(26);
  y += put("SkillSprouts · Course sheet for parents", s.kicker, MARGIN, y, { width: WIDTH, maxLines: 1 }) + gap(8);
  const title = withWordsFitting(doc, course.title, s.title, WIDTH, 12);
  y += put(course.title, title, MARGIN, y, { width: WIDTH, maxLines: 2 }) + gap(4);
  y += put(course.ageRange, s.ages, MARGIN, y, { width: WIDTH, maxLines: 1 }) + gap(8);
  y += put(course.shortDescription, s.intro, MARGIN, y, { width: WIDTH, maxLines: 3 });
  return y + gap(22);
}

/** The trial box's words and link, from `top`; returns where they end. */
function trialText(put: Put, content: CourseSheetContent, plan: Plan, top: number): number {
  const s = styles(plan.scale);
  const gap = (points: number) => points * plan.scale;
  const x = MARGIN + BOX_PADDING;
  const width = WIDTH - QR_SIZE - BOX_PADDING * 3;
  let y = top;
  y += put("Book a free trial class", s.boxHeading, x, y, { width, maxLines: 1 }) + gap(6);
  y += put("Come and see a class with your child, free of charge. Scan the code or open:", s.body, x, y, {
    width,
    maxLines: 3,
  });
  y += gap(4) + put(content.trialUrl, s.link, x, y, { width, maxLines: 3, link: content.trialUrl }) + gap(6);
  y += put(`Or call us on ${content.details.phones.general}.`, s.body, x, y, { width, maxLines: 2 });
  return y;
}

/**
 * The sheet from its top to the end of the trial box: drawn when `draw`, else only measured. Returns where it
 * ends, so measuring and drawing can never disagree.
 */
function drawFlow(doc: Pdf, content: CourseSheetContent, plan: Plan, draw: boolean): number {
  const { course } = content;
  const s = styles(plan.scale);
  const gap = (points: number) => points * plan.scale;
  const measure = putter(doc, false);
  const put = putter(doc, draw);

  // The band is painted to its measured height first, then written on.
  const bandBottom = band(doc, measure, course, plan);
  if (draw) doc.rect(0, 0, A4.width, bandBottom).fill(colours.band);
  band(doc, put, course, plan);
  let y = bandBottom + gap(20);

  // The fact box's rows, as the page shows them.
  const rows = factRows(course);
  if (rows.length > 0) {
    y += put(`${course.title} at a glance`, s.heading, MARGIN, y, { width: WIDTH, maxLines: 2 }) + gap(8);
    for (const [index, row] of rows.entries()) {
      if (index > 0 && draw) {
        doc
          .moveTo(MARGIN, y - gap(4))
          .lineTo(MARGIN + WIDTH, y - gap(4))
          .lineWidth(0.6)
          .stroke(colours.rule);
      }
      const label = put(row.label, s.label, MARGIN, y, { width: LABEL_WIDTH - 8, maxLines: 2 });
      const value = put(row.value, s.body, MARGIN + LABEL_WIDTH, y, {
        width: WIDTH - LABEL_WIDTH,
        maxLines: plan.lines,
      });
      y += Math.max(label, value) + gap(8);
    }
    y += gap(10);
  }

  // What the child learns: as many as fit, then where to read the rest.
  const outcomes = course.learningOutcomes.slice(0, plan.outcomes);
  const left = course.learningOutcomes.length - outcomes.length;
  if (course.learningOutcomes.length > 0) {
    y += put("What your child will learn", s.heading, MARGIN, y, { width: WIDTH, maxLines: 1 }) + gap(8);
    const indent = gap(14);
    const items = left > 0 ? [...outcomes, `And ${left} more on the course page: ${content.courseUrl}`] : outcomes;
    for (const item of items) {
      if (draw) doc.circle(MARGIN + gap(4), y + lineHeight(doc, s.body) / 2 - gap(1), gap(2.2)).fill(colours.heading);
      y += put(item, s.body, MARGIN + indent, y, { width: WIDTH - indent, maxLines: Math.min(plan.lines, 3) }) + gap(5);
    }
    y += gap(12);
  }

  // What a family can expect.
  y += put("What to expect", s.heading, MARGIN, y, { width: WIDTH, maxLines: 1 }) + gap(8);
  y += put(progressSentence(course), s.body, MARGIN, y, { width: WIDTH, maxLines: plan.lines + 1 }) + gap(20);

  // How to book the free trial: the link, its QR code and the office's number, in a tinted box.
  const boxTop = y;
  const boxBottom = Math.max(
    trialText(measure, content, plan, boxTop + BOX_PADDING) + BOX_PADDING,
    boxTop + QR_SIZE + BOX_PADDING * 2,
  );
  if (draw) {
    doc.roundedRect(MARGIN, boxTop, WIDTH, boxBottom - boxTop, 14).fill(colours.box);
    trialText(put, content, plan, boxTop + BOX_PADDING);
    drawQrCode(doc, content.trialUrl, MARGIN + WIDTH - BOX_PADDING - QR_SIZE, boxTop + BOX_PADDING, QR_SIZE);
  }
  return boxBottom;
}

/**
 * The office's details along the foot of the page: drawn when `draw`. Returns the top of the space it takes
 * (with the gap above it), which is as far as the rest of the sheet may go.
 */
function drawFooter(doc: Pdf, content: CourseSheetContent, plan: Plan, draw: boolean): number {
  const { details, siteUrl } = content;
  const s = styles(plan.scale);
  const lines = [
    { text: "SkillSprouts", style: s.footerName, maxLines: 1 },
    { text: addressLine(details), style: s.footer, maxLines: 2 },
    {
      text: `${details.phones.general} · ${details.emails.general} · ${siteUrl.replace(/^https?:\/\//, "")}`,
      style: s.footer,
      maxLines: 2,
    },
    { text: officeHoursSentence(details), style: s.footer, maxLines: 2 },
  ];
  const height = lines.reduce(
    (sum, line) => sum + textHeight(doc, line.text, line.style, { width: WIDTH, maxLines: line.maxLines }),
    0,
  );
  const top = A4.height - MARGIN + 8 - height;
  if (draw) {
    doc
      .moveTo(MARGIN, top - 10)
      .lineTo(MARGIN + WIDTH, top - 10)
      .lineWidth(0.8)
      .stroke(colours.rule);
    let y = top;
    for (const line of lines)
      y += drawText(doc, line.text, line.style, MARGIN, y, { width: WIDTH, maxLines: line.maxLines });
  }
  return top - 24;
}
