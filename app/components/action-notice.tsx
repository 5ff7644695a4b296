import { Island } from "#app/islands/island.tsx";
import type { IslandProps } from "#app/islands/registry.ts";

type Notice = IslandProps<"action-notice">;

/**
 * On a page sent without the framework, what an action answered shown as a toast once JavaScript runs (the
 * action-notice island), as the hydrated pages' toasts do; what the page itself shows covers it without JavaScript.
 * A refusal is shown as an error unless `tone` says otherwise.
 */
export function ActionNotice({ toast, tone = "error" }: { toast: Omit<Notice, "tone">; tone?: Notice["tone"] }) {
  return (
    <Island name="action-notice" props={{ ...toast, tone }} className="hidden">
      {null}
    </Island>
  );
}
