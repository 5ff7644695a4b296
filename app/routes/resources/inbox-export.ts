import { data } from "react-router";
import type { Route } from "./+types/inbox-export";
import { requireAdmin } from "#app/modules/accounts/guards.server.ts";
import { inboxLists, listInbox, toCsv, type InboxList } from "#app/modules/leads/inbox.server.ts";

/** The whole list (open and handled) as a CSV download. */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const list = args.params.list as InboxList;
  if (!inboxLists.includes(list)) throw data("No such list.", { status: 404 });
  const { rows } = await listInbox(list, "all", 1, null);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(list, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="skillsprouts-${list}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

export function action(args: Route.ActionArgs) {
  requireAdmin(args);
  throw data("Use GET to export.", { status: 405 });
}
