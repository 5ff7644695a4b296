import { z } from "zod";
import { inboxLists } from "./inbox.ts";
import { filterQuery, parseLeadFilters, type LeadFilters } from "./pipeline.ts";

/*
 * The inbox's address: what its URL says (the list, the filters, the subscriber being removed) and the links that
 * keep the view as the admin was looking at it.
 */

/** What the URL says besides the filters: the subscribers' list, and the subscriber whose removal is being confirmed. */
const View = z.object({
  list: z.enum(inboxLists).optional().catch(undefined),
  delete: z.coerce.number().int().positive().optional().catch(undefined),
});

export function readView(url: URL) {
  return { ...View.parse(Object.fromEntries(url.searchParams)), filters: parseLeadFilters(url.searchParams) };
}

/** The inbox as the admin was looking at it. */
export function viewHref(list: string | undefined, filters: Partial<LeadFilters>, changes: Partial<LeadFilters> = {}) {
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
export function pageHref(
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
