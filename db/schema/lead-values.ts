/** Plain values of the lead pipeline, without Drizzle, so the inbox pages in the browser can import them too. */

/** Where a lead stands in the sales pipeline, in order; `closed` ends it without an enrolment. */
export const leadStatuses = ["new", "contacted", "demo_booked", "enrolled", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The four kinds of lead, as the inbox names them in its URLs (lead_notes.lead_kind). */
export const leadKinds = ["messages", "demos", "trials", "applications"] as const;
export type LeadKind = (typeof leadKinds)[number];
