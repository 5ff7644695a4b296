import { randomUUID } from "node:crypto";
import { data, Link } from "react-router";
import type { Route } from "./+types/careers-apply";
import { ErrorPage } from "#app/components/error-page.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { getOpenJob } from "#app/modules/content/jobs.server.ts";
import { APPLIED, CV_TOO_LARGE, JobApplicationSchema, MAX_CV_BYTES } from "#app/modules/leads/application.ts";
import { submitJobApplication } from "#app/modules/leads/application.server.ts";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticUnsharedPageHandle } from "#app/modules/site/page-handles.ts";
import { Island } from "#app/islands/island.tsx";
import { formProps, inputProps, templateForm, textareaProps } from "#app/modules/forms/template-form.ts";
import { parseSubmission, storeOrAskAgain } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { Field, FormError, TextareaField } from "#app/ui/field.tsx";
import { HoneypotField, isHoneypotFilled } from "#app/ui/honeypot.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";
import { PrivacyNote } from "#app/components/privacy-note.tsx";

async function openJobOr404(id: string) {
  const job = /^\d{1,9}$/.test(id) ? await getOpenJob(Number(id)) : null;
  if (!job) throw data(null, { status: 404 });
  return job;
}

export async function loader({ params }: Route.LoaderArgs) {
  return { job: await openJobOr404(params.id), submissionId: randomUUID() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const job = await openJobOr404(params.id);
  const form = await parseSubmission(request, JobApplicationSchema, {
    files: { maxFileBytes: MAX_CV_BYTES, tooLarge: CV_TOO_LARGE },
    // A CV over the limit is read past (up to this much), so the fields after it are kept for the visitor.
    maxBodyBytes: 4 * MAX_CV_BYTES,
  });
  if (!form.ok) return data({ result: form.reply({ hideFields: ["cv"] }) }, { status: form.status });

  let outcome = "stored" as Awaited<ReturnType<typeof submitJobApplication>>;
  if (!isHoneypotFilled(form.formData)) {
    const store = async () => void (outcome = await submitJobApplication(job, form.value));
    const unavailable = await storeOrAskAgain(form, store, { hideFields: ["cv"] });
    if (unavailable) return unavailable;
  }
  if (outcome === "not-a-pdf") {
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
  const { job } = loaderData;
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
        <section
          aria-labelledby="application-heading"
          className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="application-heading" className="text-2xl font-extrabold">
            Your application
          </h2>
          <Island name="lead-form" props={{ schema: "application" }}>
            <form
              method="post"
              encType="multipart/form-data"
              {...formProps(form)}
              className="mt-6 grid gap-5 sm:grid-cols-2"
            >
              <FormError id={form.errorId} errors={form.errors} />
              <HoneypotField />
              <input type="hidden" name="submissionId" value={loaderData.submissionId} />
              <Field
                label="Full name"
                errors={fields.name.errors}
                inputProps={{ ...inputProps(fields.name, { type: "text" }), autoComplete: "name" }}
              />
              <Field
                label="Email"
                errors={fields.email.errors}
                inputProps={{ ...inputProps(fields.email, { type: "email" }), autoComplete: "email" }}
              />
              <Field
                label="Phone"
                errors={fields.phone.errors}
                inputProps={{ ...inputProps(fields.phone, { type: "tel" }), autoComplete: "tel" }}
              />
              <Field
                label="CV (PDF, up to 5 MB)"
                errors={fields.cv.errors}
                inputProps={{ ...inputProps(fields.cv, { type: "file" }), accept: "application/pdf,.pdf" }}
              />
              <TextareaField
                className="sm:col-span-2"
                label="Cover note"
                hint="A few lines about you and why this role suits you."
                errors={fields.coverNote.errors}
                controlProps={textareaProps(fields.coverNote)}
              />
              <PrivacyNote className="sm:col-span-2">
                We use your application and CV only to consider you for this job.
              </PrivacyNote>
              <div className="sm:col-span-2">
                <StatusButton pendingLabel="Sending your application…">Send application</StatusButton>
              </div>
            </form>
          </Island>
        </section>
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
export const handle = staticUnsharedPageHandle;
