// Kept apart from course-sheet.server.ts (and pdfkit) because the course page links here.

/** Where a course's one-page sheet for parents (a PDF) is downloaded from. */
export function courseSheetHref(courseId: string): string {
  return `/programs/${encodeURIComponent(courseId)}/course-sheet.pdf`;
}
