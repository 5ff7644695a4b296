import type { SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import { AdminPanel, IntentForm } from "#app/components/admin/record-page.tsx";
import { indiaDateTime } from "#app/modules/admin/india-time.ts";
import { useSubmittingIntent } from "#app/modules/admin/intent.ts";
import { Choice, TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { cn } from "#app/ui/cn.ts";
import { StatusButton } from "#app/ui/status-button.tsx";
import type { loadLead } from "../lead-page.server.ts";
import { kindLabels, leadStatuses, PipelineForm, statusLabels } from "../pipeline.ts";
import { StatusBadge } from "./lead-contact.tsx";

type Lead = Awaited<ReturnType<typeof loadLead>>["lead"];
type Timeline = Awaited<ReturnType<typeof loadLead>>["timeline"];
type LastResult = SubmissionResult<string[]> | undefined;

export function PipelineSection({
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
export function HistorySection({ timeline }: { timeline: Timeline }) {
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

/** The same person's other enquiries (by phone or e-mail), so a returning parent is one story, not three. */
export function OtherEnquiries({ lead, back }: { lead: Lead; back: string }) {
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
