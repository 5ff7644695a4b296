import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/ui/cn.ts";
import { DeleteLink, EditLink, EmptyList } from "./record-page.tsx";

/*
 * The list of a "manage" page: its records, each with its Edit and Delete links, or what an empty list says.
 */

/**
 * The Edit and Delete links of one record in a list, with the record's other buttons (`children`) between them;
 * `what` names the record for screen readers (": Summer camp").
 */
export function RecordActions({
  id,
  what,
  className = "flex flex-wrap gap-2",
  children,
}: {
  id: string | number;
  what: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <EditLink id={id} what={what} />
      {children}
      <DeleteLink id={id}>
        Delete<span className="sr-only">{what}</span>
      </DeleteLink>
    </div>
  );
}

/**
 * A record of a list shown by its summary line, opened to show the rest (`children`). Records sharing a `name`
 * open one at a time.
 */
export function ExpandableRecord({
  summary,
  name,
  id,
  open,
  summaryClassName = "font-bold",
  children,
}: {
  summary: ReactNode;
  name?: string;
  id?: string;
  open?: boolean;
  summaryClassName?: string;
  children: ReactNode;
}) {
  return (
    <details id={id} name={name} open={open} className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <summary className={cn("flex cursor-pointer items-center justify-between gap-4 p-5", summaryClassName)}>
        {summary}
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}

/**
 * The list of a page's records, or what an empty one says (`empty`) in its place. Under a `heading` of its own the
 * list sits closer to it. `as` is "ul" when each record is a list item.
 */
export function RecordList<Row>({
  rows,
  heading,
  empty,
  as: List = "div",
  className,
  children: show,
}: {
  rows: readonly Row[];
  heading?: string;
  empty: ReactNode;
  as?: "div" | "ul";
  /** The list's layout; its top margin comes with it. */
  className: string;
  children: (row: Row) => ReactNode;
}) {
  return (
    <>
      {heading ? <h2 className="mt-10 text-2xl font-extrabold">{heading}</h2> : null}
      {rows.length === 0 ? (
        <EmptyList className={heading ? "mt-4" : undefined}>{empty}</EmptyList>
      ) : (
        <List className={className}>{rows.map(show)}</List>
      )}
    </>
  );
}
