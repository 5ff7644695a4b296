import { createHash } from "node:crypto";
import { islandsUrl } from "virtual:islands";
import { startAfterPaintScript } from "#app/islands/start-after-paint.ts";
/** The hash of the content pages' one inline script, the same for every page of a build. */
const startAfterPaintHash = `'sha256-${createHash("sha256").update(startAfterPaintScript(islandsUrl)).digest("base64")}'`;

/**
 * The enforced Content Security Policy: scripts only from our own files; on the pages the framework hydrates,
 * the inline ones carrying this response's nonce; on the others, only the script that starts the page's script
 * after the first paint (by its hash).
 */
export function contentSecurityPolicy(nonce?: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": nonce ? ["'self'", `'nonce-${nonce}'`] : ["'self'", startAfterPaintHash],
    // Inline style attributes come from React props and toasts; no script can be smuggled through them.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'"],
    // blob: is a file this page itself picked (an upload's preview); nothing from elsewhere can be named so.
    "connect-src": ["'self'", "blob:"],
    "frame-src": ["https://www.openstreetmap.org"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // Forms post to this site only. A lead page's "Send on WhatsApp" form, without JavaScript, is answered with
    // a redirect to WhatsApp's click-to-chat link, and browsers hold a form's redirects to this list too.
    "form-action": ["'self'", "https://wa.me"],
    "frame-ancestors": ["'none'"],
  };
  // Development only: Vite's live reload talks over a WebSocket.
  if (process.env.NODE_ENV === "development") directives["connect-src"]?.push("ws://localhost:*");
  // Only behind HTTPS: on plain-http localhost it would break every asset request.
  if ((process.env.SITE_URL ?? "").startsWith("https:")) directives["upgrade-insecure-requests"] = [];
  return directives;
}

/** The policy as a header value. */
export function contentSecurityPolicyHeader(nonce?: string): string {
  return Object.entries(contentSecurityPolicy(nonce))
    .map(([name, values]) => [name, ...values].join(" "))
    .join(";");
}
