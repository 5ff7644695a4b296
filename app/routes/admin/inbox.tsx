import { Download, Trash2 } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/inbox";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import { adminMeta } from "#app/modules/site/meta.ts";
import { inboxLists, inboxStatuses } from "#app/modules/leads/inbox.ts";
import {
  countOpen,
  deleteInboxEntry,
  inboxConfig,
  INBOX_PAGE_SIZE,
  listInbox,
  setHandled,
} from "#app/modules/leads/inbox.server.ts";
import { OUTDATED, rowId } from "#app/modules/forms/fields.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";

export const meta: Route.MetaFunction = () => adminMeta("Inbox");

const Query = z.object({
  list: z.enum(inboxLists).catch("messages"),
  status: z.enum(inboxStatuses).catch("open"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  delete: z.coerce.number().int().positive().optional().catch(undefined),
});

export async function loader(args: Route.LoaderArgs) {
  const query = Query.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const [{ rows, total }, open] = await Promise.all([listInbox(query.list, query.status, query.page), countOpen()]);
  return {
    ...query,
    rows,
    total,
    open,
    pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    columns: inboxConfig[query.list].columns as Record<string, string>,
    titles: Object.fromEntries(inboxLists.map((list) => [list, inboxConfig[list].title])) as Record<string, string>,
  };
}

/**
 * Every change the inbox makes, parsed once. The confirmation step of a deletion posts only the id: the list and
 * the view to return to are in the page's URL.
 */
const InboxChange = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("set-handled"),
      list: z.enum(inboxLists),
      id: rowId,
      handled: z.enum(["true", "false"]),
      returnTo: z.string().optional(),
    }),
    z.object({ intent: z.literal("delete"), id: rowId }),
  ],
  { error: OUTDATED },
);

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = InboxChange.safeParse(Object.fromEntries(await readFormDataOrRefuse(request)));
  if (!parsed.success) throw data("That request was not understood.", { status: 400 });
  const change = parsed.data;
  if (change.intent === "delete") {
    const view = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
    if (!(await deleteInboxEntry(view.list, change.id))) throw data("No such entry.", { status: 404 });
    describeAdminWrite(context, `Deleted entry ${change.id} of ${inboxConfig[view.list].title}`);
    return redirectWithToast(viewHref(view), {
      title: "Entry deleted",
      description: view.list === "applications" ? "The application and its CV are gone for good." : undefined,
    });
  }
  const { list, id, handled, returnTo } = change;
  if (!(await setHandled(list, id, handled === "true"))) throw data("No such entry.", { status: 404 });
  const back = returnTo?.startsWith("/admin/inbox") ? returnTo : `/admin/inbox?list=${list}`;
  return redirectWithToast(back, { title: handled === "true" ? "Marked as handled" : "Moved back to open" });
}

/** The inbox as the admin was looking at it. */
function viewHref(view: { list: string; status: string; page: number }): string {
  return `/admin/inbox?${new URLSearchParams({ list: view.list, status: view.status, page: String(view.page) })}`;
}

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { list, status, page, pages, rows, total, open, columns, titles } = loaderData;
  const navigation = useNavigation();
  const href = (changes: Partial<{ list: string; status: string; page: number }>) =>
    `/admin/inbox?${new URLSearchParams({ list, status, page: String(page), ...changes, ...(changes.list || changes.status ? { page: "1" } : {}) } as Record<string, string>)}`;
  const returnTo = href({});
  const deleting = rows.find((row) => row.id === loaderData.delete);
  return (
    <>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-extrabold">Inbox</h1>
        <a href={`/admin/inbox/export/${list}`} className={buttonClasses("secondary", "sm")} download>
          <Download aria-hidden="true" className="size-4" /> Export {titles[list]} as CSV
        </a>
      </div>
      <nav aria-label="Lists" className="mt-6 flex flex-wrap gap-2">
        {inboxLists.map((name) => (
          <Link
            key={name}
            to={href({ list: name })}
            aria-current={name === list ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold",
              name === list
                ? "bg-slate-900 text-white"
                : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100",
            )}
          >
            {titles[name]}
            <span className={cn("rounded-full px-2 text-sm", name === list ? "bg-white/20" : "bg-slate-100")}>
              {open[name]}
              <span className="sr-only"> open</span>
            </span>
          </Link>
        ))}
      </nav>
      <nav aria-label="Status" className="mt-4 flex flex-wrap gap-4 text-sm font-semibold">
        {inboxStatuses.map((name) => (
          <Link
            key={name}
            to={href({ status: name })}
            aria-current={name === status ? "page" : undefined}
            className={
              name === status ? "text-brand-700 underline underline-offset-4" : "text-slate-600 hover:underline"
            }
          >
            {name === "open" ? "Open" : name === "handled" ? "Handled" : "All"}
          </Link>
        ))}
      </nav>
      <p className="mt-4 text-slate-600">
        {total} {total === 1 ? "entry" : "entries"}
      </p>
      {deleting ? (
        <ConfirmDeletion id={deleting.id} cancelTo={returnTo}>
          This will permanently delete this entry from {titles[list]?.toLowerCase()}
          {list === "applications" ? ", with its CV" : ""}, received {dateTime.format(new Date(deleting.createdAt))}
          {entryName(deleting.fields) ? ` from ${entryName(deleting.fields)}` : ""}.
        </ConfirmDeletion>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-6 rounded-3xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">Nothing here.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {rows.map((row) => (
            <li key={row.id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <p className="text-sm text-slate-600">
                  Received {dateTime.format(new Date(row.createdAt))}
                  {row.handledAt ? ` · handled ${dateTime.format(new Date(row.handledAt))}` : ""}
                </p>
                <div className="flex flex-wrap gap-2">
                  {list === "applications" ? (
                    <a href={`/admin/inbox/cv/${row.id}`} className={buttonClasses("ghost", "sm")}>
                      <Download aria-hidden="true" className="size-4" /> Download CV
                    </a>
                  ) : null}
                  <Form method="post">
                    <input type="hidden" name="intent" value="set-handled" />
                    <input type="hidden" name="list" value={list} />
                    <input type="hidden" name="id" value={row.id} />
                    <input type="hidden" name="handled" value={row.handledAt ? "false" : "true"} />
                    <input type="hidden" name="returnTo" value={returnTo} />
                    <button
                      type="submit"
                      disabled={navigation.state !== "idle"}
                      className={buttonClasses(row.handledAt ? "ghost" : "primary", "sm")}
                    >
                      {row.handledAt ? "Reopen" : "Mark as handled"}
                    </button>
                  </Form>
                  <Link
                    to={`${returnTo}&delete=${row.id}`}
                    preventScrollReset
                    className={buttonClasses("ghost", "sm", "text-red-700 hover:bg-red-50")}
                  >
                    <Trash2 aria-hidden="true" className="size-4" /> Delete
                    <span className="sr-only">: {entryName(row.fields) || `entry ${row.id}`}</span>
                  </Link>
                </div>
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                {Object.entries(columns).map(([key, label]) => (
                  <div key={key} className={key === "message" || key === "coverNote" ? "sm:col-span-2" : undefined}>
                    <dt className="text-sm font-semibold text-slate-600">{label}</dt>
                    <dd className="break-words whitespace-pre-line">{row.fields[key] || "—"}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center gap-3">
          {page > 1 ? (
            <Link to={href({ page: page - 1 })} className={buttonClasses("secondary", "sm")}>
              Previous
            </Link>
          ) : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={href({ page: page + 1 })} className={buttonClasses("secondary", "sm")}>
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** Who an entry is from, as a person would name it. */
function entryName(fields: Record<string, string>): string {
  return fields.name || fields.parentName || fields.contactPerson || fields.email || "";
}
