import { data } from "react-router";
import { recordAdminRead } from "#app/modules/admin/audit.server.ts";
import type { Route } from "./+types/inbox-export";
import { requireAdmin } from "#app/modules/accounts/guards.server.ts";
import { adminOnlyExports, leadKinds, parseLeadFilters, type LeadKind } from "#app/modules/leads/pipeline.ts";
import { kindCsv, leadsCsv, listLeads } from "#app/modules/leads/pipeline.server.ts";
import { listSubscribers, toCsv } from "#app/modules/leads/inbox.server.ts";

/**
 * A CSV download for staff and admins (the admin layout's guard). `leads` is the inbox's view as filtered (the
 * same query string: status, type, owner, search, and the period from/to); a kind of lead is that kind's view with
 * every field of its form; `subscribers` is the whole newsletter list. The newsletter list and the job
 * applications are for admins only (`adminOnlyExports`).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const list = params.list;
  if (adminOnlyExports.includes(list)) requireAdmin({ request, context });
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  let csv: string;
  if (list === "subscribers") csv = toCsv("subscribers", (await listSubscribers(1, null)).rows);
  else if (list === "leads") csv = await leadsCsv((await listLeads(filters, null)).rows);
  else if (leadKinds.includes(list as LeadKind)) csv = await kindCsv(list as LeadKind, filters);
  else throw data("No such list.", { status: 404 });
  const period = filters.from || filters.to ? `-${filters.from ?? "start"}-to-${filters.to ?? "today"}` : "";
  const searched = new URL(request.url).search;
  await recordAdminRead(
    context,
    request,
    "export",
    `Exported ${list} as CSV${searched ? ` (${searched.slice(1)})` : ""}`,
  );
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="skillsprouts-${list}${period}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
