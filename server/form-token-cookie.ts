import type { RequestHandler, Response } from "express";
import { formTokenCookieFor } from "#app/modules/forms/submission-key.server.ts";

const PRESET = Symbol("cookies set before the page");
const GIVEN = Symbol("form token given");

/**
 * Cookies set on a page's response before the page itself (the form token, where the visitor came from): they
 * are this visitor's, in this response's headers only, so a page rendered with them may still be kept for
 * everyone (`captureShareable`).
 */
export function presetCookies(res: Response): readonly string[] {
  return (res.locals as { [PRESET]?: string[] })[PRESET] ?? [];
}

/** Marks every cookie the response sets so far as set before the page. */
export function markCookiesAsPreset(res: Response): void {
  (res.locals as { [PRESET]?: string[] })[PRESET] = setCookies(res);
}

/** The Set-Cookie values of a response so far. */
export function setCookies(res: Response): string[] {
  const header = res.getHeader("set-cookie");
  return header === undefined ? [] : [header].flat().map(String);
}

function presetCookie(res: Response, cookie: string): void {
  res.append("Set-Cookie", cookie);
  markCookiesAsPreset(res);
}

/**
 * Gives a browser landing on a lead form's page without a form token a new one, in this response's headers,
 * so the page's body stays the same for everyone and can be served from stored bytes. The token makes the
 * form's submission id when it is sent (`submissionIdFor`).
 */
export const giveFormToken: RequestHandler = (req, res, next) => {
  // Mounted before the stored pages and again in the bundled pipeline (for development): one token per response.
  const request = req as typeof req & { [GIVEN]?: true };
  if (request[GIVEN] || (req.method !== "GET" && req.method !== "HEAD")) return next();
  request[GIVEN] = true;
  const cookie = formTokenCookieFor(req.path, req.get("cookie") ?? null);
  if (cookie) presetCookie(res, cookie);
  next();
};
