import { Download, Mail, MessageCircle } from "lucide-react";
import { useState } from "react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/inbox-lead";
import { safeRedirect } from "#app/server/safe-redirect.ts";
import { AdminPanel, IntentForm } from "#app/components/admin/record-page.tsx";
import { Choice, TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { indiaDateTime } from "#app/modules/admin/india-time.ts";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { LeadContactLinks, StatusBadge } from "#app/modules/leads/ui/lead-contact.tsx";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { notUnderstood, refusedIntent, useSubmittingIntent } from "#app/modules/admin/intent.ts";
import { adminMeta } from "#app/modules/site/meta.ts";
import {
  callOutcomeLabels,
  callOutcomes,
  kindLabels,
  LeadChange,
  leadKinds,
  leadStatuses,
  messageChannelLabels,
  messageChannels,
  messageSentLabels,
  PipelineForm,
  statusLabels,
  type LeadKind,
  type MessageChannel,
} from "#app/modules/leads/pipeline.ts";
import {
  addNote,
  findLead,
  listOwners,
  logMessageSent,
  markRead,
  recordCallOutcome,
  updatePipeline,
} from "#app/modules/leads/pipeline.server.ts";
import { auditWords } from "#app/modules/leads/history.ts";
import { leadTimeline } from "#app/modules/leads/history.server.ts";
import { actorOf } from "#app/modules/leads/lead-events.server.ts";
import { trashAndGoBack } from "#app/modules/leads/trash-actions.server.ts";
import { TrashButton } from "#app/modules/leads/ui/trash-forms.tsx";
import { templatesOfferedFor } from "#app/modules/leads/message-templates.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { sourceLabel } from "#app/modules/leads/lead-source.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";
import { cn } from "#app/ui/cn.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `${loaderData.lead.name} · Inbox` : "Inbox");

function leadOf(params: { kind: string; id: string }): { kind: LeadKind; id: number } {
  const kind = leadKinds.find((name) => name === params.kind);
  if (!kind || !/^\d{1,9}$/.test(params.id)) throw data("No such lead.", { status: 404 });
  return { kind, id: Number(params.id) };
}

/** The inbox view to go back to: the list the lead was opened from, never another site. */
const backOf = (url: URL): string =>
  safeRedirect(url.searchParams.get("back"), "/admin/inbox", { within: "/admin/inbox" });

export async function loader({ params, request, context }: Route.LoaderArgs) {
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

export async function action({ params, request, context }: Route.ActionArgs) {
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

export default function InboxLead({ loaderData, actionData }: Route.ComponentProps) {
  // CVs are for admins only (inbox-cv.ts), as are the message templates' settings.
  const { lead, owners, back, isAdmin } = loaderData;
  useActionToast(actionData?.toast);
  return (
    <>
      <p className="mt-2">
        <Link to={back} className="font-semibold text-brand-700 underline">
          ← Back to the inbox
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-slate-600">
            <StatusBadge status={lead.status} />
            {kindLabels[lead.kind]} · received {indiaDateTime.format(new Date(lead.createdAt))}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold break-words">{lead.name}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="mark-unread" />
            <button type="submit" className={buttonClasses("ghost", "sm")}>
              Mark as unread
            </button>
          </Form>
          <TrashButton kind={lead.kind} id={lead.id} name={lead.name} />
        </div>
      </div>
      <div className="mt-4">
        <LeadContactLinks name={lead.name} email={lead.email} phone={lead.phone} />
      </div>
      {lead.phone ? <CallOutcomeButtons /> : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <AdminPanel headingId="lead-details" heading="What they sent" className="">
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {lead.fields.map((field) => (
              <div
                key={field.key}
                className={field.key === "message" || field.key === "coverNote" ? "sm:col-span-2" : undefined}
              >
                <dt className="text-sm font-semibold text-slate-600">{field.label}</dt>
                <dd className="break-words whitespace-pre-line">{field.value || "—"}</dd>
              </div>
            ))}
            <div className="sm:col-span-2">
              <dt className="text-sm font-semibold text-slate-600">Came from</dt>
              <dd className="break-words">
                {sourceLabel(lead.source)}
                {lead.source.landingPage ? ` · landed on ${lead.source.landingPage}` : ""}
                {lead.source.referrerHost && lead.source.utmSource ? ` · via ${lead.source.referrerHost}` : ""}
              </dd>
            </div>
          </dl>
          {lead.kind === "applications" && isAdmin ? (
            <a href={`/admin/inbox/cv/${lead.id}`} className={buttonClasses("secondary", "sm", "mt-4")}>
              <Download aria-hidden="true" className="size-4" /> Download CV
            </a>
          ) : null}
          {lead.kind === "applications" && !isAdmin ? (
            <p className="mt-4 text-sm text-slate-600">An admin can download the CV.</p>
          ) : null}
        </AdminPanel>
        <PipelineSection
          lead={lead}
          owners={owners}
          lastResult={actionData?.intent === "update" ? actionData.result : undefined}
        />
      </div>
      <MessagesSection templates={loaderData.templates} isAdmin={isAdmin} />
      {lead.others.length > 0 ? <OtherEnquiries lead={lead} back={back} /> : null}
      <HistorySection timeline={loaderData.timeline} />
    </>
  );
}

/** After a call, what came of it in one tap (noted on the lead, with tomorrow's follow-up when it was not reached). */
function CallOutcomeButtons() {
  return (
    <Form method="post" className="mt-3" aria-labelledby="call-outcome-heading">
      <input type="hidden" name="intent" value="call-outcome" />
      <p id="call-outcome-heading" className="text-sm font-semibold text-slate-600">
        Called? Note what happened:
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {callOutcomes.map((outcome) => (
          <button
            key={outcome}
            type="submit"
            name="outcome"
            value={outcome}
            className={buttonClasses("secondary", "sm")}
          >
            {callOutcomeLabels[outcome]}
          </button>
        ))}
      </div>
    </Form>
  );
}

type Lead = Route.ComponentProps["loaderData"]["lead"];
type Timeline = Route.ComponentProps["loaderData"]["timeline"];
type Templates = Route.ComponentProps["loaderData"]["templates"];
type LastResult = NonNullable<Route.ComponentProps["actionData"]>["result"] | undefined;

function PipelineSection({
  lead,
  owners,
  lastResult,
}: {
  lead: Lead;
  owners: { id: string; name: string }[];
  lastResult: LastResult;
}) {
  const saving = useSubmittingIntent("update");
  const [form, fields] = useSchemaForm(PipelineForm, {
    // A new id after each note, so the note box is empty again.
    id: `pipeline-${lead.kind}-${lead.id}-${lead.notes.length}`,
    lastResult,
    defaultValue: {
      status: lead.status,
      owner: lead.ownerId ?? "",
      followUpOn: lead.followUpOn ?? "",
      followUpTime: lead.followUpTime ?? "",
      note: "",
    },
  });
  return (
    <AdminPanel headingId="lead-pipeline" heading="Pipeline" className="">
      <IntentForm form={form} intent="update" className="mt-4 space-y-4">
        <Choice
          field={fields.status}
          label="Status"
          placeholder="Choose a status"
          options={leadStatuses.map((value) => ({ value, label: statusLabels[value] }))}
        />
        <Choice
          field={fields.owner}
          label="Owner"
          placeholder="Nobody yet"
          options={owners.map((owner) => ({ value: owner.id, label: owner.name }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput field={fields.followUpOn} label="Follow up on" type="date" />
          <TextInput
            field={fields.followUpTime}
            label="At (optional)"
            hint="India time, when a time was agreed"
            type="time"
          />
        </div>
        <TextArea
          field={fields.note}
          label="Add a note (optional)"
          hint="Saved with the changes above. Notes cannot be changed later."
          rows={3}
        />
        <StatusButton pending={saving} pendingLabel="Saving…" className="min-h-11 text-base">
          Save changes
        </StatusButton>
      </IntentForm>
      <p className="mt-4 text-sm text-slate-600">
        {lead.readAt ? `First opened ${indiaDateTime.format(new Date(lead.readAt))}` : "Opened now for the first time"}
      </p>
    </AdminPanel>
  );
}

/** Everything that happened to the lead, oldest first: its arrival, who opened and changed it, notes, mails. */
function HistorySection({ timeline }: { timeline: Timeline }) {
  return (
    <AdminPanel headingId="lead-history" heading="History and notes">
      <ol className="mt-4 space-y-3">
        {timeline.map((entry, index) => (
          <li
            // The timeline is only ever appended to, and its entries have no id of their own.
            key={index}
            className={cn("rounded-2xl p-4", entry.tone === "note" ? "bg-amber-50" : "bg-slate-50")}
          >
            <p className="text-sm text-slate-600">{indiaDateTime.format(new Date(entry.at))}</p>
            <p className="mt-1 break-words">
              {entry.who ? <span className="font-semibold">{entry.who} </span> : null}
              {entry.what}
            </p>
            {entry.note ? <p className="mt-1 break-words whitespace-pre-line">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-slate-600">Add a note under Pipeline.</p>
    </AdminPanel>
  );
}

/** The office's message templates that suit this lead, ready to send on WhatsApp or by e-mail. */
function MessagesSection({ templates, isAdmin }: { templates: Templates; isAdmin: boolean }) {
  const settings = isAdmin ? (
    <Link to="/admin/settings#message-templates" className="font-semibold text-brand-700 underline">
      Edit the templates
    </Link>
  ) : (
    "An admin edits the templates in Admin Settings."
  );
  return (
    <AdminPanel headingId="lead-messages" heading="Send a message">
      {templates.length === 0 ? (
        <p className="mt-2 text-slate-600">
          No template suits this lead: each names details (a child, a school…) this lead does not have. {settings}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-600">
            Filled in with this lead&apos;s details; you can change the text before sending. {settings}
          </p>
          <ul className="mt-4 space-y-3">
            {templates.map((template) => (
              <li key={template.id} className="rounded-2xl bg-slate-50 p-4">
                <h3 className="font-bold">{template.name}</h3>
                <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{template.body}</p>
                <MessageButtons template={template} />
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminPanel>
  );
}

/**
 * Opens WhatsApp or the mail app with the message filled in (plain links, in a new tab for WhatsApp), then, once
 * it is sent, one tap logs it on the lead's history: opening a chat is not sending, so nothing is logged before.
 * With JavaScript the log button is brought to the fore after the message is opened.
 */
function MessageButtons({ template }: { template: Templates[number] }) {
  const [opened, setOpened] = useState<MessageChannel | null>(null);
  const channels = messageChannels.filter((channel) => (channel === "whatsapp" ? template.whatsApp : template.email));
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {template.whatsApp ? (
        <a
          href={template.whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => setOpened("whatsapp")}
          className={buttonClasses("primary", "sm")}
        >
          <MessageCircle aria-hidden="true" className="size-4" /> Open in WhatsApp
          <span className="sr-only">: {template.name} (opens in a new tab)</span>
        </a>
      ) : null}
      {template.email ? (
        <a href={template.email} onClick={() => setOpened("email")} className={buttonClasses("secondary", "sm")}>
          <Mail aria-hidden="true" className="size-4" /> E-mail it
          <span className="sr-only">: {template.name}</span>
        </a>
      ) : null}
      <Form method="post" className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="log-message" />
        <input type="hidden" name="template" value={template.id} />
        <span className="text-sm text-slate-600">Sent it? Log it:</span>
        {channels.map((channel) => (
          <button
            key={channel}
            type="submit"
            name="channel"
            value={channel}
            className={buttonClasses(opened === channel ? "primary" : "ghost", "sm")}
          >
            {messageSentLabels[channel]}
            <span className="sr-only">: {template.name}</span>
          </button>
        ))}
      </Form>
    </div>
  );
}

/** The same person's other enquiries (by phone or e-mail), so a returning parent is one story, not three. */
function OtherEnquiries({ lead, back }: { lead: Lead; back: string }) {
  const earlier = lead.others.filter((other) => other.earlier).length;
  return (
    <AdminPanel headingId="lead-others" heading={earlier > 0 ? "Earlier enquiries" : "Later enquiries"}>
      <p className="mt-2 text-slate-600">
        From the same phone number or e-mail address: {earlier} earlier, {lead.others.length - earlier} later.
      </p>
      <ul className="mt-3 space-y-2">
        {lead.others.map((other) => (
          <li
            key={`${other.kind}-${other.id}`}
            className="flex flex-wrap items-center gap-2 rounded-2xl bg-slate-50 p-3"
          >
            <span className="rounded-full bg-white px-2.5 py-0.5 text-sm font-semibold ring-1 ring-slate-200">
              {other.earlier ? "Earlier" : "Later"}
            </span>
            <StatusBadge status={other.status} />
            <Link
              to={`/admin/inbox/${other.kind}/${other.id}?back=${encodeURIComponent(back)}`}
              className="font-semibold text-brand-700 underline"
            >
              {kindLabels[other.kind]}: {other.topic}
            </Link>
            <span className="text-sm text-slate-600">
              received {indiaDateTime.format(new Date(other.createdAt))} · owner {other.ownerName ?? "nobody yet"}
            </span>
          </li>
        ))}
      </ul>
    </AdminPanel>
  );
}
