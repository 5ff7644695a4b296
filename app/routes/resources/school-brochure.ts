import type { Route } from "./+types/school-brochure";
import { schoolBrochurePdf } from "#app/modules/print-brochures/official-pdf.server.ts";
import { pdfResponse } from "#app/modules/pdf/pdf-response.server.ts";

/** The school partnership brochure as a PDF download, from the same words and data as its print page. */
export async function loader({ request }: Route.LoaderArgs) {
  return pdfResponse(request, await schoolBrochurePdf(), "skillsprouts-school-partnership-brochure.pdf");
}
