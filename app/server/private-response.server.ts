import type { MiddlewareFunction } from "react-router";

/**
 * Middleware for pages and downloads that belong to one person (the back office, account pages, exports, CVs):
 * every answer, redirects and errors included, is sent with `Cache-Control: no-store`, so nothing personal is
 * kept in a shared computer's browser cache or a proxy on the way.
 */
export const noStore: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  try {
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch {
    // A response whose headers are immutable (one fetched from elsewhere) is copied.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", "no-store");
    return copy;
  }
};
