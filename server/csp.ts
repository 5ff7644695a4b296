/**
 * The enforced Content Security Policy: scripts only from our own files, plus, on the pages that need inline
 * script (those the framework hydrates), the ones carrying this response's nonce.
 */
export function contentSecurityPolicy(nonce?: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": nonce ? ["'self'", `'nonce-${nonce}'`] : ["'self'"],
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
    "form-action": ["'self'"],
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
