import QRCode from "qrcode";
import { env } from "#app/server/env.server.ts";

/** Where a scanned brochure QR code leads: schools to the demo form, parents to the trial class form. */
export const bookingPaths = { schools: "/book-offline-demo", parents: "/trial-class" } as const;
export type BookingAudience = keyof typeof bookingPaths;

/** The page a scanned brochure QR code opens, for the brochure's readers. */
export function bookingUrl(audience: BookingAudience): string {
  return `${env().SITE_URL}${bookingPaths[audience]}`;
}

// The site URL is fixed for the life of the process, so each URL is encoded once.
const cache = new Map<string, Promise<string>>();

/** The booking URL as a scannable QR code, an SVG string without width or height (it fills its box). */
export function bookingQrSvg(audience: BookingAudience): Promise<string> {
  const url = bookingUrl(audience);
  let svg = cache.get(url);
  if (!svg) {
    svg = QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    // A failed render is not remembered, so the next request tries again.
    svg.catch(() => cache.delete(url));
    cache.set(url, svg);
  }
  return svg;
}
