// Kept apart from official-pdf.server.ts (and pdfkit) because the Brochures and For Schools pages link here.

/** Where the school partnership brochure is downloaded as a PDF. */
export const schoolBrochurePdfHref = "/brochures/school-partnership.pdf";
