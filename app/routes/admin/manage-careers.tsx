import { MapPin } from "lucide-react";
import type { Route } from "./+types/manage-careers";
import { adminMeta } from "#app/modules/site/meta.ts";
import { Pill } from "#app/components/admin/pill.tsx";
import { RecordsPageTop, useRecordsInUrl } from "#app/components/admin/record-page.tsx";
import { RecordActions, RecordList } from "#app/components/admin/record-list.tsx";
import { RecordEditor, useRecordForm, type EditorResult } from "#app/components/admin/record-editor.tsx";
import { Choice, TextArea, TextInput, Tickbox } from "#app/modules/forms/ui/conform-fields.tsx";
import { CHECK_THE_FIELDS, notSaved } from "#app/modules/admin/record-answers.server.ts";
import { changeRow, type RecordKind } from "#app/modules/admin/record-actions.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import { JOB_CONFLICT, JOB_TYPES, JobActionSchema, JobOpeningSchema } from "#app/modules/content/jobs/job-admin.ts";
import { addJob, deleteJob, listJobsForAdmin, updateJob } from "#app/modules/content/jobs/job-admin.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Manage Careers");

export async function loader() {
  return { jobs: await listJobsForAdmin() };
}

const JOBS = {
  page: "/admin/manage-careers",
  name: "job opening",
  labels: { title: "Job title", location: "Location", description: "Description", requirements: "Key requirements" },
  toasts: { added: "Job Opening Added", updated: "Job Opening Updated", notSaved: "Job opening not saved" },
  conflict: JOB_CONFLICT,
  deletion: { done: "Job Opening Deleted", failed: "Could not delete the job opening." },
} satisfies RecordKind;

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, JobActionSchema);
  if (!submission.ok) return notSaved(JOBS.toasts.notSaved, CHECK_THE_FIELDS, submission.reply(), submission.status);
  return changeRow(request, submission, JOBS, { add: addJob, update: updateJob, remove: deleteJob });
}

type Job = Route.ComponentProps["loaderData"]["jobs"][number];

export default function ManageCareers({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { jobs } = loaderData;
  const { editing, deleting, adding } = useRecordsInUrl(jobs);
  return (
    <>
      <RecordsPageTop
        title="Manage Careers"
        addLabel="Add Job Opening"
        deleting={deleting}
        deletionText={(job) => (
          <>
            This will permanently delete the job opening “{job.title}”. Applications already received for it stay in the
            inbox.
          </>
        )}
      />
      {adding ? <JobForm key="new" lastResult={actionData?.result} /> : null}
      {editing ? (
        <JobForm key={`${editing.id}-${editing.version}`} job={editing} lastResult={actionData?.result} />
      ) : null}
      <RecordList
        rows={jobs}
        heading="Job openings"
        empty="No job openings yet. The Careers page invites people to send their CV instead."
        as="ul"
        className="mt-4 grid gap-4 md:grid-cols-2"
      >
        {(job) => (
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
            <RecordActions id={job.id} what={`: ${job.title}`} className="mt-4 flex flex-wrap gap-2" />
          </li>
        )}
      </RecordList>
    </>
  );
}

function JobForm({ job, lastResult }: { job?: Job; lastResult: EditorResult }) {
  // The browser checks the texts; the id and version are checked on the server.
  const defaultValue = job
    ? {
        title: job.title,
        location: job.location,
        type: job.type,
        description: job.description,
        requirements: job.requirements.join("\n"),
        isOpen: job.isOpen ? "on" : undefined,
      }
    : { isOpen: "on" };
  const editor = useRecordForm(JobOpeningSchema, { name: "job", record: job, lastResult, defaultValue });
  const { fields } = editor;
  return (
    <RecordEditor editor={editor} heading={job ? "Edit Job Opening" : "Add Job Opening"} layout="two-columns-from-md">
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
