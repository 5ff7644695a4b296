import { Download } from "lucide-react";
import { Link, useLocation } from "react-router";
import { indiaDateTime } from "#app/modules/admin/india-time.ts";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import { FoldOnPhones } from "#app/components/admin/fold-on-phones.tsx";
import { Pager } from "#app/components/admin/pager.tsx";
import { DeleteLink, EmptyList } from "#app/components/admin/record-page.tsx";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import { inboxLists } from "../inbox.ts";
import type { loadInbox } from "../inbox-page.server.ts";
import { pageHref, viewHref } from "../inbox-view.ts";
import {
  adminOnlyExports,
  filterQuery,
  followUpFilters,
  followUpLabels,
  followUpState,
  followUpValue,
  followUpWords,
  kindLabels,
  type LeadKind,
} from "../pipeline.ts";
import { BulkTick, LeadBulkActions, useFocusAfterBulkAction, type BulkRefusal } from "./lead-bulk-actions.tsx";
import { LanguageBadge, LeadContactLinks, StatusBadge } from "./lead-contact.tsx";
import { LeadEntryLinks } from "./lead-entry-links.tsx";
import { filtersSummary, FollowUpBadge, LeadFilterForm } from "./lead-filter-form.tsx";
import { TRASH_PAGE, TrashButton, UndoTrash } from "./trash-forms.tsx";

type InboxData = Awaited<ReturnType<typeof loadInbox>>;

/** The inbox: its lists, follow-ups and filters, the bulk actions and the page of leads or subscribers. */
export function InboxPage({ loaderData, refusal }: { loaderData: InboxData; refusal: BulkRefusal | undefined }) {
  const {
    list,
    filters,
    view,
    titles,
    unread,
    owners,
    followUps,
    sources,
    campaigns,
    total,
    more,
    pages,
    pageLinks,
    leads,
    subscribers,
    isAdmin,
    undo,
  } = loaderData;
  const here = viewHref(list, filters, { page: filters.page });
  const withParam = (name: string, value: string) => `${here}${here.includes("?") ? "&" : "?"}${name}=${value}`;
  const deletingSubscriber = list === "subscribers" ? subscribers.find((row) => row.id === view.delete) : undefined;
  const exportList = list ?? "leads";
  const canExport = isAdmin || !adminOnlyExports.includes(exportList);
  const exportQuery = list === "subscribers" ? "" : filterQuery(filters, { page: false });
  const location = useLocation();
  const countRef = useFocusAfterBulkAction<HTMLParagraphElement>();
  const ticked = new Set(refusal?.selected);
  const unreadOf = (name: string) => (name === "subscribers" ? null : unread[name as LeadKind]);
  return (
    <>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">Inbox</h1>
          <p className="mt-1 text-slate-600">
            {unread.total} unread {unread.total === 1 ? "lead" : "leads"}
          </p>
          <LeadEntryLinks isAdmin={isAdmin} />
        </div>
        {canExport ? (
          <div className="flex flex-wrap gap-2">
            {(["CSV", "Excel"] as const).map((format) => {
              const query = format === "Excel" ? [exportQuery, "format=xlsx"].filter(Boolean).join("&") : exportQuery;
              return (
                <a
                  key={format}
                  href={`/admin/inbox/export/${exportList}${query ? `?${query}` : ""}`}
                  className={buttonClasses("secondary", "sm")}
                  download
                >
                  <Download aria-hidden="true" className="size-4" /> Export {list ? titles[list] : "these leads"} as{" "}
                  {format}
                </a>
              );
            })}
          </div>
        ) : (
          <p className="text-sm text-slate-600">An admin can export this list.</p>
        )}
      </div>
      {/* On a phone the lists scroll sideways in one row, so the leads start near the top. */}
      <nav aria-label="Lists" className="-mx-4 mt-6 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {[undefined, ...inboxLists].map((name) => {
          const current = name === list;
          const count = name ? unreadOf(name) : unread.total;
          return (
            <Link
              key={name ?? "all"}
              to={
                name === "subscribers"
                  ? "/admin/inbox?list=subscribers"
                  : viewHref(name, { ...filters, kind: name as LeadKind | undefined, page: 1 })
              }
              aria-current={current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 font-semibold whitespace-nowrap",
                current
                  ? "bg-slate-900 text-white"
                  : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100",
              )}
            >
              {name ? titles[name] : "All leads"}
              {/* The number of unread leads, said as such: a bare number read as the list's size. */}
              {count ? (
                <span className={cn("rounded-full px-2 text-sm", current ? "bg-white/20" : "bg-slate-100")}>
                  {count} unread
                </span>
              ) : null}
            </Link>
          );
        })}
        <Link
          to={TRASH_PAGE}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-white px-4 font-semibold whitespace-nowrap text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100"
        >
          Trash
        </Link>
      </nav>
      {list === "subscribers" ? null : (
        <nav aria-label="Follow-ups" className="mt-3 flex flex-wrap gap-2">
          {followUpFilters.map((due) => (
            <Link
              key={due}
              to={viewHref(list, {
                ...filters,
                due: filters.due === due ? undefined : due,
                sort: "follow-up",
                page: 1,
              })}
              aria-current={filters.due === due ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold ring-1",
                filters.due === due
                  ? "bg-slate-900 text-white ring-slate-900"
                  : due === "overdue" && followUps.counts.overdue > 0
                    ? "bg-red-50 text-red-800 ring-red-200 hover:bg-red-100"
                    : "bg-white text-slate-700 ring-slate-200 hover:bg-slate-100",
              )}
            >
              {followUpLabels[due]} ({followUps.counts[due]})
            </Link>
          ))}
        </nav>
      )}
      {list === "subscribers" ? null : (
        <FoldOnPhones summary={filtersSummary(filters)}>
          <LeadFilterForm filters={filters} owners={owners} sources={sources} campaigns={campaigns} />
        </FoldOnPhones>
      )}
      <p ref={countRef} tabIndex={-1} className="mt-4 text-slate-600" role="status">
        {more ? `More than ${total.toLocaleString("en-IN")} entries` : `${total} ${total === 1 ? "entry" : "entries"}`}
        {filters.q && filters.status === "all" ? ", of any status" : ""}
        {more ? ": add a word to the search to narrow them" : ""}
      </p>
      {undo ? <UndoTrash {...undo} back={here} /> : null}
      {deletingSubscriber ? (
        <ConfirmDeletion id={deletingSubscriber.id} cancelTo={here}>
          This will permanently remove {deletingSubscriber.fields.email} from the newsletter subscribers.
        </ConfirmDeletion>
      ) : null}
      {list !== "subscribers" && leads.length > 0 ? (
        <FoldOnPhones summary="Change several leads at once" open={Boolean(refusal)}>
          <LeadBulkActions owners={owners} refusal={refusal} />
        </FoldOnPhones>
      ) : null}
      {total === 0 ? (
        <EmptyList className="mt-6">Nothing here.</EmptyList>
      ) : list === "subscribers" ? (
        <ul className="mt-4 space-y-3">
          {subscribers.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <div>
                <p className="font-semibold break-all">{row.fields.email}</p>
                <p className="text-sm text-slate-600">Subscribed {indiaDateTime.format(new Date(row.createdAt))}</p>
              </div>
              <DeleteLink id={row.id} to={withParam("delete", String(row.id))}>
                Delete<span className="sr-only">: {row.fields.email}</span>
              </DeleteLink>
            </li>
          ))}
        </ul>
      ) : (
        // Drawn afresh after each change, so the boxes ticked for a bulk action done are cleared (and those of a
        // refused one ticked again).
        <ul key={location.key} className="mt-4 space-y-4">
          {leads.map((lead) => (
            <li
              key={`${lead.kind}-${lead.id}`}
              className={cn(
                "rounded-3xl bg-white p-5 shadow-sm ring-1",
                lead.readAt ? "ring-slate-200" : "ring-2 ring-brand-600",
              )}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    {lead.readAt ? null : (
                      <span className="rounded-full bg-brand-600 px-2.5 py-0.5 font-semibold text-white">Unread</span>
                    )}
                    <StatusBadge status={lead.status} />
                    <FollowUpBadge state={followUpState(lead, followUps.indiaToday)} />
                    {lead.repeat ? (
                      <span className="rounded-full bg-violet-100 px-2.5 py-0.5 font-semibold text-violet-900">
                        Repeat enquiry
                      </span>
                    ) : null}
                    <LanguageBadge language={lead.language} />
                    <span>
                      {kindLabels[lead.kind]} · received {indiaDateTime.format(new Date(lead.createdAt))}
                    </span>
                  </p>
                  <h2 className="mt-2 text-xl font-bold break-words">
                    <Link
                      to={`/admin/inbox/${lead.kind}/${lead.id}?back=${encodeURIComponent(here)}`}
                      className="hover:underline"
                    >
                      {lead.name}
                    </Link>
                  </h2>
                  <p className="mt-1 break-words text-slate-700">{lead.topic}</p>
                  <p className="mt-1 text-sm break-all text-slate-600">
                    {lead.email}
                    {lead.phone ? ` · ${lead.phone}` : ""}
                  </p>
                  <p className="mt-1 text-sm text-slate-600">
                    Owner: {lead.ownerName ?? "nobody yet"}
                    {lead.followUpOn
                      ? ` · follow up ${followUpWords(followUpValue(lead.followUpOn, lead.followUpTime) ?? "")}`
                      : ""}
                    {` · ${lead.notesCount} ${lead.notesCount === 1 ? "note" : "notes"}`}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <BulkTick
                    leadKey={`${lead.kind}:${lead.id}`}
                    name={lead.name}
                    checked={ticked.has(`${lead.kind}:${lead.id}`)}
                  />
                  <TrashButton kind={lead.kind} id={lead.id} name={lead.name} />
                </div>
              </div>
              <div className="mt-3">
                <LeadContactLinks name={lead.name} email={lead.email} phone={lead.phone} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={filters.page}
        pages={pages}
        more={more}
        hrefOf={(page) => pageHref(list, filters, page, pageLinks)}
      />
    </>
  );
}
