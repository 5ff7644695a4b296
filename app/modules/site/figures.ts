/**
 * The company's headline figures (staff edit them in Edit Site Content). Texts quote them by key, so a page, a
 * brochure and the home hero always say the same number: "trusted by {schools} partner schools".
 */
export const figureKeys = ["years", "schools", "teachers", "students"] as const;
export type FigureKey = (typeof figureKeys)[number];
export type CompanyFigures = Record<FigureKey, string>;

/** Puts the current figures into a text written with {years}, {schools}, {teachers} or {students}. */
export function withFigures(text: string, figures: CompanyFigures): string {
  return text.replace(/\{(years|schools|teachers|students)\}/g, (_match, key: FigureKey) => figures[key]);
}
