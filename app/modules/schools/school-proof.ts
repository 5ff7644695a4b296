/*
 * The school content's kinds and the rule of what a claim needs before any page may make it, shared by the
 * public pages, the back office's forms (loaded in the browser: keep this free of server code) and Brainy.
 */

export const CREDENTIAL_KINDS = ["certification", "alignment"] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];
export const credentialKindLabels: Record<CredentialKind, string> = {
  certification: "Certification",
  alignment: "Alignment",
};

export const RESULT_KINDS = ["competition", "levels"] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];
export const resultKindLabels: Record<ResultKind, string> = {
  competition: "Competition",
  levels: "Levels passed",
};

export type CredentialEvidence = {
  kind: CredentialKind;
  issuer: string;
  number: string;
  mapping: string;
};

/**
 * Whether a claim has the evidence it needs to be shown: a certification its issuer and certificate number, an
 * alignment the mapping of our courses to the framework. A claim without it is never shown or said.
 */
export function hasEvidence(credential: CredentialEvidence): boolean {
  return credential.kind === "certification"
    ? credential.issuer.trim() !== "" && credential.number.trim() !== ""
    : credential.mapping.trim() !== "";
}
