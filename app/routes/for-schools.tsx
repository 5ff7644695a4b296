import { BookOpenCheck, CalendarClock, ChartColumn, Download, GraduationCap, Package } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/for-schools";
import { PageHero } from "#app/components/page-hero.tsx";
import type { IconCardItem } from "#app/modules/pages/ui/cards.tsx";
import { StepNumber } from "#app/modules/pages/ui/lists.tsx";
import { CtaSection, FactsSection, IconCardSection, IllustratedSection } from "#app/modules/pages/ui/sections.tsx";
import { partnershipSteps, partnershipStepsTitle } from "#app/modules/pages/partnership.ts";
import { SchoolArt } from "#app/modules/pages/ui/illustrations.tsx";
import { schoolBrochurePdfHref } from "#app/modules/print-brochures/brochure-pdf-href.ts";
import { placeName, telHref } from "#app/modules/site/company-details.ts";
import { getCompanyDetails, getCompanyFigures } from "#app/modules/site/company.server.ts";
import { withFigures } from "#app/modules/site/figures.ts";
import { metaWithFigures } from "#app/modules/site/meta.ts";
import { getStats } from "#app/modules/site/shell.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";
import { getSchoolProof } from "#app/modules/schools/school-proof.server.ts";
import { SchoolProof } from "#app/modules/schools/ui/school-proof.tsx";
import { ClaimsSentence } from "#app/modules/schools/ui/school-proof-sections.tsx";

const title = "Partner with SkillSprouts";
const description =
  "Bring Abacus, Vedic Maths, English and Coding to your school: integrated curriculum, certified instructors, kits and progress reports. {schools} schools trust us.";

/**
 * The figures and the contact details come from Edit Site Content, as on every other page; the pricing model,
 * partners, case studies, results and claims from their own back-office pages.
 */
export async function loader() {
  const [stats, figures, details, proof] = await Promise.all([
    getStats(),
    getCompanyFigures(),
    getCompanyDetails(),
    getSchoolProof(),
  ]);
  return { stats, figures, details, proof };
}

export const meta: Route.MetaFunction = metaWithFigures(title, description);

const benefits: IconCardItem[] = [
  {
    icon: BookOpenCheck,
    title: "Integrated Curriculum",
    text: "Level-wise Abacus, Vedic Maths, Communicative English and Coding courses that sit alongside your academic plan, for children aged 4 to 14.",
  },
  {
    icon: GraduationCap,
    title: "Trained & Certified Instructors",
    text: "Our certified instructors teach the classes, and we can also train your own teachers. {teachers} teachers have trained with us so far.",
  },
  {
    icon: Package,
    title: "Kits, Tools & Materials",
    text: "Abacus kits, workbooks and activity materials arrive ready to use, so every child has something in hand from the very first lesson.",
  },
  {
    icon: ChartColumn,
    title: "Reports & Evaluation",
    text: "Regular assessments and clear progress reports help your coordinators and parents see how each child and each class is doing.",
  },
  {
    icon: CalendarClock,
    title: "Fits Your Timetable",
    text: "We plan sessions around your school's timetable and calendar, so programs run smoothly without disturbing core lessons.",
  },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { figures, details } = loaderData;
  return (
    <>
      <PageHero
        title={title}
        intro={withFigures(
          "With {years} years of experience and {schools} partner schools, we bring joyful, skill-based learning to your students: the curriculum, the trainers, the kits and the reports, all in one program.",
          figures,
        )}
      />

      <IconCardSection
        headingId="benefits-heading"
        title="Why choose us for your school"
        intro="A complete, ready-to-run skills program that supports your teachers and delights your students."
        items={benefits.map((item) => ({ ...item, text: withFigures(item.text, figures) }))}
      />

      <FactsSection headingId="numbers-heading" title="Experience you can rely on" facts={loaderData.stats}>
        <p className="mt-5 text-lg text-slate-700">
          From our home in {placeName(details)}, we have grown alongside our partner schools for {figures.years} years.
        </p>
        <ClaimsSentence credentials={loaderData.proof.credentials} className="mt-3 text-lg text-slate-700" />
      </FactsSection>

      <IllustratedSection
        headingId="steps-heading"
        title={partnershipStepsTitle}
        art={<SchoolArt className="mx-auto max-w-sm lg:max-w-md" />}
        columnsClassName="lg:grid-cols-[2fr_3fr]"
      >
        <ol className="mt-8 space-y-6">
          {partnershipSteps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <StepNumber number={index + 1} className="size-10 bg-brand-700 text-lg font-extrabold text-white" />
              <div>
                <h3 className="text-xl font-bold text-slate-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </IllustratedSection>

      <SchoolProof proof={loaderData.proof} />

      <CtaSection
        headingId="schools-cta-heading"
        title="Ready to bring SkillSprouts to your school?"
        text="Tell us about your school and we will prepare a proposal for you, or read our school brochure first."
        note={
          <>
            Prefer to talk? Call our school partnerships team on{" "}
            <a
              href={telHref(details.phones.schools)}
              className="font-semibold whitespace-nowrap text-brand-700 underline"
            >
              {details.phones.schools}
            </a>{" "}
            or write to{" "}
            <a href={`mailto:${details.emails.partners}`} className="font-semibold break-all text-brand-700 underline">
              {details.emails.partners}
            </a>
            .
          </>
        }
      >
        <Link
          to="/contact?subject=School%20partnership%20proposal#contact"
          className={buttonClasses("primary", "md", "text-center")}
        >
          Contact Us for a Proposal
        </Link>
        <a href={schoolBrochurePdfHref} download className={buttonClasses("secondary", "md", "text-center")}>
          <Download aria-hidden="true" className="size-4" /> Download the school brochure (PDF)
        </a>
      </CtaSection>
    </>
  );
}

export const handle = staticPageHandle;
