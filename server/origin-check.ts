import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence alongside SameSite=Lax cookies: a write whose Origin is another site is refused. The origin is
 * compared whole, scheme included (`https://host` is another origin than `http://host`), with the request's own
 * (`ownOrigin`: its scheme and Host) or the site's configured address.
 * Browsers send Origin on every cross-site POST; a request without one is not a browser's cross-site form.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  ownOrigin: string | undefined,
  siteUrl: string | undefined,
) {
  if (!origin) return true;
  if (origin === "null") return false;
  try {
    const asked = new URL(origin).origin;
    if (ownOrigin && asked === new URL(ownOrigin).origin) return true;
    return Boolean(siteUrl) && new URL(siteUrl ?? "").origin === asked;
  } catch {
    return false;
  }
}

export function rejectCrossOriginWrites(req: Request, res: Response, next: NextFunction) {
  const host = req.get("host");
  const ownOrigin = host ? `${req.protocol}://${host}` : undefined;
  if (SAFE_METHODS.has(req.method) || isAllowedOrigin(req.get("origin"), ownOrigin, process.env.SITE_URL)) {
    next();
    return;
  }
  res.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
}
