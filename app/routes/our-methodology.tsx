import { ArrowRight, BadgeCheck, Brain, ClipboardCheck, HeartHandshake, Puzzle, Sprout } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/our-methodology";
import { PageHero } from "#app/components/page-hero.tsx";
import type { IconCardItem } from "#app/modules/pages/ui/cards.tsx";
import { IconList, type IconListItem } from "#app/modules/pages/ui/lists.tsx";
import { CtaSection, IconCardSection } from "#app/modules/pages/ui/sections.tsx";
import { listShownCredentials } from "#app/modules/schools/school-proof.server.ts";
import { MethodologyHeroArt } from "#app/modules/pages/ui/illustrations.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

const title = "Our Methodology";
const description =
  "Skill-based, hands-on and joyful: how SkillSprouts trainers, structured lessons and regular assessments turn practice into lasting confidence.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

const pillars: IconCardItem[] = [
  {
    icon: Sprout,
    title: "Skill-Based Learning Philosophy",
    text: "We teach skills, not just answers. Children practise a little every week, so concentration, memory and confidence grow step by step and carry over into every subject.",
  },
  {
    icon: Puzzle,
    title: "Interactive & Engaging Activities",
    text: "Games, puzzles, role-plays, stories and hands-on kits keep every child busy doing, not just listening. When learning feels like play, children want to come back for more.",
  },
  {
    icon: BadgeCheck,
    title: "Certified & Passionate Trainers",
    text: "Our instructors are trained and certified in the SkillSprouts method before they teach a class. They bring patience, energy and genuine care for each child's progress.",
  },
  {
    icon: ClipboardCheck,
    title: "Structured Curriculum & Assessments",
    text: "Each course moves through clear levels with defined learning goals. Regular assessments and progress reports show children, parents and schools exactly how far they have come.",
  },
  {
    icon: Brain,
    title: "Focus on Cognitive Development",
    text: "Abacus, Vedic Maths and Coding exercise attention, memory, logic and visualisation. Children learn to think quickly, reason clearly and solve problems on their own.",
  },
  {
    icon: HeartHandshake,
    title: "Holistic Development Approach",
    text: "Alongside sharper thinking we nurture communication, teamwork and self-belief. Communicative English helps children speak up, while group activities teach them to listen and collaborate.",
  },
];

/** The standards band names only the claims staff have given their evidence for (see /credentials). */
export async function loader() {
  const credentials = await listShownCredentials();
  return { claims: credentials.map(({ kind, title }) => ({ kind, title })) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const commitments: IconListItem[] = [
    ...loaderData.claims.map((claim) =>
      claim.kind === "certification"
        ? { icon: BadgeCheck, text: `${claim.title} certified` }
        : { icon: ClipboardCheck, text: `Aligned with ${claim.title}` },
    ),
    { icon: Sprout, text: "Designed for children aged 4 to 14" },
  ];
  return (
    <>
      <PageHero
        title={title}
        intro="Skill-based, hands-on and joyful. Here is how we turn short, regular practice into skills and confidence that last."
      >
        <MethodologyHeroArt className="mx-auto mt-10 max-w-2xl" />
      </PageHero>

      <IconCardSection
        headingId="pillars-heading"
        title="How We Teach"
        intro="Six principles shape every SkillSprouts class, whether it runs in a partner school or with a small group of children."
        items={pillars}
      />

      {loaderData.claims.length > 0 ? (
        <section aria-labelledby="standards-heading" className="bg-brand-700 text-white">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
            <h2 id="standards-heading" className="text-center text-2xl font-extrabold sm:text-3xl">
              Built on recognised standards
            </h2>
            <IconList
              items={commitments}
              className="mt-8 grid gap-4 sm:grid-cols-3"
              itemClassName="items-center gap-3 rounded-2xl bg-white/10 p-4 text-lg font-semibold"
              iconClassName="size-7 shrink-0 text-sun-400"
            />
            <p className="mt-6 text-center">
              <Link to="/credentials" className="font-semibold text-white underline">
                See the evidence for each
              </Link>
            </p>
          </div>
        </section>
      ) : null}

      <CtaSection
        headingId="methodology-cta-heading"
        title="See our methodology in action"
        text="Browse our Abacus, Vedic Maths, Communicative English and Coding courses, or request a demo class at your school."
      >
        <Link to="/#programs" className={buttonClasses("primary", "lg")}>
          Explore Our Courses <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
        <Link to="/book-offline-demo" className={buttonClasses("secondary", "lg")}>
          Request a Demo
        </Link>
      </CtaSection>
    </>
  );
}

export const handle = staticPageHandle;
