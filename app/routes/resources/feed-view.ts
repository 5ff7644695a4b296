import type { Route } from "./+types/feed-view";
import { recordFeedView } from "#app/modules/content/feeds/feeds.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";

/** The feeds page reports here when a post has been on screen; the answer is the new count. */
export async function action({ params, context }: Route.ActionArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const views = id === null ? null : await recordFeedView(id, context.get(requestInfoContext).clientIp);
  if (views === null) return Response.json({ error: "No such post." }, { status: 404 });
  return Response.json({ views }, { headers: { "Cache-Control": "no-store" } });
}
