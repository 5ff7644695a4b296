import { useEffect } from "react";
import { toast } from "#app/ui/toast.tsx";

/** The toast an action answers with, shown when JavaScript runs. */
export type ActionToast = { title: string; description?: string } | null | undefined;

/** With JavaScript, an action's failure also shows as a toast; the form's own error covers the no-JS case. */
export function useActionToast(actionToast: ActionToast) {
  useEffect(() => {
    if (actionToast) toast.error(actionToast.title, { description: actionToast.description });
  }, [actionToast]);
}
