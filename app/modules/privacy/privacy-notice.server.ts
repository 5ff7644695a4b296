import { addressLine } from "#app/modules/site/company-details.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { formatMonths, privacyRequest } from "./notice.ts";
import { retentionPeriods } from "./retention.server.ts";

/**
 * What the privacy notice states that is kept elsewhere: the periods are the ones the nightly sweep deletes by, so
 * the notice can never promise something else; the address is the one staff keep in Edit Site Content.
 */
export async function privacyFacts() {
  const periods = retentionPeriods();
  const details = await getCompanyDetails();
  return {
    leads: formatMonths(periods.leadsMonths),
    cvs: formatMonths(periods.cvsMonths),
    chatGaps: formatMonths(periods.chatGapsMonths),
    officeAddress: addressLine(details),
    request: privacyRequest(details.emails.general),
  };
}

export type PrivacyFacts = Awaited<ReturnType<typeof privacyFacts>>;
