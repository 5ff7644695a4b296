import { redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { logger } from "#app/server/logger.server.ts";
import { clearSessionCookie, findSessionUser, readSessionId, type AuthUser } from "./session.server.ts";
import { userContext } from "./user-context.ts";

type GuardArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** Root middleware: reads the session cookie once per request and puts the user in the context. */
export const loadUserMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const sessionId = await readSessionId(request);
  const user = sessionId ? await findSessionUser(sessionId) : null;
  context.set(userContext, user);
  const response = await next();
  // A cookie naming a session that has expired or was revoked is cleared.
  if (sessionId && !user && !response.headers.has("Set-Cookie")) {
    response.headers.append("Set-Cookie", await clearSessionCookie());
  }
  return response;
};

export function getUser(context: Readonly<RouterContextProvider>): AuthUser | null {
  return context.get(userContext);
}

function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname.replace(/\.data$/, "")}${url.search}`;
}

/** Signed-in visitors only: others are sent to /login and brought back afterwards. */
export function requireUser({ request, context }: GuardArgs): AuthUser {
  const user = getUser(context);
  if (user) return user;
  throw redirect(`/login?redirectTo=${encodeURIComponent(currentPath(request))}`);
}

/**
 * Admins only, checked on the server for every admin loader and action:
 * a read goes to the admin sign-in page, a write is refused with 403.
 */
export function requireAdmin({ request, context }: GuardArgs): AuthUser {
  const user = getUser(context);
  if (user?.role === "admin") return user;
  if (request.method === "GET" || request.method === "HEAD") {
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(currentPath(request))}`);
  }
  logger.warn({ userId: user?.id ?? null, url: request.url }, "refused a non-admin write to the back office");
  throw new Response("Forbidden", { status: 403 });
}

/** Pages for signed-out visitors (login, sign-up) send a signed-in user home. */
export function requireAnonymous({ context }: GuardArgs): void {
  if (getUser(context)) throw redirect("/");
}
