import QRCode from "qrcode";
import { logger } from "#app/server/logger.server.ts";
import { pdfText } from "./pdf-text.ts";

/**
 * What the generated PDFs (the course sheets, the school brochure) share: the document, its fonts and text set
 * within bounds, and the QR code. pdfkit is loaded on the first PDF asked for, so a worker that never makes one
 * never holds it.
 */

export type Pdf = PDFKit.PDFDocument;

/** A4 in PDF points, portrait. */
export const A4 = { width: 595.28, height: 841.89 } as const;

export type PdfOptions = {
  title: string;
  subject: string;
  layout?: "portrait" | "landscape";
  /**
   * When the content was last changed: the file's creation date, and so part of its identity, so the same content
   * makes the same bytes (and ETag) on every worker. Without it, now.
   */
  createdAt?: Date;
  /** Tests read the drawing operators as they are; served files are compressed. */
  compress?: boolean;
};

/** The PDF standard fonts: every reader has them and they cost the file nothing (pdf-text.ts says what they lack). */
const FONTS = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;

export type TextStyle = { font: keyof typeof FONTS; size: number; color: string; lineGap?: number };

/**
 * Draws a document and returns its bytes. Pages are added by `draw` only (text never spills onto a new page:
 * every text is drawn in a box); a document that still gets more pages than `pages` is logged, so a layout that
 * fails to fit is noticed.
 */
export async function renderPdf(options: PdfOptions, pages: number, draw: (doc: Pdf) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    layout: options.layout ?? "portrait",
    margin: 0,
    compress: options.compress ?? true,
    lang: "en-IN",
    displayTitle: true,
    info: {
      Title: options.title,
      Subject: options.subject,
      Author: "SkillSprouts",
      Creator: "SkillSprouts website",
      CreationDate: options.createdAt ?? new Date(),
    },
  });
  const chunks: Buffer[] = [];
  let pageCount = 1;
  doc.on("pageAdded", () => pageCount++);
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  try {
    draw(doc);
  } finally {
    doc.end();
  }
  const bytes = await done;
  if (pageCount !== pages) logger.error({ title: options.title, pageCount, pages }, "a PDF has the wrong page count");
  return bytes;
}

function applyStyle(doc: Pdf, style: TextStyle): void {
  doc.font(FONTS[style.font]).fontSize(style.size).fillColor(style.color);
}

/** The height of one line of this style. */
export function lineHeight(doc: Pdf, style: TextStyle): number {
  applyStyle(doc, style);
  return doc.currentLineHeight(true) + (style.lineGap ?? 0);
}

export type TextBox = { width: number; maxLines?: number; align?: "left" | "center" | "right"; link?: string };

/**
 * The style at the largest size (down to `smallest`) at which every word of a text fits the width, so a long word
 * in a large heading ("Communicative") is set smaller rather than broken in two.
 */
export function withWordsFitting(doc: Pdf, text: string, style: TextStyle, width: number, smallest: number): TextStyle {
  const longest = pdfText(text)
    .split(/\s+/)
    .reduce((widest, word) => {
      applyStyle(doc, style);
      return Math.max(widest, doc.widthOfString(word));
    }, 0);
  if (longest <= width) return style;
  return { ...style, size: Math.max(smallest, (style.size * width) / longest) };
}

/** The height a text takes in a box this wide, at most `maxLines` lines of it. */
export function textHeight(doc: Pdf, text: string, style: TextStyle, box: TextBox): number {
  applyStyle(doc, style);
  const full = doc.heightOfString(pdfText(text), { width: box.width, lineGap: style.lineGap ?? 0 });
  return Math.min(full, (box.maxLines ?? Infinity) * lineHeight(doc, style));
}

/**
 * Draws a text at (x, y) in a box this wide and returns the height it took (as `textHeight` measured it). A text
 * longer than `maxLines` ends its last line with "…": staff's words can be any length, a page cannot.
 */
export function drawText(doc: Pdf, text: string, style: TextStyle, x: number, y: number, box: TextBox): number {
  const height = textHeight(doc, text, style, box);
  if (height === 0) return 0;
  applyStyle(doc, style);
  doc.text(pdfText(text), x, y, {
    width: box.width,
    // A hair over the measured height, so rounding never drops the last line that fits.
    height: height + 0.5,
    ellipsis: true,
    lineGap: style.lineGap ?? 0,
    align: box.align ?? "left",
    ...(box.link ? { link: box.link } : {}),
  });
  return height;
}

/**
 * A QR code for a URL, square, at (x, y), black on white, drawn as vector squares so it prints sharp at any size;
 * encoded as the print brochures' codes are (error correction M, one module of margin).
 */
export function drawQrCode(doc: Pdf, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const margin = 1;
  const cell = size / (modules.size + margin * 2);
  doc.save();
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      // A hair larger than the cell, so neighbouring squares print as one without seams.
      if (modules.get(row, column)) {
        doc.rect(x + (column + margin) * cell, y + (row + margin) * cell, cell + 0.05, cell + 0.05);
      }
    }
  }
  doc.fill("#000000");
  doc.restore();
  doc.link(x, y, size, size, url);
}
