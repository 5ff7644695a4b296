import { data, Link } from "react-router";
import type { Route } from "./+types/careers-apply";
import { honeypotProps } from "#app/modules/forms/honeypot.server.ts";
import { ErrorPage } from "#app/components/error-page.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { getOpenJob } from "#app/modules/content/jobs/jobs.server.ts";
import { APPLIED, CV_TOO_LARGE, JobApplicationSchema, MAX_CV_BYTES } from "#app/modules/leads/application.ts";
import { submitJobApplication } from "#app/modules/leads/application.server.ts";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";
import { LeadForm, LeadFormCard } from "#app/modules/leads/ui/lead-form.tsx";
import {
  TemplateEmailField,
  TemplateInputField,
  TemplateNameField,
  TemplatePhoneField,
  TemplateTextareaField,
} from "#app/modules/forms/ui/template-fields.tsx";
import { templateForm } from "#app/modules/forms/template-form.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { storeLead } from "#app/modules/leads/store-lead.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";

async function openJobOr404(id: string) {
  const job = /^\d{1,9}$/.test(id) ? await getOpenJob(Number(id)) : null;
  if (!job) throw data(null, { status: 404 });
  return job;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  return {
    job: await openJobOr404(params.id),
    honeypot: await honeypotProps(),
    // The form is in English everywhere yet; its privacy note links to the notice in the page's language.
    language: requestLanguage(request),
  };
}

export async function action(args: Route.ActionArgs) {
  const job = await openJobOr404(args.params.id);
  const form = await parseSubmission(args.request, JobApplicationSchema, {
    files: { maxFileBytes: MAX_CV_BYTES, tooLarge: CV_TOO_LARGE },
    // A CV over the limit is read past (up to this much), so the fields after it are kept for the visitor.
    maxBodyBytes: 4 * MAX_CV_BYTES,
  });
  if (!form.ok) return data({ result: form.reply({ hideFields: ["cv"] }) }, { status: form.status });

  // The opening is part of what was sent: the same answers to another opening are another application.
  const { unavailable, stored } = await storeLead(
    args,
    form,
    `application:${job.id}`,
    (input, source) => submitJobApplication(job, input, source),
    { hideFields: ["cv"] },
  );
  if (unavailable) return unavailable;
  if (stored === "not-a-pdf") {
    return data(
      {
        result: form.reply({
          fieldErrors: { cv: ["That file is not a PDF. Please attach your CV as a PDF file."] },
          hideFields: ["cv"],
        }),
      },
      { status: 400 },
    );
  }
  return redirectWithToast("/careers", {
    title: "Application received",
    description: `Thank you for applying for ${job.title}.`,
    event: APPLIED,
    ref: job.title.slice(0, 100),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({
        matches,
        location,
        title: `Apply: ${loaderData.job.title}`,
        description: `Apply for ${loaderData.job.title} (${loaderData.job.type}, ${loaderData.job.location}) at SkillSprouts.`,
      })
    : [{ title: "Opening not found | SkillSprouts" }];

export default function Apply({ loaderData, actionData }: Route.ComponentProps) {
  const { job, language } = loaderData;
  const [form, fields] = templateForm({
    id: "job-application",
    schema: JobApplicationSchema,
    lastResult: actionData?.result,
  });
  return (
    <>
      <PageHero title={`Apply: ${job.title}`} intro={`${job.type} · ${job.location}`} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Link to="/careers" className="font-semibold text-brand-700 underline">
          ← All openings
        </Link>
        <LeadFormCard headingId="application-heading" heading="Your application" className="mt-6">
          <LeadForm
            language={language}
            schema="application"
            honeypot={loaderData.honeypot}
            form={form}
            encType="multipart/form-data"
            privacyNote="We use your application and CV only to consider you for this job."
            submitLabel="Send application"
            pendingLabel="Sending your application…"
          >
            <TemplateNameField field={fields.name} label="Full name" />
            <TemplateEmailField field={fields.email} />
            <TemplatePhoneField field={fields.phone} />
            <TemplateInputField
              field={fields.cv}
              label="CV (PDF, up to 5 MB)"
              type="file"
              accept="application/pdf,.pdf"
            />
            <TemplateTextareaField
              field={fields.coverNote}
              label="Cover note"
              hint="A few lines about you and why this role suits you."
              className="sm:col-span-2"
            />
          </LeadForm>
        </LeadFormCard>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <ErrorPage
      status={404}
      title="This opening is no longer available"
      text="Have a look at our current openings, or send us your CV."
    />
  );
}

// Sent without the framework: the form posts as plain HTML, and the page script checks it with the same schema.
export const handle = staticPageHandle;
