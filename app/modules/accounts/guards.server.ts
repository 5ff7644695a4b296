import { data, redirect, redirectDocument, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { UserRole } from "#db/schema.ts";
import { ADMIN_ONLY_REFUSAL } from "#app/modules/admin/admin-only.ts";
import { recordRefusal } from "#app/modules/admin/audit.server.ts";
import { pagePath, sessionEnded } from "#app/modules/admin/lost-work.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { clearSessionCookie, findSessionUser, readSessionToken, type AuthUser } from "./session.server.ts";
import { mustSetUpTwoFactor } from "./two-factor.server.ts";

/** Where a back-office account sets up two-step sign-in: the one page open to it while it is required and missing. */
const TWO_FACTOR_SETUP = "/admin/account";
import { staffContext, userContext } from "./user-context.ts";

type GuardArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** Root middleware: reads the session cookie once per request and puts the user in the context. */
export const loadUserMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const token = await readSessionToken(request);
  const user = token ? await findSessionUser(token) : null;
  context.set(userContext, user);
  const response = await next();
  // A cookie naming a session that has expired or was revoked is cleared.
  if (token && !user && !response.headers.has("Set-Cookie")) {
    response.headers.append("Set-Cookie", await clearSessionCookie());
  }
  return response;
};

export function getUser(context: Readonly<RouterContextProvider>): AuthUser | null {
  return context.get(userContext);
}

/** Signed-in visitors only: others are sent to /login and brought back afterwards. */
export function requireUser({ request, context }: GuardArgs): AuthUser {
  const user = getUser(context);
  if (user) return user;
  throw redirectDocument(`/login?redirectTo=${encodeURIComponent(pagePath(request))}`);
}

/**
 * The back office's guard, run as middleware before any loader or action of the routes it sits on (the admin
 * layout, and so every page and resource under /admin). Only users with one of `roles` pass, and the loaders and
 * actions get them from `getStaff`. A read from anyone else goes to the admin sign-in page and comes back; a
 * write is refused with 403, answered inside the back office with the text that was typed (see lost-work).
 */
export function requireRole(roles: readonly UserRole[]): MiddlewareFunction<Response> {
  return async ({ request, context }) => {
    const user = getUser(context);
    if (user && roles.includes(user.role)) {
      context.set(staffContext, user);
      // With two-step sign-in required, an account without it may only set it up (Your account) or sign out.
      if (
        new URL(request.url).pathname.replace(/\.data$/, "") !== TWO_FACTOR_SETUP &&
        (await mustSetUpTwoFactor(user.id))
      ) {
        if (request.method === "GET" || request.method === "HEAD") throw redirect(`${TWO_FACTOR_SETUP}#two-factor`);
        throw data("Please set up two-step sign-in on Your account first.", { status: 403 });
      }
      return;
    }
    if (request.method === "GET" || request.method === "HEAD") {
      throw redirectDocument(`/admin/login?redirectTo=${encodeURIComponent(pagePath(request))}`);
    }
    logger.warn({ userId: user?.id ?? null, url: request.url }, "refused a write to the back office");
    await sessionEnded(request, user);
  };
}

/**
 * The admin-only part of the back office (accounts, settings, the audit log), nested inside `requireRole`: a member
 * of staff is refused with 403, reading or writing, and the page says it is for admins.
 */
export const requireAdminOnly: MiddlewareFunction<Response> = async (args) => {
  await requireAdmin(args);
};

/** Inside the back office, a part for admins only (a download, say): staff get the admin-only refusal (403). */
export async function requireAdmin({ request, context }: GuardArgs): Promise<AuthUser> {
  const staff = context.get(staffContext);
  if (staff.role === "admin") return staff;
  logger.warn({ userId: staff.id, url: request.url }, "refused a member of staff an admin-only page");
  await recordRefusal(request, staff);
  throw data(ADMIN_ONLY_REFUSAL, { status: 403 });
}

/** The member of staff the guard let in; only for loaders and actions behind `requireRole`. */
export function getStaff(context: Readonly<RouterContextProvider>): AuthUser {
  return context.get(staffContext);
}

/** Pages for signed-out visitors (login, sign-up) send a signed-in user home. */
export function requireAnonymous({ context }: GuardArgs): void {
  if (getUser(context)) throw redirectDocument("/");
}
