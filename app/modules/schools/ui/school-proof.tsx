import {
  CaseStudiesSection,
  CredentialsSection,
  PartnersSection,
  PricingSection,
  ResultsSection,
  type CredentialItem,
  type ResultItem,
} from "./school-proof-sections.tsx";

type Proof = {
  pricing: string;
  partners: Parameters<typeof PartnersSection>[0]["partners"];
  caseStudies: Parameters<typeof CaseStudiesSection>[0]["studies"];
  results: readonly ResultItem[];
  credentials: readonly CredentialItem[];
};

/** The For Schools page's staff-written sections, in the order a coordinator asks: cost, who, what came of it. */
export function SchoolProof({ proof }: { proof: Proof }) {
  return (
    <>
      <PricingSection text={proof.pricing} />
      <PartnersSection partners={proof.partners} />
      <CaseStudiesSection studies={proof.caseStudies} />
      <ResultsSection results={proof.results} showCourse />
      <CredentialsSection credentials={proof.credentials} />
    </>
  );
}
