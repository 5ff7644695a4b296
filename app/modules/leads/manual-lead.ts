import { z } from "zod";
import { emailAddress, OUTDATED, phoneNumber, requiredText } from "#app/modules/forms/fields.ts";
import { phoneE164 } from "./contact-keys.ts";
import { ContactSchema } from "./contact.ts";
import { demoRequestSchema } from "./demo.ts";
import type { LeadSource } from "./lead-source.ts";
import { PipelineForm, type LeadKind } from "./pipeline.ts";
import { trialRequestSchema, trialSlots } from "./trial.ts";

/*
 * A lead staff type in from a phone call or a visit to the office: what kind it is, how it came, and as much of
 * that kind's form as the person said. Only a name and a way to reach them (phone or e-mail) are required; every
 * field that is filled is checked by the public form's own rule for it.
 */

/** The kinds staff enter by hand (a job application comes with a CV, through its own form). */
export const manualLeadKinds = ["trials", "messages", "demos"] as const satisfies readonly LeadKind[];
export type ManualLeadKind = (typeof manualLeadKinds)[number];
export const manualKindLabels: Record<ManualLeadKind, string> = {
  trials: "Trial class request",
  messages: "General enquiry",
  demos: "School demo request",
};

/** How the lead came; kept as its source (utm_source), so the inbox's filter and the charts count these too. */
export const entryChannels = ["phone-call", "walk-in"] as const;
export type EntryChannel = (typeof entryChannels)[number];
export const channelLabels: Record<EntryChannel, string> = {
  "phone-call": "Phone call",
  "walk-in": "Walk-in (at the office)",
};

/** Leads that did not come through the website are tagged with this medium. */
export const OFFLINE_MEDIUM = "offline";

/** How a lead that did not come through the website came, as its timeline says it; null for a website lead. */
export function offlineArrival(source: { utmSource: string; utmMedium: string }): string | null {
  if (source.utmMedium !== OFFLINE_MEDIUM) return null;
  if (source.utmSource === "phone-call") return "by phone";
  if (source.utmSource === "walk-in") return "at the office";
  return "(imported from a list)";
}

export function offlineSource(source: string, campaign: string | null = null): LeadSource {
  return { utmSource: source, utmMedium: OFFLINE_MEDIUM, utmCampaign: campaign, landingPage: null, referrerHost: null };
}

/**
 * A phone number as the public forms take it that is also a real number (India's when it has no country code):
 * "98765 43210", "09876543210" and "+91-98765-43210" are one, so the person's other enquiries are found by it.
 */
export function callablePhoneNumber() {
  return phoneNumber().pipe(
    z.string().refine((phone) => phoneE164(phone) !== null, {
      error: "This is not a phone number we can call. Please check the digits, e.g. 98765 43210.",
    }),
  );
}

/** What the office has that a lead can be for: the trial class courses and the demo courses, from the database. */
export type ManualLeadChoices = { trials: string[]; demos: string[] };

/** Kind-specific fields the demo request must have: its table keeps a preferred day for every request. */
export const DEMO_DATE_NEEDED =
  "Please choose the day the school would like the demo. Not agreed yet? Enter it as a general enquiry.";

export function manualLeadSchema(choices: ManualLeadChoices) {
  const trial = trialRequestSchema(choices.trials).shape;
  const demo = demoRequestSchema(choices.demos).shape;
  return z
    .object({
      kind: z.enum(manualLeadKinds, { error: OUTDATED }),
      channel: z.enum(entryChannels, { error: "Please choose how they got in touch." }),
      name: requiredText("their name", 100),
      phone: callablePhoneNumber().optional(),
      email: emailAddress("their e-mail address").optional(),
      // A trial class request.
      childName: requiredText("the child's name", 100).optional(),
      childAge: trial.childAge.optional(),
      preferredSlot: z.enum(trialSlots, { error: "Please choose a time from the list." }).optional(),
      courseName: z.string().trim().max(150).optional(),
      // A general enquiry.
      subject: ContactSchema.shape.subject.optional(),
      message: ContactSchema.shape.message.optional(),
      // A school's demo request.
      schoolName: demo.schoolName.optional(),
      location: demo.location.optional(),
      preferredDate: demo.preferredDate.optional(),
      numberOfStudents: demo.numberOfStudents,
      // The desk's own: the first note and when to follow up.
      followUpOn: PipelineForm.shape.followUpOn,
      note: PipelineForm.shape.note,
    })
    .superRefine((lead, ctx) => {
      if (!lead.phone && !lead.email) {
        ctx.addIssue({ code: "custom", path: ["phone"], message: "Please enter a phone number or an e-mail address." });
      }
      const courses = lead.kind === "trials" ? choices.trials : lead.kind === "demos" ? choices.demos : [];
      if (lead.courseName && !courses.includes(lead.courseName)) {
        ctx.addIssue({ code: "custom", path: ["courseName"], message: "Please choose a course from the list." });
      }
      if (lead.kind === "demos" && !lead.preferredDate) {
        ctx.addIssue({ code: "custom", path: ["preferredDate"], message: DEMO_DATE_NEEDED });
      }
    });
}

export type ManualLead = z.output<ReturnType<typeof manualLeadSchema>>;

/** The kind the page shows, from its address (`?kind=`): a trial class request unless it names another. */
export function manualKindOf(url: URL): ManualLeadKind {
  const kind = url.searchParams.get("kind");
  return manualLeadKinds.find((known) => known === kind) ?? "trials";
}
