import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { OUTDATED, rowId } from "#app/modules/forms/fields.ts";
import { notUnderstood } from "#app/modules/admin/intent.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { inboxLists } from "./inbox.ts";
import { deleteSubscriber, inboxConfig, INBOX_PAGE_SIZE, listSubscribers } from "./inbox.server.ts";
import { readView, viewHref } from "./inbox-view.ts";
import { BulkLeadsForm, bulkFormInput, kindLabels, leadKinds, statusLabels } from "./pipeline.ts";
import { auditWords } from "./history.ts";
import { actorOf } from "./lead-events.server.ts";
import { justTrashed, trashAndGoBack } from "./trash-actions.server.ts";
import {
  bulkUpdateLeads,
  countFollowUps,
  countUnread,
  listLeadCampaigns,
  listLeadSources,
  listLeads,
  listOwners,
  LEADS_PAGE_SIZE,
} from "./pipeline.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The inbox page: the list the URL names (leads or subscribers) with the page's counts and choices. */
export async function loadInbox({ request, context }: Args) {
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
      more: false,
      pages,
      leads: [],
      subscribers: shownList.rows,
    };
  }
  const { rows, total, more, page: shownPage, cursors } = shownList;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  // Newest first, the pager's links say which lead the next or previous page starts from (see listLeads).
  const pageLinks = filters.sort === "received" ? cursors : { before: null, after: null };
  const shown = { ...filters, page: shownPage };
  return { ...page, filters: shown, pageLinks, list: filters.kind, total, more, pages, leads: rows, subscribers: [] };
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

/** The inbox's posts: a bulk change of the ticked leads, a lead moved to the trash or a subscriber removed. */
export async function changeInbox({ request, context }: Args) {
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
async function bulkAction(formData: FormData, back: string, context: Args["context"]) {
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
