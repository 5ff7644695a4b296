import { RouterContextProvider } from "react-router";
import { userContext } from "#app/modules/accounts/user-context.ts";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";

/** The router context a loader or action gets from the server and the root middleware. */
export function routeContext({ user = null, ip = "203.0.113.7" }: { user?: AuthUser | null; ip?: string } = {}) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "test", clientIp: ip, scriptNonce: () => "test" });
  context.set(userContext, user);
  return context;
}

export function formRequest(url: string, fields: Record<string, string>, cookie?: string): Request {
  return new Request(`http://localhost:3000${url}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
  });
}

/** "name=value" pairs of the Set-Cookie headers, ready for a Cookie header. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}
