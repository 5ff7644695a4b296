import { createHash, createHmac, randomBytes } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { env } from "#app/server/env.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";
import { canonicalText, FORM_TOKEN_COOKIE, FORM_TOKEN_PATTERN, LEAD_FORM_PAGES } from "./submission-key.ts";

/**
 * A lead form's submission id, made on the server when the form is sent instead of being written into the page,
 * so the page is the same for every visitor and can be served from stored bytes (docs/decisions/017).
 *
 * The id is an HMAC of the browser's form token (a cookie set with the page) and of what was sent, as parsed:
 * - the same form sent twice (a double tap, a resend after a network error) gives the same id, and the lead
 *   table's unique submission id stores it once;
 * - two tabs with different messages give different ids, and two visitors have different tokens, so they are
 *   never merged;
 * - a form refused and sent again corrected is a new text, stored once.
 * The same words sent again from the same browser are the same lead: staff have it already. Without the cookie
 * (cookies blocked), the id is made from the address the request came from instead.
 */
export async function submissionIdFor(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  form: string,
  values: Record<string, unknown>,
): Promise<string> {
  const token = formTokenOf(request.headers.get("Cookie")) ?? `ip:${context.get(requestInfoContext).clientIp}`;
  const { submissionId: _ignored, ...answers } = values;
  const mac = createHmac("sha256", env().SESSION_SECRET)
    .update(`submission-id\n${form}\n${token}\n${canonicalText(await withFileDigests(answers))}`)
    .digest();
  return asUuid(mac);
}

/** A file is known by its name, type, size and a digest of its bytes. */
async function withFileDigests(values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(values).map(async ([key, value]) => {
      if (!(value instanceof File)) return [key, value] as const;
      const digest = createHash("sha256")
        .update(new Uint8Array(await value.arrayBuffer()))
        .digest("base64url");
      return [key, { file: value.name, type: value.type, size: value.size, digest }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The first 16 bytes as a UUID (version 8: "custom", RFC 9562), which the lead tables' uuid column takes. */
function asUuid(bytes: Buffer): string {
  const id = Buffer.from(bytes.subarray(0, 16));
  id[6] = ((id[6] ?? 0) & 0x0f) | 0x80;
  id[8] = ((id[8] ?? 0) & 0x3f) | 0x80;
  const hex = id.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The browser's form token, from the Cookie header; null when there is none (or it was tampered into nonsense). */
export function formTokenOf(cookieHeader: string | null): string | null {
  const match = (cookieHeader ?? "").match(new RegExp(`(?:^|;\\s*)${FORM_TOKEN_COOKIE}=([^;]*)`));
  const token = match?.[1] ?? "";
  return FORM_TOKEN_PATTERN.test(token) ? token : null;
}

function newFormToken(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * The Set-Cookie value that gives a browser opening a lead form's page (`path`) its form token, when it has none
 * yet; null otherwise. For the browser's session, first-party, never read by scripts, and sent over HTTPS only
 * when the site's address is HTTPS (the same decision however the request reached this server).
 */
export function formTokenCookieFor(path: string, cookieHeader: string | null): string | null {
  if (!LEAD_FORM_PAGES.test(path) || formTokenOf(cookieHeader)) return null;
  const secure = env().SITE_URL.startsWith("https:");
  return `${FORM_TOKEN_COOKIE}=${newFormToken()}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
