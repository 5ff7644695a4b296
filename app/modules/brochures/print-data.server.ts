import { getCompanyDetails, getCompanyFigures } from "#app/modules/site/company.server.ts";
import { bookingQrSvg, bookingUrl, type BookingAudience } from "./qr.server.ts";

/**
 * What a print brochure shows beyond its own copy: the QR code that books its readers a class, and the figures
 * and contact details staff keep in Edit Site Content, so the brochures always say what the website says.
 */
export async function loadPrintBrochure(audience: BookingAudience) {
  const [qrSvg, figures, details] = await Promise.all([
    bookingQrSvg(audience),
    getCompanyFigures(),
    getCompanyDetails(),
  ]);
  return { qrSvg, bookingUrl: bookingUrl(audience), figures, details };
}

export type PrintBrochureData = Awaited<ReturnType<typeof loadPrintBrochure>>;
