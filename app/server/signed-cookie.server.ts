import { createCookie, type Cookie } from "react-router";
import { env } from "./env.server.ts";

/**
 * A signed, HTTP-only cookie for the whole site, made on first use: the secret and the site's address come from
 * the environment, which is read only once the server runs. It is sent only over HTTPS when the site is served
 * that way. Every cookie the site sets is one of these, so they all share the same protections.
 */
export function signedCookie(name: string, maxAgeSeconds: number): () => Cookie {
  let cookie: Cookie | undefined;
  return () => {
    const config = env();
    cookie ??= createCookie(name, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: config.SITE_URL.startsWith("https:"),
      secrets: [config.SESSION_SECRET],
      maxAge: maxAgeSeconds,
    });
    return cookie;
  };
}
