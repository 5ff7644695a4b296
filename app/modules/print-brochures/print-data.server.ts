import { listShownCredentials } from "#app/modules/schools/school-proof.server.ts";
import { listProgramCards } from "#app/modules/content/programs/programs.server.ts";
import { getCompanyDetails, getCompanyFigures } from "#app/modules/site/company.server.ts";
import { brochureCoursesFrom } from "./courses.ts";
import { bookingQrSvg, bookingUrl, type BookingAudience } from "./qr.server.ts";

/**
 * What a print brochure shows beyond its own copy: the QR code that books its readers a class, the figures and
 * contact details staff keep in Edit Site Content, and the courses' titles and ages from Manage Programs (the
 * published program cards, the read the home page makes), so the brochures always say what the website says.
 */
export async function loadPrintBrochure(audience: BookingAudience) {
  const [qrSvg, figures, details, programs, credentials] = await Promise.all([
    bookingQrSvg(audience),
    getCompanyFigures(),
    getCompanyDetails(),
    listProgramCards(),
    listShownCredentials(),
  ]);
  // The brochure names only the claims the site shows with their evidence.
  const claims = credentials.map(({ kind, title }) => ({ kind, title }));
  return { qrSvg, bookingUrl: bookingUrl(audience), figures, details, courses: brochureCoursesFrom(programs), claims };
}

export type PrintBrochureData = Awaited<ReturnType<typeof loadPrintBrochure>>;
