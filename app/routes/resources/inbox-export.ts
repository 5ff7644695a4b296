import { data } from "react-router";
import type { Route } from "./+types/inbox-export";
import { inboxLists, listInbox, toCsv, type InboxList } from "#app/modules/leads/inbox.server.ts";

/** The whole list (open and handled) as a CSV download, for admins (the admin layout's guard). */
export async function loader({ params }: Route.LoaderArgs) {
  const list = params.list as InboxList;
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
