import { ArrowRight, Handshake, Lightbulb, MapPin, ShieldCheck, Sparkles, Trophy } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/about-us";
import { PageHero } from "#app/components/page-hero.tsx";
import type { IconCardItem } from "#app/modules/pages/ui/cards.tsx";
import { TickList } from "#app/modules/pages/ui/lists.tsx";
import {
  CentredSection,
  CtaSection,
  FactsSection,
  IconCardSection,
  IllustratedSection,
  SectionHeading,
} from "#app/modules/pages/ui/sections.tsx";
import { listShownCredentials } from "#app/modules/schools/school-proof.server.ts";
import { ClaimsSentence } from "#app/modules/schools/ui/school-proof-sections.tsx";
import { GrowthArt } from "#app/modules/pages/ui/illustrations.tsx";
import { listShownLeaders } from "#app/modules/content/leaders/leaders.server.ts";
import { LeaderCard } from "#app/modules/content/leaders/ui/leader-card.tsx";
import { company } from "#app/modules/site/company.ts";
import { metaWithFigures } from "#app/modules/site/meta.ts";
import { getCompanyFigures } from "#app/modules/site/company.server.ts";
import { withFigures } from "#app/modules/site/figures.ts";
import { getStats } from "#app/modules/site/shell.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

const title = "About Us";
const description =
  "Meet SkillSprouts: {years} years, {schools} partner schools and {students} students growing sharper minds through Abacus, Vedic Maths, English and Coding.";

/**
 * The figures come from the same admin-edited stats as the home page; the leaders from Manage Leaders; the claims
 * only with their evidence.
 */
export async function loader() {
  const [stats, figures, leaders, credentials] = await Promise.all([
    getStats(),
    getCompanyFigures(),
    listShownLeaders(),
    listShownCredentials(),
  ]);
  return { stats, figures, leaders, credentials };
}

export const meta: Route.MetaFunction = metaWithFigures(title, description);

const values: IconCardItem[] = [
  {
    icon: Lightbulb,
    title: "Innovation",
    text: "We keep looking for better ways to teach, from hands-on abacus drills to a first, friendly look at AI, so lessons stay fresh and useful.",
  },
  {
    icon: Handshake,
    title: "Collaboration",
    text: "Children, parents, teachers and schools learn best together. We plan with our partner schools and keep families in the loop.",
  },
  {
    icon: Trophy,
    title: "Excellence",
    text: "Clear learning goals, trained instructors and regular assessments help every child make real, measurable progress.",
  },
  {
    icon: ShieldCheck,
    title: "Integrity",
    text: "We are honest about what children learn and how they are doing, and we treat every child, family and school with respect.",
  },
];

const enthusiasmPoints = [
  "Lessons built around games, puzzles, stories and hands-on kits",
  "Instructors who celebrate effort as much as the right answer",
  "Small wins every week that add up to lasting confidence",
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { figures } = loaderData;
  return (
    <>
      <PageHero
        title="About SkillSprouts"
        intro={`For ${figures.years} years we have helped children aged 4 to 14 grow sharper minds, clearer voices and creative confidence, in classrooms across India.`}
      />

      <section aria-labelledby="mission-heading" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-700">
          <Sparkles aria-hidden="true" className="size-4" /> {company.tagline}
        </p>
        <SectionHeading id="mission-heading" className="mt-4">
          Our Mission
        </SectionHeading>
        <p className="mt-5 text-lg text-slate-700 sm:text-xl">
          Our mission is to give every child the skills that matter beyond the exam: quick and confident thinking, clear
          communication and the courage to create. Through Abacus, Vedic Maths, Communicative English and Coding with an
          introduction to AI, we turn practice into joy and joy into lasting ability.
        </p>
        <p className="mt-4 text-lg text-slate-700">
          We do this hand in hand with schools and parents, so that what a child learns with us shows up in the
          classroom, at home and in everyday life.
        </p>
      </section>

      <FactsSection headingId="legacy-heading" title="A Legacy of Expertise" facts={loaderData.stats}>
        <p className="mt-5 text-lg text-slate-700">
          SkillSprouts began in{" "}
          <span className="inline-flex items-baseline gap-1 font-semibold text-brand-700">
            <MapPin aria-hidden="true" className="size-4 self-center" />
            {/* Where it all started: history, not the office's address (which staff keep up to date). */}
            Mira Road, Mumbai
          </span>
          , with small classes for children from our own neighbourhood and a simple belief: every child can love
          learning when it is hands-on, playful and pitched at the right level.
        </p>
        <p className="mt-4 text-lg text-slate-700">
          {withFigures(
            "Parents noticed the difference in focus and confidence, and schools began to ask us in. Over {years} years that one classroom has grown into a network of {schools} partner schools, with {teachers} teachers trained and {students} students taught.",
            figures,
          )}
        </p>
        <ClaimsSentence credentials={loaderData.credentials} className="mt-4 text-lg text-slate-700" />
      </FactsSection>

      <IllustratedSection
        headingId="enthusiasm-heading"
        title="Driven by Enthusiasm"
        art={<GrowthArt className="mx-auto max-w-md lg:order-last" />}
        columnsClassName="lg:grid-cols-2"
      >
        <p className="mt-5 text-lg text-slate-700">
          Experience tells us what works; enthusiasm is what makes it stick. Our trainers genuinely enjoy the moment a
          tricky sum clicks, a shy child speaks up or a first program runs, and children can feel it.
        </p>
        <TickList
          points={enthusiasmPoints}
          className="mt-6 space-y-3"
          itemClassName="items-start gap-3 text-lg text-slate-700"
          iconClassName="mt-0.5"
        />
      </IllustratedSection>

      <IconCardSection
        headingId="values-heading"
        title="Our Core Values"
        intro="Four values guide how we design our courses, train our people and work with every school."
        band="bg-brand-50"
        items={values}
        columns={4}
      />

      {/* Only people staff have named: the section is left out until there is one. */}
      {loaderData.leaders.length > 0 ? (
        <CentredSection
          headingId="leadership-heading"
          title="Our Leadership"
          intro="The educators who lead our courses, train our instructors and write for our blog."
        >
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.leaders.map((leader) => (
              <LeaderCard key={leader.id} leader={leader} />
            ))}
          </ul>
        </CentredSection>
      ) : null}

      <CtaSection
        headingId="about-cta-heading"
        title="Let's help your child grow"
        text="Have a question about our courses or school programs? Talk to our team, or book a free demo and see a SkillSprouts class for yourself."
      >
        <Link to="/contact" className={buttonClasses("primary", "lg")}>
          Contact Us <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
        <Link to="/book-offline-demo" className={buttonClasses("secondary", "lg")}>
          Book a Free Demo
        </Link>
      </CtaSection>
    </>
  );
}

export const handle = staticPageHandle;
