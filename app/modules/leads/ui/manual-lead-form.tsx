import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { AdminPanel } from "#app/components/admin/record-page.tsx";
import { Choice, TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import { ErrorList, FormError } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";
import {
  channelLabels,
  entryChannels,
  manualKindLabels,
  manualLeadKinds,
  manualLeadSchema,
  type ManualLeadChoices,
  type ManualLeadKind,
} from "#app/modules/leads/manual-lead.ts";
import { TRIAL_MAX_AGE, TRIAL_MIN_AGE, trialSlots } from "#app/modules/leads/trial.ts";

/** What the lead is, as links: each kind's form is drawn by the server, so the choice works without JavaScript. */
export function ManualKindChoice({ kind }: { kind: ManualLeadKind }) {
  return (
    <nav aria-label="What is it?" className="mt-6 flex flex-wrap gap-2">
      {manualLeadKinds.map((name) => (
        <Link
          key={name}
          to={`?kind=${name}`}
          aria-current={name === kind ? "page" : undefined}
          className={cn(
            "inline-flex min-h-11 items-center rounded-full px-4 font-semibold",
            name === kind
              ? "bg-slate-900 text-white"
              : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100",
          )}
        >
          {manualKindLabels[name]}
        </Link>
      ))}
    </nav>
  );
}

const nameLabels: Record<ManualLeadKind, string> = {
  trials: "Parent's name",
  messages: "Name",
  demos: "Contact person",
};

/**
 * The New lead form for one kind: how they got in touch, who they are and how to reach them, that kind's own
 * details (all optional but a demo's day), and the desk's follow-up day and first note. A refused form comes back
 * with what was typed and each error under its field.
 */
export function ManualLeadForm({
  kind,
  choices,
  lastResult,
}: {
  kind: ManualLeadKind;
  choices: ManualLeadChoices;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(manualLeadSchema(choices), {
    id: `new-lead-${kind}`,
    lastResult,
    defaultValue: { kind, channel: "phone-call" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
      <FormError id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="kind" value={kind} />
      <AdminPanel headingId="new-lead-who" heading="Who is it?" className="">
        <fieldset className="mt-4" aria-describedby={fields.channel.errors ? fields.channel.errorId : undefined}>
          <legend className="font-semibold text-slate-800">How did they get in touch?</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {entryChannels.map((channel) => {
              const { key: _key, ...radio } = getInputProps(fields.channel, { type: "radio", value: channel });
              return (
                <label key={channel} className="flex min-h-11 items-center gap-3 font-semibold text-slate-800">
                  <input {...radio} id={`${fields.channel.id}-${channel}`} className="size-5 accent-brand-600" />
                  {channelLabels[channel]}
                </label>
              );
            })}
          </div>
          <ErrorList id={fields.channel.errorId} errors={fields.channel.errors} />
        </fieldset>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextInput field={fields.name} label={nameLabels[kind]} autoComplete="off" className="sm:col-span-2" />
          <TextInput
            field={fields.phone}
            label="Phone"
            type="tel"
            autoComplete="off"
            hint="A phone number or an e-mail address is needed."
          />
          <TextInput field={fields.email} label="E-mail (optional)" type="email" autoComplete="off" />
        </div>
      </AdminPanel>
      <AdminPanel
        headingId="new-lead-details"
        heading={`${manualKindLabels[kind]}: what they said`}
        intro="Fill in what you know; the rest can wait."
        className=""
      >
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {kind === "trials" ? (
            <>
              <TextInput field={fields.childName} label="Child's name (optional)" autoComplete="off" />
              <Choice
                field={fields.childAge}
                label="Child's age (optional)"
                placeholder="Not said"
                options={Array.from({ length: TRIAL_MAX_AGE - TRIAL_MIN_AGE + 1 }, (_, i) => String(TRIAL_MIN_AGE + i))}
              />
              <Choice
                field={fields.courseName}
                label="Course (optional)"
                placeholder="Not said"
                options={choices.trials}
              />
              <Choice
                field={fields.preferredSlot}
                label="Preferred time (optional)"
                placeholder="Not said"
                options={trialSlots}
              />
            </>
          ) : null}
          {kind === "messages" ? (
            <>
              <TextInput field={fields.subject} label="Subject (optional)" className="sm:col-span-2" />
              <TextArea field={fields.message} label="What they asked (optional)" rows={4} className="sm:col-span-2" />
            </>
          ) : null}
          {kind === "demos" ? (
            <>
              <TextInput field={fields.schoolName} label="School (optional)" />
              <TextInput field={fields.location} label="Location (optional)" />
              <Choice
                field={fields.courseName}
                label="Course (optional)"
                placeholder="Not said"
                options={choices.demos}
              />
              <TextInput field={fields.preferredDate} label="Preferred date for the demo" type="date" />
              <TextInput field={fields.numberOfStudents} label="Number of students (optional)" />
            </>
          ) : null}
        </div>
      </AdminPanel>
      <AdminPanel
        headingId="new-lead-desk"
        heading="Follow-up"
        intro="The lead will be yours, and marked as read."
        className=""
      >
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextInput field={fields.followUpOn} label="Follow up on (optional)" type="date" />
          <TextArea
            field={fields.note}
            label="First note (optional)"
            hint="What was said on the call or at the desk. Notes cannot be changed later."
            rows={3}
            className="sm:col-span-2"
          />
        </div>
      </AdminPanel>
      <div className="flex flex-wrap gap-3">
        <StatusButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
          Save lead
        </StatusButton>
        <Link to="/admin/inbox" className={buttonClasses("ghost", "lg")}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
