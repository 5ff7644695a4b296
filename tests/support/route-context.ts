import { RouterContextProvider } from "react-router";
import { userContext } from "#app/modules/accounts/user-context.ts";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";
import { middleware as adminOnlyMiddleware } from "#app/routes/admin/_admin-only.tsx";
import { middleware as adminMiddleware } from "#app/routes/admin/_layout.tsx";

/** The router context a loader or action gets from the server and the root middleware. */
export function routeContext({ user = null, ip = "203.0.113.7" }: { user?: AuthUser | null; ip?: string } = {}) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "test", clientIp: ip, scriptNonce: () => "test" });
  context.set(userContext, user);
  return context;
}

/** What a form posts: fields by name, repeated names (as ticked boxes send them), or a multipart body with files. */
export type FormBody = Record<string, string> | URLSearchParams | FormData;

export function formRequest(url: string, fields: FormBody, cookie?: string): Request {
  return new Request(`http://localhost:3000${url}`, {
    method: "POST",
    body: fields instanceof FormData ? fields : new URLSearchParams(fields),
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
 * but an admin (throwing its redirect or refusal), hands the admin to the route and records a write that succeeded.
 * A response the handler returns or throws is what the middleware sees, as the server's would.
 */
export async function throughAdminGuard<Result>(
  handler: (args: never) => Result,
  args: { request: Request; context: RouterContextProvider; params?: unknown },
  { adminOnly = false }: { adminOnly?: boolean } = {},
): Promise<Awaited<Result>> {
  // The admin-only pages (users, settings, audit log) sit in a nested layout with a guard of its own.
  const chain = adminOnly ? [...adminMiddleware, ...adminOnlyMiddleware] : adminMiddleware;
  let outcome: { result: Awaited<Result> } | { thrown: unknown } | undefined;
  const run = async (index: number): Promise<Response> => {
    const middleware = chain[index];
    if (middleware) {
      // As in the router, a middleware that returns without calling next has the rest run after it.
      let called: Promise<Response> | undefined;
      const returned = await middleware(args as never, () => (called ??= run(index + 1)));
      return returned ?? (await (called ?? run(index + 1)));
    }
    try {
      const result = await handler(args as never);
      outcome = { result };
      if (result instanceof Response) return result;
      // What `data(value, { status })` answers with, as the server would send it.
      const init = (result as { init?: ResponseInit | null } | null)?.init;
      return new Response(null, { status: init?.status ?? 200 });
    } catch (thrown) {
      outcome = { thrown };
      if (thrown instanceof Response) return thrown;
      return new Response(null, { status: 500 });
    }
  };
  await run(0);
  if (!outcome) throw new Error("the middleware did not call the route");
  if ("thrown" in outcome) throw outcome.thrown;
  return outcome.result;
}

/**
 * An admin who is signed in, for calling back-office routes. The id is a real uuid that no row has: the guard
 * looks the account up (for two-step sign-in), and finds nothing that asks more of it.
 */
export const testAdmin: AuthUser = {
  id: "00000000-0000-4000-8000-00000000a001",
  email: "boss@example.com",
  fullName: null,
  role: "admin",
  sessionId: "s",
};

/** A member of staff who is signed in: the back office's day-to-day tools open to them, the admin-only pages do not. */
export const testStaff: AuthUser = {
  id: "00000000-0000-4000-8000-00000000a002",
  email: "office@example.com",
  fullName: null,
  role: "staff",
  sessionId: "s",
};

/** A visitor signed in to the public site: the back office must refuse them as it refuses nobody signed in. */
export const testVisitor: AuthUser = {
  id: "00000000-0000-4000-8000-00000000a003",
  email: "parent@example.com",
  fullName: null,
  role: "user",
  sessionId: "s",
};
