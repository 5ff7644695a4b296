import { inflateSync } from "node:zlib";

/*
 * Just enough of a PDF reader for the tests of the PDFs the site makes (pdfkit's output: plain objects, content
 * streams deflated or not, text in the standard fonts as hex strings of Windows-1252 codes).
 */

const latin1 = (bytes: Buffer) => bytes.toString("latin1");

/** How many pages the document has: its page objects, not the page tree (/Type /Pages). */
export function pdfPageCount(pdf: Buffer): number {
  return latin1(pdf).match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

/** Every stream's bytes, inflated when deflated. */
function streams(pdf: Buffer): Buffer[] {
  const text = latin1(pdf);
  const found: Buffer[] = [];
  const start = /<<((?:(?!>>)[\s\S])*?)>>\s*stream\r?\n/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const dictionary = match[1] ?? "";
    const length = Number(/\/Length\s+(\d+)/.exec(dictionary)?.[1] ?? NaN);
    if (!Number.isFinite(length)) continue;
    const from = match.index + match[0].length;
    const bytes = pdf.subarray(from, from + length);
    found.push(/\/FlateDecode/.test(dictionary) ? inflateSync(bytes) : bytes);
    start.lastIndex = from + length;
  }
  return found;
}

const windows1252 = new TextDecoder("windows-1252");
const fromHex = (hex: string) => windows1252.decode(Buffer.from(hex, "hex"));

/** A line of text as drawn: its words and where its baseline starts, in points from the page's bottom left. */
export type PdfLine = { text: string; x: number; y: number };

/**
 * The lines of text a PDF draws, in drawing order: each TJ/Tj operator of each content stream, its strings joined
 * (the numbers between them are kerning), at the position its text matrix (Tm) gives.
 */
export function pdfLines(pdf: Buffer): PdfLine[] {
  const lines: PdfLine[] = [];
  for (const stream of streams(pdf)) {
    const content = latin1(stream);
    let x = 0;
    let y = 0;
    const operators = /(-?[\d.]+) (-?[\d.]+) Tm|\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (const match of content.matchAll(operators)) {
      if (match[1] !== undefined) {
        x = Number(match[1]);
        y = Number(match[2]);
        continue;
      }
      const hexes =
        match[3] !== undefined ? [...match[3].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? "") : [match[4] ?? ""];
      lines.push({ text: hexes.map(fromHex).join(""), x, y });
    }
  }
  return lines;
}

export function pdfTextLines(pdf: Buffer): string[] {
  return pdfLines(pdf).map((line) => line.text);
}

/** The text a PDF shows as one string, its lines joined by spaces, so a sentence wrapped over lines reads whole. */
export function pdfText(pdf: Buffer): string {
  return pdfTextLines(pdf)
    .map((line) => line.trim())
    .join(" ")
    .replace(/\s+/g, " ");
}
