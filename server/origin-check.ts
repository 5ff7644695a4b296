import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";

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

/**
 * React Router checks an action's Origin against the request's own host too. The site's configured address is
 * added to its allowed origins, so both checks agree: a form posted to the site's address through a proxy that
 * rewrote Host is taken by both, not let through here and then refused there with an error in the log.
 */
export function withSiteAsActionOrigin(build: ServerBuild, siteUrl: string | undefined): ServerBuild {
  if (!siteUrl) return build;
  const host = new URL(siteUrl).host;
  return { ...build, allowedActionOrigins: [...(build.allowedActionOrigins || []), host] };
}
