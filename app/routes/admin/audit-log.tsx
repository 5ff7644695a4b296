import { redirect } from "react-router";
import type { Route } from "./+types/audit-log";
import { AdminTable, cellClass } from "#app/components/admin/admin-table.tsx";
import { Pager } from "#app/components/admin/pager.tsx";
import { EmptyList } from "#app/components/admin/record-page.tsx";
import { indiaMoment } from "#app/modules/admin/india-time.ts";
import { listAuditLog } from "#app/modules/admin/audit.server.ts";
import { pageOf } from "#app/modules/admin/page-number.ts";
import { adminMeta } from "#app/modules/site/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Audit log");

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageOf(new URL(request.url));
  const log = await listAuditLog(page);
  if (page > log.pages) throw redirect(`/admin/audit-log?page=${log.pages}`);
  return { page, ...log };
}

/** Who changed what in the back office, and when: every saved write, newest first. */
export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pages } = loaderData;
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">Audit log</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-600">
        Every change saved in the back office: who made it, on which page, and when (India time). Entries cannot be
        edited or deleted.
      </p>
      <p className="mt-4 text-slate-600">
        {total} {total === 1 ? "entry" : "entries"}
      </p>
      {rows.length === 0 ? (
        <EmptyList className="mt-6">Nothing has been changed in the back office yet.</EmptyList>
      ) : (
        <AdminTable
          headings={["When", "Who", "Page", "Action", "What changed"]}
          caption="Back-office changes, newest first"
          className="text-sm"
        >
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100 align-top last:border-0">
              <td className={`${cellClass} whitespace-nowrap`}>
                <time dateTime={new Date(row.at).toISOString()}>{indiaMoment.format(new Date(row.at))}</time>
              </td>
              <td className={`${cellClass} break-all`}>{row.actorEmail}</td>
              <td className={cellClass}>{row.page.replace(/^\/admin\//, "")}</td>
              <td className={cellClass}>{row.action}</td>
              <td className={`${cellClass} break-words`}>{row.summary ?? "—"}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pager page={page} pages={pages} hrefOf={(target) => `?page=${target}`} back="Newer" on="Older" />
    </>
  );
}
