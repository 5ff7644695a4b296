import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/audit-log";
import { AdminTable, cellClass } from "#app/components/admin/admin-table.tsx";
import { Pager } from "#app/components/admin/pager.tsx";
import { EmptyList } from "#app/components/admin/record-page.tsx";
import { indiaMoment } from "#app/modules/admin/india-time.ts";
import { listAuditLog, type AuditFilters } from "#app/modules/admin/audit.server.ts";
import { Field, SelectField } from "#app/ui/field.tsx";
import { buttonClasses } from "#app/ui/button.tsx";
import { pageOf } from "#app/modules/admin/page-number.ts";
import { adminMeta } from "#app/modules/site/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Audit log");

const isoDate = z.iso.date().optional().catch(undefined);
/** The filters as they stand in the URL (a GET form): anything that makes no sense is dropped. */
const AuditFilterSchema = z.object({
  who: z.string().trim().max(320).optional().catch(undefined),
  from: isoDate,
  to: isoDate,
});

function queryOf(filters: AuditFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page && page > 1) params.set("page", String(page));
  return params.toString();
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageOf(url);
  const raw = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ""));
  const filters = AuditFilterSchema.parse(raw);
  const log = await listAuditLog(page, filters);
  if (page > log.pages) throw redirect(`/admin/audit-log?${queryOf(filters, log.pages)}`);
  return { page, filters, ...log };
}

/** Who changed what in the back office, and when: every saved write, newest first. */
export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pages, filters, actors } = loaderData;
  const filtered = Boolean(filters.who || filters.from || filters.to);
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">Audit log</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-600">
        Every change saved in the back office, every export of leads, every sign-in of staff and admins (and every
        failed one), and every admin-only page refused to staff: who, on which page, and when (India time). Entries
        cannot be edited or deleted.
      </p>
      <Form
        method="get"
        role="search"
        aria-label="Filter the audit log"
        className="mt-4 grid gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-4"
      >
        <SelectField
          label="Who"
          placeholder="Everyone"
          options={actors}
          controlProps={{ id: "audit-who", name: "who", defaultValue: filters.who ?? "" }}
        />
        <Field label="From" inputProps={{ id: "audit-from", name: "from", type: "date", defaultValue: filters.from }} />
        <Field label="To" inputProps={{ id: "audit-to", name: "to", type: "date", defaultValue: filters.to }} />
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClasses("secondary")}>
            Filter
          </button>
          {filtered ? (
            <Link to="/admin/audit-log" className={buttonClasses("ghost")}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="mt-4 text-slate-600" role="status">
        {total} {total === 1 ? "entry" : "entries"}
      </p>
      {rows.length === 0 ? (
        <EmptyList className="mt-6">
          {filtered ? "Nothing matches these filters." : "Nothing has been changed in the back office yet."}
        </EmptyList>
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
      <Pager page={page} pages={pages} hrefOf={(target) => `?${queryOf(filters, target)}`} back="Newer" on="Older" />
    </>
  );
}
