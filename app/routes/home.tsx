import { ArrowRight, BookOpenCheck, Brain, Gamepad2, Languages, Laptop, School, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { AbacusFrame } from "#app/components/category-art.tsx";
import { FactsList } from "#app/modules/pages/ui/cards.tsx";
import { TickList } from "#app/modules/pages/ui/lists.tsx";
import { env } from "#app/server/env.server.ts";
import { TestimonialCarousel } from "#app/modules/content/testimonials/ui/testimonial-carousel.tsx";
import { listProgramCards } from "#app/modules/content/programs/programs.server.ts";
import { listTestimonials } from "#app/modules/content/testimonials/testimonials.server.ts";
import { company } from "#app/modules/site/company.ts";
import { placeName, socialLinks } from "#app/modules/site/company-details.ts";
import { getCompanyDetails, getCompanyFigures } from "#app/modules/site/company.server.ts";
import { withFigures } from "#app/modules/site/figures.ts";
import { NamedIcon } from "#app/modules/site/ui/icons.tsx";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";
import type { TFunction } from "i18next";
import { translator } from "#app/modules/i18n/i18n.ts";
import { languageOfPath, pathInLanguage } from "#app/modules/i18n/languages.ts";
import { programIn } from "#app/modules/content/programs/program-language.ts";
import { langWhereDiffers } from "#app/modules/i18n/content-language.ts";
import { heroIn } from "#app/modules/site/hero.ts";
import { statIn } from "#app/modules/site/stat-language.ts";
import { JsonLd } from "#app/modules/site/ui/json-ld.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";
import { getHeroContent, getStats } from "#app/modules/site/shell.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { trialClassHref } from "#app/modules/leads/trial-link.ts";
import { cn } from "#app/ui/cn.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const [hero, programs, stats, testimonials, figures, details] = await Promise.all([
    getHeroContent(),
    listProgramCards(),
    getStats(),
    listTestimonials(),
    getCompanyFigures(),
    getCompanyDetails(),
  ]);
  const language = requestLanguage(request);
  const shownHero = heroIn(hero, language);
  // The hero text may quote the figures ({schools}); it says what the figures below it say.
  return {
    siteUrl: env().SITE_URL,
    language,
    hero: { ...shownHero, subtitle: withFigures(shownHero.subtitle, figures) },
    // Each course in the page's language (only what the card shows goes to the page).
    programs: programs.map((program) => programIn(program, language)),
    stats: stats.map((stat) => statIn(stat, language)),
    testimonials,
    figures,
    details,
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    title: "SkillSprouts",
    description: translator(languageOfPath(location.pathname))("home.description"),
  });

const uniqueCards = (t: TFunction) => [
  { icon: Brain, title: t("home.cognitiveTitle"), text: t("home.cognitiveText") },
  { icon: Languages, title: t("home.languageTitle"), text: t("home.languageText") },
  { icon: Laptop, title: t("home.digitalTitle"), text: t("home.digitalText") },
  { icon: School, title: t("home.schoolTitle"), text: t("home.schoolText") },
];

/** The two things children can do on the site itself, side by side under the courses. */
const playCards = (t: TFunction) => [
  {
    icon: BookOpenCheck,
    title: t("home.storyTitle"),
    text: t("home.storyText"),
    to: "/story-time",
    cta: t("home.storyCta"),
    colour: "from-violet-500 to-fuchsia-500",
  },
  {
    icon: Gamepad2,
    title: t("home.gamesTitle"),
    text: t("home.gamesText"),
    to: "/fun-zone",
    cta: t("home.gamesCta"),
    colour: "from-sky-500 to-indigo-600",
  },
];

const schoolPoints = (t: TFunction) => [
  t("home.schoolPoint1"),
  t("home.schoolPoint2"),
  t("home.schoolPoint3"),
  t("home.schoolPoint4"),
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { siteUrl, hero, programs, stats, testimonials, figures, details, language } = loaderData;
  const t = translator(language);
  const href = (path: string) => pathInLanguage(path, language);

  return (
    <>
      <JsonLd
        language={loaderData.language}
        data={{
          "@type": "EducationalOrganization",
          name: company.name,
          url: siteUrl,
          email: details.emails.general,
          telephone: details.phones.general,
          slogan: company.tagline,
          address: {
            "@type": "PostalAddress",
            ...(details.address.street ? { streetAddress: details.address.street } : {}),
            addressLocality: placeName(details),
            addressRegion: details.address.region,
            ...(details.address.postalCode ? { postalCode: details.address.postalCode } : {}),
            addressCountry: details.address.country,
          },
          geo: { "@type": "GeoCoordinates", latitude: details.map.latitude, longitude: details.map.longitude },
          sameAs: socialLinks(details).map((social) => social.href),
        }}
      />
      <section id="home" className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-amber-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm">
              <Sparkles aria-hidden="true" className="size-4 text-sun-500" />{" "}
              {t("home.trustedBy", { schools: figures.schools })}
            </p>
            <h1
              lang={langWhereDiffers(hero.lang, language)}
              className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
            >
              {hero.title}
            </h1>
            <p lang={langWhereDiffers(hero.lang, language)} className="mt-5 max-w-xl text-lg text-slate-600 sm:text-xl">
              {hero.subtitle}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={href(trialClassHref())} className={buttonClasses("primary", "lg")}>
                {t("shell.bookTrialClass")}
              </Link>
              <Link to={href("/#programs")} className={buttonClasses("secondary", "lg")}>
                {t("home.exploreCourses")} <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </div>
          </div>
          <HeroArt title={t("home.heroArt")} />
        </div>
      </section>

      {/* Drawn with the first screen, not `below-fold`: "Our Courses" links to #programs just after it, and a part
          above a link's target that is drawn only on arrival changes height under the visitor and moves the target. */}
      <section aria-labelledby="unique-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <CentredHeading id="unique-heading">{t("home.uniqueHeading")}</CentredHeading>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {uniqueCards(t).map((card) => (
            <li key={card.title} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
              <card.icon aria-hidden="true" className="size-10 rounded-2xl bg-brand-50 p-2 text-brand-600" />
              <h3 className="mt-4 text-xl font-bold">{card.title}</h3>
              <p className="mt-2 text-slate-600">{card.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="programs" aria-labelledby="programs-heading" className="bg-slate-50 below-fold">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <CentredHeading id="programs-heading">{t("home.coursesHeading")}</CentredHeading>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {programs.map((program) => (
              <li
                key={program.id}
                className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                <div className={cn("flex h-28 items-center justify-center bg-gradient-to-br", program.color)}>
                  <NamedIcon name={program.icon} className="size-14 text-white drop-shadow" />
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 lang={program.englishIn.title} className="text-xl font-bold">
                    {program.title}
                  </h3>
                  {program.ageRange ? (
                    <p lang={program.englishIn.ageRange} className="text-sm font-semibold text-brand-700">
                      {program.ageRange}
                    </p>
                  ) : null}
                  <p lang={program.englishIn.shortDescription} className="mt-2 flex-1 text-slate-600">
                    {program.shortDescription}
                  </p>
                  <Link
                    to={href(`/programs/${program.id}`)}
                    className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
                  >
                    {t("home.learnMore")}
                    <span className="sr-only">{t("home.learnMoreAbout", { course: program.title })}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-label={t("home.playLabel")}
        className="mx-auto grid max-w-7xl gap-6 px-4 py-16 below-fold sm:px-6 md:grid-cols-2"
      >
        {playCards(t).map((card) => (
          <div key={card.to} className={`rounded-3xl bg-gradient-to-br ${card.colour} p-8 text-white`}>
            <card.icon aria-hidden="true" className="size-10" />
            <h2 className="mt-4 text-2xl font-extrabold">{card.title}</h2>
            <p className="mt-2 text-white/90">{card.text}</p>
            <Link to={href(card.to)} className={buttonClasses("light", "md", "mt-6")}>
              {card.cta}
            </Link>
          </div>
        ))}
      </section>

      <section aria-labelledby="schools-heading" className="on-dark bg-brand-700 text-white below-fold">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 sm:px-6 md:grid-cols-[1fr_auto]">
          <div>
            <h2 id="schools-heading" className="text-3xl font-extrabold">
              {t("home.schoolsHeading")}
            </h2>
            <TickList
              points={schoolPoints(t)}
              className="mt-6 grid gap-3 sm:grid-cols-2"
              itemClassName="items-center gap-3 text-lg"
            />
          </div>
          <Link to={href("/for-schools")} className={buttonClasses("light", "lg")}>
            {t("home.becomePartner")}
          </Link>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="bg-slate-50 below-fold">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <CentredHeading id="testimonials-heading">{t("home.testimonialsHeading")}</CentredHeading>
          <div className="mt-10">
            <TestimonialCarousel items={testimonials} />
          </div>
        </div>
      </section>

      <section aria-labelledby="stats-heading" className="mx-auto max-w-7xl px-4 py-16 below-fold sm:px-6">
        <CentredHeading id="stats-heading">{t("home.statsHeading")}</CentredHeading>
        <FactsList facts={stats} layout="row" className="mt-10" />
      </section>

      <section
        id="contact"
        aria-labelledby="cta-heading"
        className="bg-gradient-to-r from-amber-100 to-brand-100 below-fold"
      >
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
          <h2 id="cta-heading" className="text-3xl font-extrabold sm:text-4xl">
            {t("home.ctaHeading")}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{t("home.ctaText")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={href(trialClassHref())} className={buttonClasses("primary", "lg")}>
              {t("shell.bookTrialClass")}
            </Link>
            <Link to={href("/book-offline-demo")} className={buttonClasses("secondary", "lg")}>
              {t("shell.schoolsBookDemo")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

/** The home page's section headings: centred, and larger from tablets up. */
function CentredHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-center text-3xl font-extrabold sm:text-4xl">
      {children}
    </h2>
  );
}

const heroBeads = ["#ef4444", "#3b82f6", "#22c55e", "#a855f7"] as const;

function HeroArt({ title }: { title: string }) {
  return (
    <svg viewBox="0 0 480 380" role="img" aria-labelledby="hero-art-title" className="mx-auto w-full max-w-md">
      <title id="hero-art-title">{title}</title>
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#bbf7d0" />
          <stop offset="1" stopColor="#fde68a" />
        </linearGradient>
      </defs>
      <rect x="20" y="20" width="440" height="340" rx="48" fill="url(#hero-sky)" />
      <AbacusFrame x={70} y={90} width={170} radius={16} rodColour="#fcd34d" beadColours={heroBeads} />
      <rect x="270" y="120" width="150" height="95" rx="10" fill="#1e293b" />
      <rect x="280" y="130" width="130" height="72" rx="6" fill="#38bdf8" />
      <path d="M300 150h30M300 165h50M300 180h24" stroke="#0f172a" strokeWidth="6" strokeLinecap="round" />
      <rect x="255" y="215" width="180" height="12" rx="6" fill="#334155" />
      <circle cx="150" cy="290" r="34" fill="#fbbf24" />
      <circle cx="140" cy="284" r="4" fill="#1e293b" />
      <circle cx="160" cy="284" r="4" fill="#1e293b" />
      <path d="M138 300q12 10 24 0" stroke="#1e293b" strokeWidth="4" fill="none" strokeLinecap="round" />
      <circle cx="330" cy="290" r="34" fill="#fb923c" />
      <circle cx="320" cy="284" r="4" fill="#1e293b" />
      <circle cx="340" cy="284" r="4" fill="#1e293b" />
      <path d="M318 300q12 10 24 0" stroke="#1e293b" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M230 60l8 16 18 3-13 12 3 18-16-9-16 9 3-18-13-12 18-3z" fill="#f59e0b" />
    </svg>
  );
}

export const handle = staticPageHandle;
