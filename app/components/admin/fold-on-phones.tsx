import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A panel of tools (the inbox's filters, its bulk actions) that is folded away on a phone, behind a line that says
 * what it holds, so the list itself is the first thing on the screen; from a laptop's width up it is always open
 * and the line is gone. A plain `<details>`, so it folds and unfolds without JavaScript.
 */
export function FoldOnPhones({
  summary,
  open = false,
  children,
}: {
  summary: ReactNode;
  /** Unfolded on a phone too (a refusal to read inside it). */
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details
      open={open}
      className="group mt-4 rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 lg:details-content:[content-visibility:visible]"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-3xl px-5 py-3 font-semibold lg:hidden [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
