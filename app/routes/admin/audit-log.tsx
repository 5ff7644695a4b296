import { Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/audit-log";
import { listAuditLog } from "#app/modules/admin/audit.server.ts";
import { adminMeta } from "#app/modules/site/meta.ts";
import { buttonClasses } from "#app/ui/button.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Audit log");

const Query = z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1) });

export async function loader({ request }: Route.LoaderArgs) {
  const { page } = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const log = await listAuditLog(page);
  if (page > log.pages) throw redirect(`/admin/audit-log?page=${log.pages}`);
  return { page, ...log };
}

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "Asia/Kolkata",
});

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
        <p className="mt-6 rounded-3xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          Nothing has been changed in the back office yet.
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Back-office changes, newest first</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  When
                </th>
                <th scope="col" className="px-4 py-3">
                  Who
                </th>
                <th scope="col" className="px-4 py-3">
                  Page
                </th>
                <th scope="col" className="px-4 py-3">
                  Action
                </th>
                <th scope="col" className="px-4 py-3">
                  What changed
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-100 align-top">
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={new Date(row.at).toISOString()}>{dateTime.format(new Date(row.at))}</time>
                  </td>
                  <td className="px-4 py-3 break-all">{row.actorEmail}</td>
                  <td className="px-4 py-3">{row.page.replace(/^\/admin\//, "")}</td>
                  <td className="px-4 py-3">{row.action}</td>
                  <td className="px-4 py-3 break-words">{row.summary ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center gap-3">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className={buttonClasses("secondary", "sm")}>
              Newer
            </Link>
          ) : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={`?page=${page + 1}`} className={buttonClasses("secondary", "sm")}>
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
