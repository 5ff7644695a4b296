import type { RequestHandler } from "express";
import { markCookiesAsPreset } from "./form-token-cookie.ts";
import {
  LEAD_SOURCE_COOKIE,
  LEAD_SOURCE_DAYS,
  serializeSource,
  sourceOfLanding,
} from "#app/modules/leads/lead-source.ts";

const remembered = Symbol("lead source remembered");

/**
 * Reads where a visitor came from when they land on a page (campaign tags, or the site that linked here) and keeps
 * it in a first-party cookie, so the lead they send later says so. Runs before the stored pages are served: the
 * body stays the same for everyone, only this response's headers differ. Back-office and asset requests are left
 * alone.
 */
export const rememberLeadSource: RequestHandler = (req, res, next) => {
  const request = req as typeof req & { [remembered]?: true };
  if (request[remembered] || (req.method !== "GET" && req.method !== "HEAD")) return next();
  request[remembered] = true;
  if (req.path.startsWith("/admin") || req.path.startsWith("/assets/") || !req.accepts("html")) return next();
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const source = sourceOfLanding(url, req.get("referer") ?? null);
  if (source) {
    res.cookie(LEAD_SOURCE_COOKIE, serializeSource(source), {
      maxAge: LEAD_SOURCE_DAYS * 24 * 60 * 60 * 1000,
      httpOnly: true,
      sameSite: "lax",
      secure: req.secure,
      path: "/",
      // Already encoded: Express must not encode it again.
      encode: (value) => value,
    });
    markCookiesAsPreset(res);
  }
  next();
};
