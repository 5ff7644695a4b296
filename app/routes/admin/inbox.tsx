import { Download } from "lucide-react";
import { data, Form, Link, useLocation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/inbox";
import { indiaDateTime } from "#app/modules/admin/india-time.ts";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import { Pager } from "#app/components/admin/pager.tsx";
import { DeleteLink, EmptyList } from "#app/components/admin/record-page.tsx";
import { LeadContactLinks, StatusBadge } from "#app/modules/leads/ui/lead-contact.tsx";
import { LeadEntryLinks } from "#app/modules/leads/ui/lead-entry-links.tsx";
import { adminMeta } from "#app/modules/site/meta.ts";
import { inboxLists } from "#app/modules/leads/inbox.ts";
import { deleteSubscriber, inboxConfig, INBOX_PAGE_SIZE, listSubscribers } from "#app/modules/leads/inbox.server.ts";
import {
  adminOnlyExports,
  BulkLeadsForm,
  bulkFormInput,
  filterQuery,
  kindLabels,
  leadKinds,
  parseLeadFilters,
  statusLabels,
  defaultStatus,
  DIRECT,
  followUpFilters,
  followUpLabels,
  followUpState,
  followUpValue,
  followUpWords,
  type FollowUpFilter,
  type LeadFilters,
  type LeadKind,
} from "#app/modules/leads/pipeline.ts";
import { auditWords } from "#app/modules/leads/history.ts";
import { actorOf } from "#app/modules/leads/lead-events.server.ts";
import { justTrashed, trashAndGoBack } from "#app/modules/leads/trash-actions.server.ts";
import { TRASH_PAGE, TrashButton, UndoTrash } from "#app/modules/leads/ui/trash-forms.tsx";
import {
  bulkUpdateLeads,
  countFollowUps,
  countUnread,
  listLeadCampaigns,
  listLeadSources,
  listLeads,
  listOwners,
  LEADS_PAGE_SIZE,
} from "#app/modules/leads/pipeline.server.ts";
import { OUTDATED, rowId } from "#app/modules/forms/fields.ts";
import { notUnderstood } from "#app/modules/admin/intent.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import {
  BulkTick,
  LeadBulkActions,
  ownerOptions,
  statusOptions,
  useFocusAfterBulkAction,
} from "#app/modules/leads/ui/lead-bulk-actions.tsx";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import { FoldOnPhones } from "#app/components/admin/fold-on-phones.tsx";
import { Field, SelectField } from "#app/ui/field.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Inbox");

/** What the URL says besides the filters: the subscribers' list, and the subscriber whose removal is being confirmed. */
const View = z.object({
  list: z.enum(inboxLists).optional().catch(undefined),
  delete: z.coerce.number().int().positive().optional().catch(undefined),
});

function readView(url: URL) {
  return { ...View.parse(Object.fromEntries(url.searchParams)), filters: parseLeadFilters(url.searchParams) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { list, filters, ...view } = readView(new URL(request.url));
  const isAdmin = getStaff(context).role === "admin";
  const titles = Object.fromEntries(inboxLists.map((name) => [name, inboxConfig[name].title])) as Record<
    string,
    string
  >;
  // The list and the page's counts are read side by side: none waits for another.
  const [unread, owners, followUps, sources, campaigns, shownList] = await Promise.all([
    countUnread(),
    listOwners(),
    countFollowUps(),
    listLeadSources(),
    listLeadCampaigns(),
    list === "subscribers" ? listSubscribers(filters.page) : listLeads(filters),
  ]);
  const undo = await justTrashed(request);
  const page = { filters, view, titles, unread, owners, followUps, sources, campaigns, isAdmin, undo };
  if (!("cursors" in shownList)) {
    const pages = Math.max(1, Math.ceil(shownList.total / INBOX_PAGE_SIZE));
    return {
      ...page,
      pageLinks: { before: null, after: null },
      list,
      total: shownList.total,
      pages,
      leads: [],
      subscribers: shownList.rows,
    };
  }
  const { rows, total, page: shownPage, cursors } = shownList;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  // Newest first, the pager's links say which lead the next or previous page starts from (see listLeads).
  const pageLinks = filters.sort === "received" ? cursors : { before: null, after: null };
  const shown = { ...filters, page: shownPage };
  return { ...page, filters: shown, pageLinks, list: filters.kind, total, pages, leads: rows, subscribers: [] };
}

/**
 * The list page's own changes besides bulk ones: a lead moved to the trash (undone from the next page), or a
 * newsletter subscriber removed, confirmed on the page.
 */
const InboxChange = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("trash"), kind: z.enum(leadKinds), id: rowId }),
    z.object({ intent: z.literal("delete"), id: rowId }),
  ],
  { error: OUTDATED },
);

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormDataOrRefuse(request);
  const { list, filters } = readView(new URL(request.url));
  const back = viewHref(list, filters, { page: filters.page });
  if (String(formData.get("intent")).startsWith("bulk-")) return bulkAction(formData, back, context);
  const parsed = InboxChange.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw notUnderstood();
  const change = parsed.data;
  if (change.intent === "trash") return trashAndGoBack(context, change, actorOf(getStaff(context)), back);
  const email = list === "subscribers" ? await deleteSubscriber(change.id) : null;
  if (!email) throw data("No such entry.", { status: 404 });
  describeAdminWrite(context, `Deleted the newsletter subscriber ${email}`);
  return redirectWithToast(back, { title: "Entry deleted" });
}

/**
 * A bulk action on the ticked leads. A refusal (nothing ticked, no owner chosen) comes back with the ticks kept;
 * a change goes back to the same view with what was done.
 */
async function bulkAction(formData: FormData, back: string, context: Route.ActionArgs["context"]) {
  const input = bulkFormInput(formData);
  const refuse = (message: string) =>
    data({ bulk: { error: message, selected: input.leads, owner: input.owner, status: input.status } }, 400);
  const parsed = BulkLeadsForm.safeParse(input);
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? OUTDATED);
  const { leads, change } = parsed.data;
  const outcome = await bulkUpdateLeads(leads, change, actorOf(getStaff(context)));
  if (outcome === "unknown-owner") return refuse("Please choose an owner from the list.");
  const { changed, unchanged, missing } = outcome;
  if (changed.length > 0) {
    describeAdminWrite(
      context,
      `Changed ${changed.length} ${changed.length === 1 ? "lead" : "leads"} at once: ${changed
        .map(
          (lead) => `${lead.name} (${kindLabels[lead.kind].toLowerCase()}): ${lead.events.map(auditWords).join("; ")}`,
        )
        .join(" · ")}`.slice(0, 2_000),
    );
  }
  const owner = changed[0]?.events.find((event) => event.type === "owner")?.to;
  const done =
    "status" in change
      ? `${plural(changed.length, "lead")} set to ${statusLabels[change.status]}`
      : `${plural(changed.length, "lead")} given to ${change.ownerId ? (owner ?? "their new owner") : "nobody"}`;
  const notes = [
    unchanged > 0 ? `${plural(unchanged, "lead")} already ${unchanged === 1 ? "was" : "were"} so` : "",
    missing > 0 ? `${plural(missing, "lead")} had been deleted` : "",
    "ownerId" in change && change.ownerId && changed.length > 0 ? "The new owner is e-mailed the list." : "",
  ].filter(Boolean);
  return redirectWithToast(back, { title: done, description: notes.join(". ") || undefined });
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The inbox as the admin was looking at it. */
function viewHref(list: string | undefined, filters: Partial<LeadFilters>, changes: Partial<LeadFilters> = {}) {
  // A page's starting lead belongs to that page of that view: any other page or view starts from its own.
  const samePage = changes.page === undefined || changes.page === filters.page;
  const moved = samePage ? {} : { after: undefined, before: undefined };
  const query =
    list === "subscribers"
      ? new URLSearchParams({ list, ...(changes.page && changes.page > 1 ? { page: String(changes.page) } : {}) })
      : new URLSearchParams(filterQuery({ ...filters, ...moved, ...changes }));
  const text = query.toString();
  return text ? `/admin/inbox?${text}` : "/admin/inbox";
}

/**
 * The pager's link to a page next to this one: starting after this page's last lead or before its first where the
 * list is newest first (so a deep page costs what page 1 does), the top of the list for page 1, else by number.
 */
function pageHref(
  list: string | undefined,
  filters: LeadFilters,
  page: number,
  links: { before: string | null; after: string | null },
) {
  const moves = { after: undefined, before: undefined, page };
  if (page === 1) return viewHref(list, filters, moves);
  if (page > filters.page && links.after) return viewHref(list, filters, { ...moves, after: links.after });
  if (page < filters.page && links.before) return viewHref(list, filters, { ...moves, before: links.before });
  return viewHref(list, filters, moves);
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
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
  const refusal = actionData && "bulk" in actionData ? actionData.bulk : undefined;
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
        {total} {total === 1 ? "entry" : "entries"}
        {filters.q && filters.status === "all" ? ", of any status" : ""}
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
      <Pager page={filters.page} pages={pages} hrefOf={(page) => pageHref(list, filters, page, pageLinks)} />
    </>
  );
}

/** The filters as a GET form: they land in the URL, work without JavaScript and can be bookmarked. */
/** "Search and filters (2 set)": what the folded filters hold, and how many of them narrow the list now. */
function filtersSummary(filters: LeadFilters): string {
  const set = [
    filters.q,
    filters.status !== defaultStatus(filters.q),
    filters.owner,
    filters.source,
    filters.campaign,
    filters.due,
    filters.sort === "follow-up",
    filters.from,
    filters.to,
  ].filter(Boolean).length;
  return set > 0 ? `Search and filters (${set} set)` : "Search and filters";
}

function LeadFilterForm({
  filters,
  owners,
  sources,
  campaigns,
}: {
  filters: LeadFilters;
  owners: { id: string; name: string }[];
  sources: string[];
  campaigns: string[];
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter leads"
      className="grid gap-4 p-5 pt-1 sm:grid-cols-2 lg:grid-cols-6 lg:pt-5"
    >
      {filters.kind ? <input type="hidden" name="list" value={filters.kind} /> : null}
      <Field
        className="sm:col-span-2"
        label="Search"
        hint="Name, e-mail, phone (or part of it) or any text of the lead"
        inputProps={{ id: "inbox-filter-q", name: "q", type: "search", defaultValue: filters.q }}
      />
      <SelectField
        label="Status"
        placeholder="Open leads (any status when searching)"
        options={[{ value: "open", label: "Open leads" }, { value: "all", label: "Any status" }, ...statusOptions]}
        controlProps={{
          id: "inbox-filter-status",
          name: "status",
          defaultValue: filters.status === defaultStatus(filters.q) ? "" : filters.status,
        }}
      />
      <SelectField
        label="Owner"
        placeholder="Anyone"
        options={ownerOptions(owners, "Nobody yet")}
        controlProps={{ id: "inbox-filter-owner", name: "owner", defaultValue: filters.owner ?? "" }}
      />
      <SelectField
        label="Source"
        placeholder="Any source"
        options={[...sources, DIRECT].map((value) => ({
          value,
          label: value === DIRECT ? "Direct (no source)" : value,
        }))}
        controlProps={{ id: "inbox-filter-source", name: "source", defaultValue: filters.source ?? "" }}
      />
      {campaigns.length > 0 || filters.campaign ? (
        <SelectField
          label="Campaign"
          placeholder="Any campaign"
          options={[...new Set([...campaigns, ...(filters.campaign ? [filters.campaign] : [])])].map((value) => ({
            value,
            label: value,
          }))}
          controlProps={{ id: "inbox-filter-campaign", name: "campaign", defaultValue: filters.campaign ?? "" }}
        />
      ) : null}
      <SelectField
        label="Follow-up"
        placeholder="Any"
        options={followUpFilters.map((value) => ({ value, label: followUpLabels[value] }))}
        controlProps={{ id: "inbox-filter-due", name: "due", defaultValue: filters.due ?? "" }}
      />
      <SelectField
        label="Order"
        placeholder="Newest first"
        options={[{ value: "follow-up", label: "By follow-up date" }]}
        controlProps={{
          id: "inbox-filter-sort",
          name: "sort",
          defaultValue: filters.sort === "follow-up" ? "follow-up" : "",
        }}
      />
      <Field
        label="Received from"
        inputProps={{ id: "inbox-filter-from", name: "from", type: "date", defaultValue: filters.from ?? "" }}
      />
      <Field
        label="Received to"
        inputProps={{ id: "inbox-filter-to", name: "to", type: "date", defaultValue: filters.to ?? "" }}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-6">
        <button type="submit" className={buttonClasses("primary", "sm")}>
          Apply filters
        </button>
        <Link
          to={filters.kind ? `/admin/inbox?list=${filters.kind}` : "/admin/inbox"}
          className={buttonClasses("ghost", "sm")}
        >
          Clear filters
        </Link>
      </div>
    </Form>
  );
}

/** A lead whose follow-up is today or has passed, marked so it is not forgotten. */
function FollowUpBadge({ state }: { state: FollowUpFilter | null }) {
  if (!state) return null;
  return (
    <span
      className={cn(
        "rounded-full px-2.5 py-0.5 font-semibold",
        state === "overdue" ? "bg-red-100 text-red-800" : "bg-amber-100 text-amber-900",
      )}
    >
      {state === "overdue" ? "Follow-up overdue" : "Follow up today"}
    </span>
  );
}
