import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { formRequest, routeContext, testAdmin, testStaff, throughAdminGuard, type FormBody } from "./route-context.ts";

/**
 * Back-office requests as the server makes them: a route's loader or action called behind the admin layout's guard,
 * with the signed-in user in the router context. `postAsAdmin` and `loadAsAdmin` (and the staff pair) are what most
 * tests want; `postAs` and `loadAs` take any account, or null for nobody signed in, to show who is refused.
 * Each answers with what the route returns and rejects with what it throws, as `throughAdminGuard` does.
 */

type RouteHandler<Result> = (args: never) => Result;

export type RouteOptions = {
  /** The route's URL parameters, e.g. `{ kind, id }` of a lead's page. */
  params?: Record<string, string>;
  /** Behind the admin-only layout's guard too (users, settings, the audit log). */
  adminOnly?: boolean;
};

/** Calls a loader or action with a request already made (a streamed upload, say), signed in as `user`. */
export function callRouteAs<Result>(
  user: AuthUser | null,
  handler: RouteHandler<Result>,
  request: Request,
  { params = {}, adminOnly = false }: RouteOptions = {},
): Promise<Awaited<Result>> {
  return throughAdminGuard(handler, { request, context: routeContext({ user }), params }, { adminOnly });
}

/** Sends a form to an action at `url` (its path and query), signed in as `user`. */
export function postAs<Result>(
  user: AuthUser | null,
  action: RouteHandler<Result>,
  url: string,
  body: FormBody,
  options?: RouteOptions,
): Promise<Awaited<Result>> {
  return callRouteAs(user, action, formRequest(url, body), options);
}

/** Opens the page at `url` (its path and query) through its loader, signed in as `user`. */
export function loadAs<Result>(
  user: AuthUser | null,
  loader: RouteHandler<Result>,
  url: string,
  options?: RouteOptions,
): Promise<Awaited<Result>> {
  return callRouteAs(user, loader, new Request(`http://localhost:3000${url}`), options);
}

/** `postAs` and `loadAs` for one account, so that a test need not name it at each call. */
function requestsOf(user: AuthUser) {
  return {
    post: <Result>(action: RouteHandler<Result>, url: string, body: FormBody, options?: RouteOptions) =>
      postAs(user, action, url, body, options),
    load: <Result>(loader: RouteHandler<Result>, url: string, options?: RouteOptions) =>
      loadAs(user, loader, url, options),
  };
}

export const { post: postAsAdmin, load: loadAsAdmin } = requestsOf(testAdmin);
export const { post: postAsStaff, load: loadAsStaff } = requestsOf(testStaff);
