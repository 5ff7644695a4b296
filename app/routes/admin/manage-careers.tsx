import type { SubmissionResult } from "@conform-to/react";
import { MapPin } from "lucide-react";
import type { Route } from "./+types/manage-careers";
import { adminMeta } from "#app/modules/site/meta.ts";
import { Pill } from "#app/components/admin/pill.tsx";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import {
  DeleteLink,
  EditLink,
  EmptyList,
  RecordEditor,
  RecordPageHeading,
  useRecordsInUrl,
} from "#app/components/admin/record-page.tsx";
import { Choice, TextArea, TextInput, Tickbox } from "#app/modules/forms/ui/conform-fields.tsx";
import { answerDeletion, CHECK_THE_FIELDS, notSaved } from "#app/modules/admin/record-answers.server.ts";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import { JOB_CONFLICT, JOB_TYPES, JobActionSchema, JobOpeningSchema } from "#app/modules/content/jobs/job-admin.ts";
import { addJob, deleteJob, listJobsForAdmin, updateJob } from "#app/modules/content/jobs/job-admin.server.ts";
import { recordDeleted } from "#app/modules/admin/lost-work.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Manage Careers");

export async function loader() {
  return { jobs: await listJobsForAdmin() };
}

const PAGE = "/admin/manage-careers";
const NOT_SAVED = "Job opening not saved";

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, JobActionSchema);
  if (!submission.ok) return notSaved(NOT_SAVED, CHECK_THE_FIELDS, submission.reply(), submission.status);
  const change = submission.value;
  switch (change.intent) {
    case "delete":
      return answerDeletion(PAGE, await deleteJob(change.id), {
        done: "Job Opening Deleted",
        failed: "Could not delete the job opening.",
      });
    case "update": {
      const { intent: _intent, ...edit } = change;
      const outcome = await updateJob(edit);
      if (outcome === "missing") {
        recordDeleted(request, { name: "job opening", againUrl: `${PAGE}?new=1` }, submission.formData, {
          title: "Job title",
          location: "Location",
          description: "Description",
          requirements: "Key requirements",
        });
      }
      if (outcome === "conflict") {
        return notSaved(NOT_SAVED, JOB_CONFLICT, submission.reply({ formErrors: [JOB_CONFLICT] }), 409);
      }
      return redirectWithToast(PAGE, { title: "Job Opening Updated" });
    }
    case "create": {
      const { intent: _intent, ...job } = change;
      await addJob(job);
      return redirectWithToast(PAGE, { title: "Job Opening Added" });
    }
  }
}

type Job = Route.ComponentProps["loaderData"]["jobs"][number];

export default function ManageCareers({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { jobs } = loaderData;
  const { editing, deleting, adding } = useRecordsInUrl(jobs);
  return (
    <>
      <RecordPageHeading title="Manage Careers" add={{ to: "?new=1", label: "Add Job Opening" }} />
      {deleting ? (
        <ConfirmDeletion id={deleting.id} cancelTo={PAGE}>
          This will permanently delete the job opening “{deleting.title}”. Applications already received for it stay in
          the inbox.
        </ConfirmDeletion>
      ) : null}
      {adding ? <JobForm key="new" lastResult={actionData?.result} /> : null}
      {editing ? (
        <JobForm key={`${editing.id}-${editing.version}`} job={editing} lastResult={actionData?.result} />
      ) : null}
      <h2 className="mt-10 text-2xl font-extrabold">Job openings</h2>
      {jobs.length === 0 ? (
        <EmptyList className="mt-4">
          No job openings yet. The Careers page invites people to send their CV instead.
        </EmptyList>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-col rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 className="text-lg font-bold">{job.title}</h3>
                <span className="flex gap-2">
                  <Pill tone="brand">{job.type}</Pill>
                  <Pill tone={job.isOpen ? "sky" : "amber"}>{job.isOpen ? "Open" : "Closed"}</Pill>
                </span>
              </div>
              <p className="mt-1 flex items-center gap-2 text-slate-600">
                <MapPin aria-hidden="true" className="size-4" /> {job.location}
              </p>
              <p className="mt-2 line-clamp-3 flex-1 text-slate-700">{job.description}</p>
              <p className="mt-2 text-sm text-slate-600">
                {job.requirements.length} {job.requirements.length === 1 ? "requirement" : "requirements"}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                <EditLink id={job.id} what={`: ${job.title}`} />
                <DeleteLink id={job.id}>
                  Delete<span className="sr-only">: {job.title}</span>
                </DeleteLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function JobForm({ job, lastResult }: { job?: Job; lastResult: SubmissionResult<string[]> | undefined }) {
  // The browser checks the texts; the id and version are checked on the server.
  const [form, fields] = useSchemaForm(JobOpeningSchema, {
    id: job ? `job-${job.id}` : "job-new",
    lastResult,
    defaultValue: job
      ? {
          title: job.title,
          location: job.location,
          type: job.type,
          description: job.description,
          requirements: job.requirements.join("\n"),
          isOpen: job.isOpen ? "on" : undefined,
        }
      : { isOpen: "on" },
  });
  return (
    <RecordEditor
      form={form}
      record={job}
      headingId="job-form-heading"
      heading={job ? "Edit Job Opening" : "Add Job Opening"}
      layout="two-columns-from-md"
      cancelTo={PAGE}
    >
      <TextInput field={fields.title} label="Job title" className="md:col-span-2" />
      <TextInput field={fields.location} label="Location" hint="e.g. Mumbai, or Remote / Online" />
      <Choice field={fields.type} label="Type" placeholder="Choose a type" options={JOB_TYPES} />
      <TextArea field={fields.description} label="Description" rows={4} className="md:col-span-2" />
      <TextArea
        field={fields.requirements}
        label="Key requirements"
        hint="One per line."
        rows={6}
        className="md:col-span-2"
      />
      <Tickbox field={fields.isOpen} className="md:col-span-2">
        Open (shown on the Careers page)
      </Tickbox>
    </RecordEditor>
  );
}
