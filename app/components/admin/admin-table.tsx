import type { ReactNode } from "react";
import { cn } from "#app/ui/cn.ts";

/** The cell of an AdminTable row, padded as its heading is. */
export const cellClass = "px-5 py-3";

/**
 * A table of the back office (accounts, invitations, the audit log): a white card that scrolls sideways on a
 * narrow screen rather than squeezing its columns, with one heading per column. Rows come as `children`.
 */
export function AdminTable({
  headings,
  caption,
  className,
  children,
}: {
  headings: readonly string[];
  /** Said to screen readers only: the headings show what the table holds. */
  caption?: string;
  /** The table's own classes: its least width, its text size. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="mt-4 overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className={cn("w-full text-left", className)}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="border-b border-slate-200 text-sm tracking-wide text-slate-600 uppercase">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={cellClass}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
