import { redirect } from "react-router";

/**
 * Refuses a request to the back office: reads go to the admin sign-in page, writes get 403.
 * Staff sign-in does not exist yet, so no request is an admin's.
 */
export function refuseNonAdmin(request: Request): never {
  if (request.method === "GET" || request.method === "HEAD") throw redirect("/admin/login");
  throw new Response("Forbidden", { status: 403 });
}
