import { Award, CheckCircle2, Download, GraduationCap, LineChart, Users, type LucideIcon } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/program";
import { env } from "#app/server/env.server.ts";
import { ErrorPage } from "#app/components/error-page.tsx";
import { getPublishedProgram } from "#app/modules/content/programs/programs.server.ts";
import {
  progressSentence,
  courseHighlights,
  type CourseHighlight,
} from "#app/modules/content/programs/program-page-text.ts";
import { HERO_SCRIM_CLASS } from "#app/modules/content/programs/program-colours.ts";
import { CourseFactBox } from "#app/modules/content/programs/ui/course-fact-box.tsx";
import { courseSheetHref } from "#app/modules/content/programs/course-sheet-href.ts";
import { listCourseTestimonials } from "#app/modules/content/testimonials/testimonials.server.ts";
import { CourseTestimonials } from "#app/modules/content/testimonials/ui/course-testimonials.tsx";
import { trialClassHref } from "#app/modules/leads/trial-link.ts";
import { IconList } from "#app/modules/pages/ui/lists.tsx";
import { NamedIcon } from "#app/modules/site/ui/icons.tsx";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";
import { JsonLd } from "#app/modules/site/ui/json-ld.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";
import { listCourseResults } from "#app/modules/schools/school-proof.server.ts";
import { ResultsSection } from "#app/modules/schools/ui/school-proof-sections.tsx";

export async function loader({ params, request }: Route.LoaderArgs) {
  const [program, testimonials, results] = await Promise.all([
    getPublishedProgram(params.id),
    listCourseTestimonials(params.id),
    listCourseResults(params.id),
  ]);
  if (!program) throw data(null, { status: 404 });
  return { program, testimonials, results, siteUrl: env().SITE_URL, language: requestLanguage(request) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({ matches, location, title: loaderData.program.title, description: loaderData.program.shortDescription })
    : [{ title: "Program not found | SkillSprouts" }, { name: "robots", content: "noindex" }];

const highlightIcons: Record<CourseHighlight, LucideIcon> = {
  "Expert Instructors": GraduationCap,
  "Interactive Sessions": Users,
  "Progress Tracking": LineChart,
  Certification: Award,
};
const highlights = courseHighlights.map((label) => ({ text: label, icon: highlightIcons[label] }));

export default function ProgramPage({ loaderData }: Route.ComponentProps) {
  const { program, testimonials, siteUrl } = loaderData;
  return (
    <>
      <JsonLd
        language={loaderData.language}
        data={{
          "@type": "Course",
          name: program.title,
          description: program.shortDescription,
          url: `${siteUrl}/programs/${program.id}`,
          provider: { "@type": "EducationalOrganization", name: "SkillSprouts", url: siteUrl },
        }}
      />
      <section className={cn("on-dark relative bg-gradient-to-br text-white", program.color)}>
        {/* The course's colours are light (yellow, lime, cyan): a scrim keeps white text readable on all of them. */}
        <div aria-hidden="true" className={cn("absolute inset-0", HERO_SCRIM_CLASS)} />
        <div className="relative mx-auto flex max-w-5xl flex-col items-center px-4 py-16 text-center sm:px-6">
          <NamedIcon name={program.icon} className="size-16 drop-shadow" />
          <h1 className="mt-4 text-4xl font-extrabold drop-shadow-sm sm:text-5xl">{program.title}</h1>
          <p className="mt-4 max-w-2xl text-lg font-medium">{program.shortDescription}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <article>
          <CourseFactBox course={program} />
          <h2 className="mt-10 text-3xl font-extrabold">Course Overview</h2>
          {program.fullDescription.split(/\n\n+/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
          <p className="mt-4 text-lg text-slate-700">{progressSentence(program)}</p>
          <p className="mt-4 text-lg text-slate-700">
            Want to see a class first?{" "}
            <Link to={trialClassHref(program.id)} className="font-semibold text-brand-700 underline">
              Book a free trial class
            </Link>{" "}
            for your child.
          </p>
          <ListSection title="What Will Students Learn?" items={program.learningOutcomes} />
          <ListSection title={`Benefits of Learning ${program.title}`} items={program.benefits} />
          <CourseTestimonials items={testimonials} courseTitle={program.title} />
        </article>
        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <Link to={trialClassHref(program.id)} className={buttonClasses("primary", "lg", "w-full")}>
            Book a Free Trial Class
          </Link>
          <Link to="/book-offline-demo" className={buttonClasses("secondary", "lg", "w-full")}>
            For schools: book a demo
          </Link>
          <a href={courseSheetHref(program.id)} download className={buttonClasses("ghost", "lg", "w-full")}>
            <Download aria-hidden="true" className="size-5" /> Download Course PDF
            <span className="sr-only"> (one-page course sheet)</span>
          </a>
          {program.brochureKey ? (
            <p className="text-center">
              <a href={`/media/${program.brochureKey}`} download className="font-semibold text-brand-700 underline">
                {program.brochureName ?? "Course brochure"} (PDF)
              </a>
            </p>
          ) : null}
          <section aria-labelledby="highlights-heading" className="rounded-3xl bg-slate-50 p-6">
            <h2 id="highlights-heading" className="text-xl font-extrabold">
              Course Highlights
            </h2>
            <IconList
              items={highlights}
              className="mt-4 space-y-3"
              itemClassName="items-center gap-3"
              iconClassName="size-6 text-brand-600"
            />
          </section>
        </aside>
      </div>
      <ResultsSection results={loaderData.results} showCourse={false} />
    </>
  );
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-extrabold">{title}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3 rounded-2xl bg-slate-50 p-4">
            <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <ErrorPage
      status={404}
      title="Program not found"
      text="We couldn't find that course. Have a look at our programs on the home page."
    />
  );
}

export const handle = staticPageHandle;
