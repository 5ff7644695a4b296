import { data } from "react-router";
import { recordAdminRead } from "#app/modules/admin/audit.server.ts";
import type { Route } from "./+types/inbox-export";
import { requireAdmin } from "#app/modules/accounts/guards.server.ts";
import { adminOnlyExports, leadKinds, parseLeadFilters, type LeadKind } from "#app/modules/leads/pipeline.ts";
import {
  csvStream,
  kindSheet,
  leadsSheet,
  subscribersSheet,
  xlsxStream,
  type Sheet,
} from "#app/modules/leads/lead-export.server.ts";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A download for staff and admins (the admin layout's guard), as CSV or, with `format=xlsx`, as an Excel workbook.
 * `leads` is the inbox's view as filtered (the same query string: status, type, owner, search, and the period
 * from/to); a kind of lead is that kind's view with every field of its form; `subscribers` is the whole newsletter
 * list. The newsletter list and the job applications are for admins only (`adminOnlyExports`). The file is written
 * as its rows are read, so the download starts at once whatever the list's size.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const list = params.list;
  if (adminOnlyExports.includes(list)) await requireAdmin({ request, context });
  const url = new URL(request.url);
  const filters = parseLeadFilters(url.searchParams);
  const xlsx = url.searchParams.get("format") === "xlsx";
  let sheet: Sheet;
  if (list === "subscribers") sheet = subscribersSheet();
  else if (list === "leads") sheet = leadsSheet(filters);
  else if (leadKinds.includes(list as LeadKind)) sheet = kindSheet(list as LeadKind, filters);
  else throw data("No such list.", { status: 404 });
  const period = filters.from || filters.to ? `-${filters.from ?? "start"}-to-${filters.to ?? "today"}` : "";
  const query = new URLSearchParams(url.search);
  query.delete("format");
  const searched = query.toString();
  await recordAdminRead(
    context,
    request,
    "export",
    `Exported ${list} as ${xlsx ? "XLSX" : "CSV"}${searched ? ` (${searched})` : ""}`,
  );
  const date = new Date().toISOString().slice(0, 10);
  const fileName = `skillsprouts-${list}${period}-${date}.${xlsx ? "xlsx" : "csv"}`;
  return new Response(xlsx ? xlsxStream(sheet) : csvStream(sheet), {
    headers: {
      "Content-Type": xlsx ? XLSX_TYPE : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
