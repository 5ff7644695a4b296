import { Link } from "react-router";
import { formatDate } from "#app/modules/content/shared/format.ts";
import { CentredSection } from "#app/modules/pages/ui/sections.tsx";
import { resultKindLabels, type CredentialKind, type ResultKind } from "../school-proof.ts";

/*
 * The For Schools page's proof, drawn from what staff keep in the back office: each section is left out while it
 * has nothing to show, so the page never fills a gap with a guess.
 */

type Partner = { id: number; name: string; town: string; sinceYear: number; quote: string };
type CaseStudy = { id: number; school: string; course: string; work: string; result: string; link: string };
export type ResultItem = {
  id: number;
  title: string;
  kind: ResultKind;
  achievedOn: string;
  description: string;
  figure: string;
  course: string;
};
export type CredentialItem = {
  id: number;
  title: string;
  kind: CredentialKind;
  issuer: string;
  number: string;
  validUntil: string | null;
  evidenceUrl: string;
  mapping: string;
};

const card = "rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200";

export function PricingSection({ text }: { text: string }) {
  if (!text) return null;
  return (
    <CentredSection
      headingId="pricing-heading"
      title="How schools are charged"
      intro="Our pricing model for partner schools; the proposal gives your school's figures."
    >
      <p className={`${card} mx-auto mt-8 max-w-3xl text-lg whitespace-pre-line text-slate-800`}>{text}</p>
    </CentredSection>
  );
}

export function PartnersSection({ partners }: { partners: readonly Partner[] }) {
  if (partners.length === 0) return null;
  return (
    <CentredSection
      headingId="partners-heading"
      title="Some of our partner schools"
      intro="Schools that run SkillSprouts programs today."
      band="bg-slate-50"
    >
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {partners.map((partner) => (
          <li key={partner.id} className={card}>
            <h3 className="text-lg font-bold text-slate-900">{partner.name}</h3>
            <p className="text-slate-600">
              {partner.town} · partner since {partner.sinceYear}
            </p>
            {partner.quote ? (
              <blockquote className="mt-3 whitespace-pre-line text-slate-700">“{partner.quote}”</blockquote>
            ) : null}
          </li>
        ))}
      </ul>
    </CentredSection>
  );
}

export function CaseStudiesSection({ studies }: { studies: readonly CaseStudy[] }) {
  if (studies.length === 0) return null;
  return (
    <CentredSection
      headingId="case-studies-heading"
      title="Case studies"
      intro="What partner schools did with us, and what came of it."
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {studies.map((study) => (
          <li key={study.id} className={card}>
            <h3 className="text-lg font-bold text-slate-900">
              {study.school}: {study.course}
            </h3>
            <p className="mt-2 whitespace-pre-line text-slate-700">{study.work}</p>
            <p className="text-brand-800 mt-3 font-bold">{study.result}</p>
            {study.link ? (
              <a href={study.link} className="mt-3 inline-block font-semibold text-brand-700 underline">
                Read more<span className="sr-only"> about {study.school}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </CentredSection>
  );
}

/** Results as a list of cards; `showCourse` names each one's course (on For Schools, not on a course's page). */
export function ResultsSection({
  results,
  showCourse,
  headingId = "results-heading",
}: {
  results: readonly ResultItem[];
  showCourse: boolean;
  headingId?: string;
}) {
  if (results.length === 0) return null;
  return (
    <CentredSection
      headingId={headingId}
      title="Results"
      intro="Competitions our students took part in and levels they passed."
    >
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {results.map((result) => (
          <li key={result.id} className={card}>
            {result.figure ? <p className="text-brand-800 text-2xl font-extrabold">{result.figure}</p> : null}
            <h3 className="text-lg font-bold text-slate-900">{result.title}</h3>
            <p className="text-sm text-slate-600">
              {resultKindLabels[result.kind]}
              {showCourse ? ` · ${result.course}` : null} ·{" "}
              <time dateTime={result.achievedOn}>{formatDate(result.achievedOn)}</time>
            </p>
            {result.description ? (
              <p className="mt-2 whitespace-pre-line text-slate-700">{result.description}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </CentredSection>
  );
}

/** One claim with its evidence: the issuer and number (and validity), the mapping behind a disclosure, the link. */
export function CredentialEvidence({ credential }: { credential: CredentialItem }) {
  return (
    <>
      {credential.kind === "certification" ? (
        <p className="text-slate-700">
          Issued by {credential.issuer}, certificate no. {credential.number}
          {credential.validUntil ? (
            <>
              , valid until <time dateTime={credential.validUntil}>{formatDate(credential.validUntil)}</time>
            </>
          ) : null}
          .
        </p>
      ) : (
        <details className="mt-1">
          <summary className="cursor-pointer font-semibold text-brand-700">How our courses map to it</summary>
          <p className="mt-2 whitespace-pre-line text-slate-700">{credential.mapping}</p>
        </details>
      )}
      {credential.evidenceUrl ? (
        <a href={credential.evidenceUrl} className="mt-2 inline-block font-semibold text-brand-700 underline">
          See the evidence<span className="sr-only"> for {credential.title}</span>
        </a>
      ) : null}
    </>
  );
}

/** Claims with their evidence, as cards. */
export function CredentialsList({
  credentials,
  className,
}: {
  credentials: readonly CredentialItem[];
  className?: string;
}) {
  return (
    <ul className={`grid gap-6 md:grid-cols-2 ${className ?? ""}`}>
      {credentials.map((credential) => (
        <li key={credential.id} className={card}>
          <h3 className="text-lg font-bold text-slate-900">{credential.title}</h3>
          <CredentialEvidence credential={credential} />
        </li>
      ))}
    </ul>
  );
}

/** The claims that have their evidence, each with it, and the way to the page that lists them all. */
export function CredentialsSection({ credentials }: { credentials: readonly CredentialItem[] }) {
  if (credentials.length === 0) return null;
  return (
    <CentredSection
      headingId="credentials-heading"
      title="Certifications and alignment"
      intro="Each with the evidence you can check."
    >
      <CredentialsList credentials={credentials} className="mx-auto mt-8 max-w-4xl" />
      <p className="mt-6 text-center">
        <Link to="/credentials" className="font-semibold text-brand-700 underline">
          All our certifications and their evidence
        </Link>
      </p>
    </CentredSection>
  );
}

/**
 * One sentence making the claims that have their evidence ("We are ISO 9001:2015 certified, and our programs are
 * aligned with NEP 2020 and NCF."), linked to their evidence; nothing when none has it.
 */
export function ClaimsSentence({
  credentials,
  className,
}: {
  credentials: readonly Pick<CredentialItem, "id" | "title" | "kind">[];
  className?: string;
}) {
  const certified = credentials.filter((credential) => credential.kind === "certification");
  const aligned = credentials.filter((credential) => credential.kind === "alignment");
  if (certified.length === 0 && aligned.length === 0) return null;
  const names = (items: typeof credentials) => items.map((item) => item.title).join(" and ");
  const parts = [
    certified.length > 0 ? `We are ${names(certified)} certified` : "",
    aligned.length > 0 ? `our programs are aligned with ${names(aligned)}` : "",
  ].filter(Boolean);
  const sentence = parts.join(", and ");
  return (
    <p className={className}>
      {sentence.charAt(0).toUpperCase() + sentence.slice(1)} (
      <Link to="/credentials" className="font-semibold text-brand-700 underline">
        see the evidence
      </Link>
      ).
    </p>
  );
}
