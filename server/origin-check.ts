import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence alongside SameSite=Lax cookies: a write whose Origin is another site is refused.
 * Browsers send Origin on every cross-site POST; a request without one is not a browser's cross-site form.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, siteUrl: string | undefined) {
  if (!origin) return true;
  if (origin === "null") return false;
  try {
    const originHost = new URL(origin).host;
    if (host && originHost === host) return true;
    return Boolean(siteUrl) && new URL(siteUrl ?? "").host === originHost;
  } catch {
    return false;
  }
}

export function rejectCrossOriginWrites(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method) || isAllowedOrigin(req.get("origin"), req.get("host"), process.env.SITE_URL)) {
    next();
    return;
  }
  res.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
}
