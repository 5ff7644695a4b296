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
import type { TFunction } from "i18next";
import { translator } from "#app/modules/i18n/i18n.ts";
import { languageOfPath, pathInLanguage } from "#app/modules/i18n/languages.ts";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({ matches, location, title: t("methodology.title"), description: t("methodology.description") });
};

const pillars = (t: TFunction): IconCardItem[] => [
  { icon: Sprout, title: t("methodology.skillTitle"), text: t("methodology.skillText") },
  { icon: Puzzle, title: t("methodology.activitiesTitle"), text: t("methodology.activitiesText") },
  { icon: BadgeCheck, title: t("methodology.trainersTitle"), text: t("methodology.trainersText") },
  { icon: ClipboardCheck, title: t("methodology.curriculumTitle"), text: t("methodology.curriculumText") },
  { icon: Brain, title: t("methodology.cognitiveTitle"), text: t("methodology.cognitiveText") },
  { icon: HeartHandshake, title: t("methodology.holisticTitle"), text: t("methodology.holisticText") },
];

/** The standards band names only the claims staff have given their evidence for (see /credentials). */
export async function loader({ request }: Route.LoaderArgs) {
  const credentials = await listShownCredentials();
  return { claims: credentials.map(({ kind, title }) => ({ kind, title })), language: requestLanguage(request) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { language } = loaderData;
  const t = translator(language);
  // A claim's name (ISO 9001:2015, NEP 2020) is staff's, and stands as a name in every language.
  const commitments: IconListItem[] = [
    ...loaderData.claims.map((claim) =>
      claim.kind === "certification"
        ? { icon: BadgeCheck, text: t("methodology.certified", { claim: claim.title }) }
        : { icon: ClipboardCheck, text: t("methodology.aligned", { claim: claim.title }) },
    ),
    { icon: Sprout, text: t("methodology.forAges") },
  ];
  return (
    <>
      <PageHero title={t("methodology.title")} intro={t("methodology.intro")}>
        <MethodologyHeroArt className="mx-auto mt-10 max-w-2xl" title={t("methodology.heroArt")} />
      </PageHero>

      <IconCardSection
        headingId="pillars-heading"
        title={t("methodology.howHeading")}
        intro={t("methodology.howIntro")}
        items={pillars(t)}
      />

      {loaderData.claims.length > 0 ? (
        <section aria-labelledby="standards-heading" className="bg-brand-700 text-white">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
            <h2 id="standards-heading" className="text-center text-2xl font-extrabold sm:text-3xl">
              {t("methodology.standardsHeading")}
            </h2>
            <IconList
              items={commitments}
              className="mt-8 grid gap-4 sm:grid-cols-3"
              itemClassName="items-center gap-3 rounded-2xl bg-white/10 p-4 text-lg font-semibold"
              iconClassName="size-7 shrink-0 text-sun-400"
            />
            <p className="mt-6 text-center">
              <Link to={pathInLanguage("/credentials", language)} className="font-semibold text-white underline">
                {t("methodology.evidence")}
              </Link>
            </p>
          </div>
        </section>
      ) : null}

      <CtaSection
        headingId="methodology-cta-heading"
        title={t("methodology.ctaHeading")}
        text={t("methodology.ctaText")}
      >
        <Link to={pathInLanguage("/#programs", language)} className={buttonClasses("primary", "lg")}>
          {t("methodology.exploreCourses")} <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
        <Link to={pathInLanguage("/book-offline-demo", language)} className={buttonClasses("secondary", "lg")}>
          {t("methodology.requestDemo")}
        </Link>
      </CtaSection>
    </>
  );
}

export const handle = staticPageHandle;
