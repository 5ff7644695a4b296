import type { MiddlewareFunction } from "react-router";
import { catchUpContentVersion } from "#app/server/change-feed.server.ts";

/**
 * Root middleware: after a write in the back office, this process learns the new content version before it
 * answers, so the editor's next page shows the edit at once; other processes hear of it from Postgres.
 */
export const freshAfterAdminWrites: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (request.method !== "GET" && request.method !== "HEAD" && new URL(request.url).pathname.startsWith("/admin/")) {
    await catchUpContentVersion();
  }
  return response;
};
