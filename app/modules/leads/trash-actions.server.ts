import { data, type RouterContextProvider } from "react-router";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { readFlashEvent, redirectWithToast } from "#app/server/toast.server.ts";
import type { LeadActor } from "./lead-events.server.ts";
import { kindLabels, leadKinds, TRASH_DAYS, type LeadKind } from "./pipeline.ts";
import { trashLead } from "./trash.server.ts";

/** The one-time message after a lead is moved to the trash: the page it lands on offers to undo it. */
const TRASHED_EVENT = "lead-trashed";

/**
 * Moves a lead to the trash, as the inbox and the lead's page both do, and goes back to the list with the way to
 * undo it. A lead already gone answers 404.
 */
export async function trashAndGoBack(
  context: Readonly<RouterContextProvider>,
  lead: { kind: LeadKind; id: number },
  actor: LeadActor,
  back: string,
): Promise<Response> {
  const name = await trashLead(lead.kind, lead.id, actor);
  if (name === null) throw data("This lead is no longer in the inbox.", { status: 404 });
  const label = kindLabels[lead.kind].toLowerCase();
  describeAdminWrite(context, `Moved the lead of ${name} (${label}) to the trash`);
  return redirectWithToast(back, {
    title: "Moved to the trash",
    description: `The ${label} of ${name} can be restored from the trash for ${TRASH_DAYS} days.`,
    event: TRASHED_EVENT,
    ref: `${lead.kind}:${lead.id}`,
  });
}

export type JustTrashed = { kind: LeadKind; id: number; said: string };

/** The lead this request's page was sent to just after trashing, to offer "Undo"; null otherwise. */
export async function justTrashed(request: Request): Promise<JustTrashed | null> {
  const toast = await readFlashEvent(request, TRASHED_EVENT);
  const [kind, id] = toast?.ref?.split(":") ?? [];
  const known = leadKinds.find((name) => name === kind);
  if (!toast || !known || !/^\d{1,9}$/.test(id ?? "")) return null;
  return { kind: known, id: Number(id), said: toast.description ?? toast.title };
}
