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
import { metaWithFiguresIn } from "#app/modules/site/meta.ts";
import { getCompanyFigures } from "#app/modules/site/company.server.ts";
import { getStats } from "#app/modules/site/shell.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";
import type { TFunction } from "i18next";
import { translator } from "#app/modules/i18n/i18n.ts";
import { defaultLanguage, pathInLanguage } from "#app/modules/i18n/languages.ts";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";
import { withNodes } from "#app/modules/i18n/ui/with-nodes.tsx";
import { statIn } from "#app/modules/site/stat-language.ts";

/**
 * The figures come from the same admin-edited stats as the home page; the leaders from Manage Leaders; the claims
 * only with their evidence.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const [stats, figures, leaders, credentials] = await Promise.all([
    getStats(),
    getCompanyFigures(),
    listShownLeaders(),
    listShownCredentials(),
  ]);
  return { stats: stats.map((stat) => statIn(stat, language)), figures, leaders, credentials, language };
}

export const meta: Route.MetaFunction = metaWithFiguresIn((language) => {
  const t = translator(language);
  return { title: t("about.title"), description: t("about.description") };
});

const values = (t: TFunction): IconCardItem[] => [
  { icon: Lightbulb, title: t("about.innovation"), text: t("about.innovationText") },
  { icon: Handshake, title: t("about.collaboration"), text: t("about.collaborationText") },
  { icon: Trophy, title: t("about.excellence"), text: t("about.excellenceText") },
  { icon: ShieldCheck, title: t("about.integrity"), text: t("about.integrityText") },
];

const enthusiasmPoints = (t: TFunction) => [t("about.enthusiasm1"), t("about.enthusiasm2"), t("about.enthusiasm3")];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { figures, language } = loaderData;
  const t = translator(language);
  // Content staff write in English (leaders, claims) is marked as such on a Hindi or Marathi page.
  const staffEnglish = language === defaultLanguage ? undefined : defaultLanguage;
  return (
    <>
      <PageHero title={t("about.heroTitle")} intro={t("about.heroIntro", { years: figures.years })} />

      <section aria-labelledby="mission-heading" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-700">
          <Sparkles aria-hidden="true" className="size-4" /> {t("footer.tagline")}
        </p>
        <SectionHeading id="mission-heading" className="mt-4">
          {t("about.missionHeading")}
        </SectionHeading>
        <p className="mt-5 text-lg text-slate-700 sm:text-xl">{t("about.mission")}</p>
        <p className="mt-4 text-lg text-slate-700">{t("about.missionTogether")}</p>
      </section>

      <FactsSection headingId="legacy-heading" title={t("about.legacyHeading")} facts={loaderData.stats}>
        <p className="mt-5 text-lg text-slate-700">
          {withNodes((markers) => t("about.began", markers), {
            place: (
              <span className="inline-flex items-baseline gap-1 font-semibold text-brand-700">
                <MapPin aria-hidden="true" className="size-4 self-center" />
                {/* Where it all started: history, not the office's address (which staff keep up to date). */}
                {t("about.firstPlace")}
              </span>
            ),
          })}
        </p>
        <p className="mt-4 text-lg text-slate-700">{t("about.grew", figures)}</p>
        <div lang={staffEnglish}>
          <ClaimsSentence credentials={loaderData.credentials} className="mt-4 text-lg text-slate-700" />
        </div>
      </FactsSection>

      <IllustratedSection
        headingId="enthusiasm-heading"
        title={t("about.enthusiasmHeading")}
        art={<GrowthArt className="mx-auto max-w-md lg:order-last" />}
        columnsClassName="lg:grid-cols-2"
      >
        <p className="mt-5 text-lg text-slate-700">{t("about.enthusiasm")}</p>
        <TickList
          points={enthusiasmPoints(t)}
          className="mt-6 space-y-3"
          itemClassName="items-start gap-3 text-lg text-slate-700"
          iconClassName="mt-0.5"
        />
      </IllustratedSection>

      <IconCardSection
        headingId="values-heading"
        title={t("about.valuesHeading")}
        intro={t("about.valuesIntro")}
        band="bg-brand-50"
        items={values(t)}
        columns={4}
      />

      {/* Only people staff have named: the section is left out until there is one. */}
      {loaderData.leaders.length > 0 ? (
        <CentredSection
          headingId="leadership-heading"
          title={t("about.leadershipHeading")}
          intro={t("about.leadershipIntro")}
        >
          <ul lang={staffEnglish} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.leaders.map((leader) => (
              <LeaderCard key={leader.id} leader={leader} />
            ))}
          </ul>
        </CentredSection>
      ) : null}

      <CtaSection headingId="about-cta-heading" title={t("about.ctaHeading")} text={t("about.ctaText")}>
        <Link to={pathInLanguage("/contact", language)} className={buttonClasses("primary", "lg")}>
          {t("about.contactUs")} <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
        <Link to={pathInLanguage("/book-offline-demo", language)} className={buttonClasses("secondary", "lg")}>
          {t("about.bookDemo")}
        </Link>
      </CtaSection>
    </>
  );
}

export const handle = staticPageHandle;
