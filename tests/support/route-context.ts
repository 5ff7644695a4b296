import { RouterContextProvider } from "react-router";
import { userContext } from "#app/modules/accounts/user-context.ts";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";
import { middleware as adminMiddleware } from "#app/routes/admin/_layout.tsx";

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

/**
 * Calls an admin loader or action as the server does: behind the admin layout's middleware, which refuses anyone
 * but an admin (throwing its redirect or refusal) and hands the admin to the route.
 */
export async function throughAdminGuard<Result>(
  handler: (args: never) => Result,
  args: { request: Request; context: RouterContextProvider; params?: unknown },
): Promise<Awaited<Result>> {
  for (const guard of adminMiddleware) await guard(args as never, () => Promise.resolve(new Response()));
  return await handler(args as never);
}
