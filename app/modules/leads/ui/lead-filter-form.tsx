import { Form, Link } from "react-router";
import { Field, SelectField } from "#app/ui/field.tsx";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import {
  defaultStatus,
  DIRECT,
  followUpFilters,
  followUpLabels,
  type FollowUpFilter,
  type LeadFilters,
} from "../pipeline.ts";
import { ownerOptions, statusOptions } from "./lead-bulk-actions.tsx";

/** "Search and filters (2 set)": what the folded filters hold, and how many of them narrow the list now. */
export function filtersSummary(filters: LeadFilters): string {
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

/** The filters as a GET form: they land in the URL, work without JavaScript and can be bookmarked. */
export function LeadFilterForm({
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
export function FollowUpBadge({ state }: { state: FollowUpFilter | null }) {
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
