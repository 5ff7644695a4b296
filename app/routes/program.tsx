import { Award, CheckCircle2, Download, GraduationCap, LineChart, Users, type LucideIcon } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/program";
import { env } from "#app/server/env.server.ts";
import { ErrorPage } from "#app/components/error-page.tsx";
import { getPublishedProgram } from "#app/modules/content/programs/programs.server.ts";
import { HERO_SCRIM_CLASS } from "#app/modules/content/programs/program-colours.ts";
import { CourseFactBox } from "#app/modules/content/programs/ui/course-fact-box.tsx";
import { courseSheetHref } from "#app/modules/content/programs/course-sheet-href.ts";
import { listCourseTestimonials } from "#app/modules/content/testimonials/testimonials.server.ts";
import { CourseTestimonials } from "#app/modules/content/testimonials/ui/course-testimonials.tsx";
import { trialClassHref } from "#app/modules/leads/trial-link.ts";
import { IconList } from "#app/modules/pages/ui/lists.tsx";
import { NamedIcon } from "#app/modules/site/ui/icons.tsx";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { pathInLanguage } from "#app/modules/i18n/languages.ts";
import { withNodes } from "#app/modules/i18n/ui/with-nodes.tsx";
import { programIn } from "#app/modules/content/programs/program-language.ts";
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
  const language = requestLanguage(request);
  // The course in the page's language, each text staff have not translated yet in English (marked on the page).
  return { program: programIn(program, language), testimonials, results, siteUrl: env().SITE_URL, language };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({ matches, location, title: loaderData.program.title, description: loaderData.program.shortDescription })
    : [{ title: "Program not found | SkillSprouts" }, { name: "robots", content: "noindex" }];

/** What every course page says besides the course's own record (Brainy says the same: program-page-text.ts). */
const highlights = [
  { key: "course.highlightExperts", icon: GraduationCap },
  { key: "course.highlightInteractive", icon: Users },
  { key: "course.highlightProgress", icon: LineChart },
  { key: "course.highlightCertificate", icon: Award },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

export default function ProgramPage({ loaderData }: Route.ComponentProps) {
  const { program, testimonials, siteUrl, language } = loaderData;
  const t = translator(language);
  const english = program.englishIn;
  const progress = program.progressNote.trim() || t("course.confidence", { course: program.title });
  const trialHref = pathInLanguage(trialClassHref(program.id), language);
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
          <h1 lang={english.title} className="mt-4 text-4xl font-extrabold drop-shadow-sm sm:text-5xl">
            {program.title}
          </h1>
          <p lang={english.shortDescription} className="mt-4 max-w-2xl text-lg font-medium">
            {program.shortDescription}
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <article>
          {/* The facts staff wrote in words (timings, certificate, fees) stay in English, marked row by row. */}
          <CourseFactBox course={program} title={program.title} language={language} />
          <h2 className="mt-10 text-3xl font-extrabold">{t("course.overview")}</h2>
          {program.fullDescription.split(/\n\n+/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)} lang={english.fullDescription} className="mt-4 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
          <p
            lang={program.progressNote.trim() ? english.progressNote : undefined}
            className="mt-4 text-lg text-slate-700"
          >
            {progress}
          </p>
          <p className="mt-4 text-lg text-slate-700">
            {withNodes((markers) => t("course.seeAClassFirst", markers), {
              link: (
                <Link to={trialHref} className="font-semibold text-brand-700 underline">
                  {t("course.bookTrialLink")}
                </Link>
              ),
            })}
          </p>
          <ListSection
            title={t("course.learnHeading")}
            items={program.learningOutcomes}
            lang={english.learningOutcomes}
          />
          <ListSection
            title={t("course.benefitsHeading", { course: program.title })}
            items={program.benefits}
            lang={english.benefits}
          />
          <CourseTestimonials
            items={testimonials}
            heading={t("course.testimonialsHeading", { course: program.title })}
          />
        </article>
        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <Link to={trialHref} className={buttonClasses("primary", "lg", "w-full")}>
            {t("shell.bookTrialClass")}
          </Link>
          <Link
            to={pathInLanguage("/book-offline-demo", language)}
            className={buttonClasses("secondary", "lg", "w-full")}
          >
            {t("course.schoolsDemo")}
          </Link>
          <a href={courseSheetHref(program.id)} download className={buttonClasses("ghost", "lg", "w-full")}>
            <Download aria-hidden="true" className="size-5" /> {t("course.downloadSheet")}
            <span className="sr-only">{t("course.sheetNote")}</span>
          </a>
          {program.brochureKey ? (
            <p className="text-center">
              <a href={`/media/${program.brochureKey}`} download className="font-semibold text-brand-700 underline">
                {program.brochureName ?? t("course.courseBrochure")} (PDF)
              </a>
            </p>
          ) : null}
          <section aria-labelledby="highlights-heading" className="rounded-3xl bg-slate-50 p-6">
            <h2 id="highlights-heading" className="text-xl font-extrabold">
              {t("course.highlightsHeading")}
            </h2>
            <IconList
              items={highlights.map((highlight) => ({ text: t(highlight.key), icon: highlight.icon }))}
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

function ListSection({ title, items, lang }: { title: string; items: string[]; lang: string | undefined }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-extrabold">{title}</h2>
      <ul lang={lang} className="mt-4 grid gap-3 sm:grid-cols-2">
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
