import QRCode from "qrcode";
import { env } from "#app/server/env.server.ts";

/** The page a scanned brochure QR code opens: the free demo / trial class booking form. */
export function bookingUrl(): string {
  return `${env().SITE_URL}/book-offline-demo`;
}

// The site URL is fixed for the life of the process, so each URL is encoded once.
const cache = new Map<string, Promise<string>>();

/** The booking URL as a scannable QR code, an SVG string without width or height (it fills its box). */
export function bookingQrSvg(): Promise<string> {
  const url = bookingUrl();
  let svg = cache.get(url);
  if (!svg) {
    svg = QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    // A failed render is not remembered, so the next request tries again.
    svg.catch(() => cache.delete(url));
    cache.set(url, svg);
  }
  return svg;
}
