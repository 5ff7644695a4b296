import { data, Link } from "react-router";
import type { Route } from "./+types/new-lead";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { submissionIdFor } from "#app/modules/forms/submission-key.server.ts";
import { channelLabels, manualKindLabels, manualKindOf, manualLeadSchema } from "#app/modules/leads/manual-lead.ts";
import { manualLeadChoices, storeManualLead } from "#app/modules/leads/manual-lead.server.ts";
import { ManualKindChoice, ManualLeadForm } from "#app/modules/leads/ui/manual-lead-form.tsx";
import { adminMeta } from "#app/modules/site/meta.ts";
import { parseSubmission, storeOrAskAgain } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";

export const meta: Route.MetaFunction = () => adminMeta("New lead");

/** The page for a lead that came by phone or to the office: staff and admins alike, as the desk's daily work. */
export async function loader({ request }: Route.LoaderArgs) {
  return { kind: manualKindOf(new URL(request.url)), choices: await manualLeadChoices() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseSubmission(request, manualLeadSchema(await manualLeadChoices()));
  if (!submission.ok) {
    const toast = { title: "Not saved", description: "Please check the form." };
    return data({ result: submission.reply(), toast }, { status: submission.status });
  }
  const lead = submission.value;
  const staff = getStaff(context);
  // As a form's lead: the same form sent twice (a double tap, a resend) is one lead; by whom is part of it.
  const submissionId = await submissionIdFor({ request, context }, `staff-entry-${lead.kind}`, {
    ...lead,
    enteredBy: staff.id,
  });
  let stored: { id: number; created: boolean } | undefined;
  const unavailable = await storeOrAskAgain(submission, async () => {
    stored = await storeManualLead(lead, staff, submissionId);
  });
  // The database did not answer: the form comes back as typed, asking to send it again (with JavaScript, a toast).
  if (unavailable)
    return data({ ...unavailable.data, toast: { title: "Not saved yet" } }, unavailable.init ?? undefined);
  if (!stored) throw new Error("the lead was neither stored nor refused");
  const what = manualKindLabels[lead.kind].toLowerCase();
  describeAdminWrite(
    context,
    `Entered a ${what} from ${lead.name} (${channelLabels[lead.channel].toLowerCase()})${lead.note ? ` with a note: ${lead.note.slice(0, 200)}` : ""}`,
  );
  return redirectWithToast(`/admin/inbox/${lead.kind}/${stored.id}`, {
    title: stored.created ? "Lead saved" : "Already saved",
    description: stored.created
      ? "It is yours; no mail was sent to them or to staff."
      : "This lead had been saved once already.",
  });
}

export default function NewLead({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, choices } = loaderData;
  useActionToast(actionData?.toast);
  return (
    <>
      <p className="mt-2">
        <Link to="/admin/inbox" className="font-semibold text-brand-700 underline">
          ← Back to the inbox
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold">New lead</h1>
      <p className="mt-1 text-slate-600">
        An enquiry by phone or at the office. Only a name and a phone number (or e-mail) are needed.
      </p>
      <ManualKindChoice kind={kind} />
      <ManualLeadForm
        // A new form for each kind, so what the previous kind's fields held is not carried across.
        key={kind}
        kind={kind}
        choices={choices}
        lastResult={actionData?.result}
      />
    </>
  );
}
