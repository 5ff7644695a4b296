import type { Route } from "./+types/course-sheet";
import { courseSheetPdf } from "#app/modules/content/programs/course-sheet.server.ts";
import { pdfResponse } from "#app/modules/pdf/pdf-response.server.ts";

/** A course's one-page sheet for parents, as a PDF download ("Download Course PDF" on the course page). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const pdf = await courseSheetPdf(params.id);
  if (!pdf) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return pdfResponse(request, pdf, `skillsprouts-${params.id}-course-sheet.pdf`);
}
