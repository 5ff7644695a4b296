import { Briefcase, CheckCircle2, Mail, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/careers";
import { PageHero } from "#app/components/page-hero.tsx";
import { listOpenJobs } from "#app/modules/content/jobs/jobs.server.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { pageMeta } from "#app/modules/site/meta.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";
import { APPLIED } from "#app/modules/leads/application.ts";
import { readFlashEvent } from "#app/server/toast.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  // The thanks come from the one-time message of a real application (which bypasses the page cache), never from
  // the URL: a link cannot make the company's page say something.
  const [flash, jobs, details] = await Promise.all([
    readFlashEvent(request, APPLIED),
    listOpenJobs(),
    getCompanyDetails(),
  ]);
  return { jobs, applied: flash?.ref ?? null, careersEmail: details.emails.careers };
}

const title = "Careers";
const description =
  "Join a team that helps children love learning. We hire abacus trainers, Vedic Maths instructors, curriculum writers and partnership staff.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { jobs, applied, careersEmail } = loaderData;
  return (
    <>
      <PageHero title={title} intro={description} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {applied ? (
          <p
            role="status"
            className="mb-8 flex gap-3 rounded-2xl bg-brand-50 p-5 text-lg text-brand-900 ring-1 ring-brand-100"
          >
            <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
            Thank you for applying for {applied}! We have your application and CV, and will get back to you by e-mail.
          </p>
        ) : null}
        <h2 className="text-3xl font-extrabold">Current Openings</h2>
        {jobs.length === 0 ? (
          <p className="mt-6 text-lg text-slate-700">
            We currently don't have any open positions. Please check back later or send us your resume for future
            consideration.
          </p>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {jobs.map((job) => (
              <li key={job.id} className="flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h3 className="text-xl font-bold">{job.title}</h3>
                  <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
                    {job.type}
                  </span>
                </div>
                <p className="mt-2 flex items-center gap-2 text-slate-600">
                  <MapPin aria-hidden="true" className="size-4" /> {job.location}
                </p>
                <p className="mt-3 text-slate-700">{job.description}</p>
                <h4 className="mt-4 font-bold">Key Requirements</h4>
                <ul className="mt-2 flex-1 list-disc space-y-1 pl-5 text-slate-700">
                  {job.requirements.map((requirement) => (
                    <li key={requirement}>{requirement}</li>
                  ))}
                </ul>
                <Link to={`/careers/${job.id}/apply`} className={buttonClasses("primary", "md", "mt-6 self-start")}>
                  <Briefcase aria-hidden="true" className="size-5" /> Apply Now
                  <span className="sr-only"> for {job.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <section aria-labelledby="no-fit-heading" className="mt-12 rounded-3xl bg-amber-50 p-8 text-center">
          <h2 id="no-fit-heading" className="text-2xl font-extrabold">
            Don't See a Fit?
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">
            We are always glad to hear from people who love teaching children. Send us your CV and tell us how you would
            like to help.
          </p>
          <a
            href={`mailto:${careersEmail}?subject=${encodeURIComponent("Spontaneous Application")}`}
            className={buttonClasses("secondary", "lg", "mt-6")}
          >
            <Mail aria-hidden="true" className="size-5" /> Email Us Your CV
          </a>
        </section>
      </div>
    </>
  );
}

export const handle = staticPageHandle;
