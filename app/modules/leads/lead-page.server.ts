import { data, type RouterContextProvider } from "react-router";
import { safeRedirect } from "#app/server/safe-redirect.ts";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { notUnderstood, refusedIntent } from "#app/modules/admin/intent.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import {
  callOutcomeLabels,
  kindLabels,
  LeadChange,
  leadKinds,
  messageChannelLabels,
  type LeadKind,
} from "./pipeline.ts";
import {
  addNote,
  findLead,
  listOwners,
  logMessageSent,
  markRead,
  recordCallOutcome,
  updatePipeline,
} from "./pipeline.server.ts";
import { auditWords } from "./history.ts";
import { leadTimeline } from "./history.server.ts";
import { actorOf } from "./lead-events.server.ts";
import { trashAndGoBack } from "./trash-actions.server.ts";
import { templatesOfferedFor } from "./message-templates.server.ts";

/* One lead in the inbox (/admin/inbox/:kind/:id): what its page shows, and the changes its forms post. */

type Args = {
  params: { kind: string; id: string };
  request: Request;
  context: Readonly<RouterContextProvider>;
};

function leadOf(params: { kind: string; id: string }): { kind: LeadKind; id: number } {
  const kind = leadKinds.find((name) => name === params.kind);
  if (!kind || !/^\d{1,9}$/.test(params.id)) throw data("No such lead.", { status: 404 });
  return { kind, id: Number(params.id) };
}

/** The inbox view to go back to: the list the lead was opened from, never another site. */
const backOf = (url: URL): string =>
  safeRedirect(url.searchParams.get("back"), "/admin/inbox", { within: "/admin/inbox" });

/** The lead, marked read as it is opened, with the owners to choose from, its history and message templates. */
export async function loadLead({ params, request, context }: Args) {
  const { kind, id } = leadOf(params);
  const staff = getStaff(context);
  const lead = await findLead(kind, id);
  if (!lead) throw data("This lead is no longer in the inbox: it may have been moved to the trash.", { status: 404 });
  // Opening a lead marks it read for every member of staff, and records who opened it; the page still says it is
  // opened now for the first time.
  if (!lead.readAt) await markRead(kind, id, actorOf(staff));
  const url = new URL(request.url);
  const [owners, timeline, templates] = await Promise.all([
    listOwners(),
    leadTimeline(lead),
    templatesOfferedFor(kind, lead, actorOf(staff).name),
  ]);
  return {
    lead,
    owners,
    timeline,
    templates,
    back: backOf(url),
    isAdmin: staff.role === "admin",
  };
}

/** A change to the lead: its pipeline, a note, a call's outcome, a message sent, unread again, or the trash. */
export async function changeLead({ params, request, context }: Args) {
  const { kind, id } = leadOf(params);
  const url = new URL(request.url);
  const submission = await parseSubmission(request, LeadChange);
  if (!submission.ok) {
    // The pipeline and the note have fields to show errors on; the other buttons send nothing typed.
    const intent = refusedIntent(submission.formData, ["update", "add-note"]);
    if (intent === null) throw notUnderstood();
    const toast = { title: "Not saved", description: "Please check the form." };
    return data({ result: submission.reply(), intent, toast }, 400);
  }
  const change = submission.value;
  const gone = () => data("This lead is no longer in the inbox: it may have been moved to the trash.", { status: 404 });
  // Built from the params: with JavaScript the request's own path ends in `.data`.
  const here = `/admin/inbox/${kind}/${id}?back=${encodeURIComponent(backOf(url))}`;
  const label = kindLabels[kind].toLowerCase();
  const actor = actorOf(getStaff(context));
  switch (change.intent) {
    case "update": {
      const outcome = await updatePipeline(
        kind,
        id,
        {
          status: change.status,
          ownerId: change.owner || null,
          followUpOn: change.followUpOn || null,
          followUpTime: change.followUpTime || null,
        },
        actor,
      );
      if (outcome === null) throw gone();
      if (outcome === "unknown-owner") {
        const result = submission.reply({ fieldErrors: { owner: ["Please choose an owner from the list."] } });
        return data({ result, intent: "update", toast: { title: "Not saved" } }, 400);
      }
      const changes = outcome.events.map(auditWords);
      if (change.note) {
        if (!(await addNote(kind, id, getStaff(context), change.note))) throw gone();
        changes.push(`added a note: ${change.note.slice(0, 200)}`);
      }
      describeAdminWrite(
        context,
        `Lead of ${outcome.name} (${label}): ${changes.length ? changes.join("; ") : "nothing changed"}`,
      );
      return redirectWithToast(here, {
        title: change.note && outcome.events.length === 0 ? "Note added" : "Lead updated",
      });
    }
    case "add-note": {
      if (!(await addNote(kind, id, getStaff(context), change.note))) throw gone();
      describeAdminWrite(context, `Added a note to a ${label}: ${change.note.slice(0, 200)}`);
      return redirectWithToast(here, { title: "Note added" });
    }
    case "call-outcome": {
      const name = await recordCallOutcome(kind, id, getStaff(context), change.outcome);
      if (name === null) throw gone();
      const said = callOutcomeLabels[change.outcome];
      describeAdminWrite(context, `Called the ${label} of ${name}: ${said}`);
      return redirectWithToast(here, {
        title: `Noted: ${said}`,
        description: change.outcome === "reached" ? undefined : "A follow-up is set for tomorrow.",
      });
    }
    case "mark-unread": {
      await markRead(kind, id, actor, false);
      describeAdminWrite(context, `Marked a ${label} as unread`);
      // Back to the list: opening the lead again would mark it read.
      return redirectWithToast(backOf(url), { title: "Marked as unread" });
    }
    case "log-message": {
      // The template is checked against the stored lead: only one it was offered can be logged.
      const lead = await findLead(kind, id);
      if (!lead) throw gone();
      const templates = await templatesOfferedFor(kind, lead, actor.name);
      const offered = templates.find((template) => template.id === change.template);
      const said = messageChannelLabels[change.channel];
      if (!offered || !(change.channel === "whatsapp" ? offered.whatsApp : offered.email)) {
        return redirectWithToast(here, {
          type: "error",
          title: "Not logged",
          description: `That message template has changed or cannot go by ${said} to this lead. Please choose again.`,
        });
      }
      if (!(await logMessageSent(kind, id, { channel: change.channel, template: offered.name }, actor))) throw gone();
      describeAdminWrite(context, `Sent a ${said} message to the ${label} of ${lead.name}: ${offered.name}`);
      return redirectWithToast(here, { title: `Logged: ${said} message sent` });
    }
    case "trash":
      return trashAndGoBack(context, { kind, id }, actor, backOf(url));
  }
}
