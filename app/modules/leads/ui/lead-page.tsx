import type { SubmissionResult } from "@conform-to/react";
import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminPanel } from "#app/components/admin/record-page.tsx";
import { indiaDateTime } from "#app/modules/admin/india-time.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { useActionToast, type ActionToast } from "#app/ui/use-action-toast.ts";
import { sourceLabel } from "../lead-source.ts";
import type { loadLead } from "../lead-page.server.ts";
import { callOutcomeLabels, callOutcomes, kindLabels } from "../pipeline.ts";
import { LanguageBadge, LeadContactLinks, StatusBadge } from "./lead-contact.tsx";
import { MessagesSection } from "./lead-messages.tsx";
import { HistorySection, OtherEnquiries, PipelineSection } from "./lead-page-sections.tsx";
import { TrashButton } from "./trash-forms.tsx";

export type LeadPageData = Awaited<ReturnType<typeof loadLead>>;

/** A lead in the inbox: what they sent, its pipeline, messages to send, other enquiries and its history. */
export function LeadPage({
  loaderData,
  lastResult,
  toast,
}: {
  loaderData: LeadPageData;
  lastResult: SubmissionResult<string[]> | undefined;
  toast: ActionToast;
}) {
  // CVs are for admins only (inbox-cv.ts), as are the message templates' settings.
  const { lead, owners, back, isAdmin } = loaderData;
  useActionToast(toast);
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
            <LanguageBadge language={lead.language} />
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
        <PipelineSection lead={lead} owners={owners} lastResult={lastResult} />
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
