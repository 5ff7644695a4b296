import type { LeadSummary } from "#app/modules/leads/alert-mails.ts";

/**
 * A parent's trial class request as the lead's mails see it: what the confirmation and the staff alert are
 * written from, in the tests of the mails' wording and of the one set of facts.
 */
export function trialLeadSummary(id: number): LeadSummary {
  return {
    kind: "trials",
    id,
    visitorName: "Asha Rao",
    visitorEmail: "asha@example.com",
    fields: [
      { label: "Child", value: "Meera" },
      { label: "Age", value: "7" },
      { label: "Course", value: "Abacus" },
      { label: "Preferred slot", value: "Saturday morning (10 AM–12 PM)" },
      { label: "Parent", value: "Asha Rao" },
      { label: "Phone", value: "+91 98200 12345" },
      { label: "E-mail", value: "asha@example.com" },
    ],
  };
}
