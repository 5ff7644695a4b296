import { z } from "zod";
import { leadKinds, leadStatuses, type LeadKind, type LeadStatus } from "#db/schema/lead-values.ts";
import { formatDate } from "#app/modules/content/shared/format.ts";
import { OUTDATED, optionalText, requiredText } from "#app/modules/forms/fields.ts";

/** The lead pipeline's words and links, shared by the inbox pages and the server. */
export { leadKinds, leadStatuses, type LeadKind, type LeadStatus };

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  demo_booked: "Demo booked",
  enrolled: "Enrolled",
  closed: "Closed",
};

export const kindLabels: Record<LeadKind, string> = {
  messages: "Contact message",
  demos: "Demo request",
  trials: "Trial class request",
  applications: "Job application",
};

/** "open" is every lead still being worked: neither enrolled nor closed. */
export const statusFilters = ["open", "all", ...leadStatuses] as const;
export type StatusFilter = (typeof statusFilters)[number];
export const OPEN_STATUSES: readonly LeadStatus[] = ["new", "contacted", "demo_booked"];

const isoDate = z.iso.date();

/** Open leads by their follow-up date: due today (India time) or overdue (a day that has passed). */
export const followUpFilters = ["today", "overdue"] as const;
export type FollowUpFilter = (typeof followUpFilters)[number];
export const followUpLabels: Record<FollowUpFilter, string> = { today: "Due today", overdue: "Overdue" };
/** The source filter's value for leads with no campaign tags and no referring site. */
export const DIRECT = "direct";

/** Days a deleted lead waits in the trash, where staff can restore it, before the nightly job deletes it for good. */
export const TRASH_DAYS = 30;

/** The orders a list can have: newest first, or by follow-up date (soonest first, none last). */
export const leadSorts = ["received", "follow-up"] as const;

/**
 * A place in the newest-first list, for the pager's links: a lead's arrival in microseconds since 1970, its kind and
 * its id ("1795813976164133-trials-812"), so the next page starts right after it whatever its depth.
 */
const leadCursor = z.string().regex(/^\d{1,17}-(messages|demos|trials|applications)-\d{1,10}$/);

/**
 * The inbox's filters as they stand in the URL (a GET form, so they work without JavaScript and can be
 * bookmarked). Anything that makes no sense is dropped rather than refused: a stale bookmark still opens.
 */
export const LeadFilters = z.object({
  q: z.string().trim().max(200).catch(""),
  kind: z.enum(leadKinds).optional().catch(undefined),
  status: z.enum(statusFilters).catch("open"),
  /** A user id, or "none" for leads nobody owns yet. */
  owner: z
    .union([z.uuid(), z.literal("none")])
    .optional()
    .catch(undefined),
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
  due: z.enum(followUpFilters).optional().catch(undefined),
  /** A campaign's utm_source or a referring site's host, or "direct". */
  source: z.string().trim().toLowerCase().max(200).optional().catch(undefined),
  /** An advert's utm_campaign (stored lower-cased, as lead-source.ts tidies it). */
  campaign: z.string().trim().toLowerCase().max(100).optional().catch(undefined),
  sort: z.enum(leadSorts).catch("received"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  /** Where the page starts: just after (older than) or just before (newer than) a lead, in the newest-first order. */
  after: leadCursor.optional().catch(undefined),
  before: leadCursor.optional().catch(undefined),
});
export type LeadFilters = z.infer<typeof LeadFilters>;

/**
 * The status a view shows unless it says otherwise: the open leads, but every lead when searching, so a returning
 * parent's enrolled or closed enquiry is found too.
 */
export function defaultStatus(q: string | undefined): StatusFilter {
  return q ? "all" : "open";
}

/** Where a lead's follow-up stands on a given India day: due that day, passed, or neither (or not open). */
export function followUpState(
  lead: { status: LeadStatus; followUpOn: string | null },
  today: string,
): FollowUpFilter | null {
  if (!lead.followUpOn || !OPEN_STATUSES.includes(lead.status)) return null;
  if (lead.followUpOn === today) return "today";
  return lead.followUpOn < today ? "overdue" : null;
}

/** The filters of a URL; the type of lead is the `list` parameter, as the inbox's lists have always had it. */
export function parseLeadFilters(searchParams: URLSearchParams): LeadFilters {
  const raw = Object.fromEntries([...searchParams].filter(([, value]) => value !== ""));
  const filters = LeadFilters.parse({ ...raw, kind: raw.list });
  return raw.status === undefined ? { ...filters, status: defaultStatus(filters.q) } : filters;
}

/** The filters as a query string, without the empty and default ones, for links and the CSV export. */
export function filterQuery(filters: Partial<LeadFilters>, { page = true } = {}): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.kind) params.set("list", filters.kind);
  if (filters.status && filters.status !== defaultStatus(filters.q)) params.set("status", filters.status);
  if (filters.owner) params.set("owner", filters.owner);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.due) params.set("due", filters.due);
  if (filters.source) params.set("source", filters.source);
  if (filters.campaign) params.set("campaign", filters.campaign);
  if (filters.sort && filters.sort !== "received") params.set("sort", filters.sort);
  if (page && filters.page && filters.page > 1) {
    params.set("page", String(filters.page));
    // Page 1 is the top of the list: a starting lead only ever goes with a later page.
    if (filters.after) params.set("after", filters.after);
    if (filters.before) params.set("before", filters.before);
  }
  return params.toString();
}

/** Digits of a phone number, with India's +91 added to a plain ten-digit (or 0-prefixed) mobile number. */
export function internationalDigits(phone: string): string | null {
  let digits = phone.replace(/\D/g, "");
  if (!phone.trim().startsWith("+")) {
    if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
    if (digits.length === 10) digits = `91${digits}`;
  }
  return digits.length >= 10 && digits.length <= 15 ? digits : null;
}

/** "+919876543210": the number with its country code, as a phone or a spreadsheet reads it; null if not a number. */
export function internationalPhone(phone: string | null | undefined): string | null {
  const digits = phone ? internationalDigits(phone) : null;
  return digits ? `+${digits}` : null;
}

export function telHref(phone: string): string | null {
  const international = internationalPhone(phone);
  return international ? `tel:${international}` : null;
}

/**
 * The number to reach on WhatsApp, with its country code, digits only; null for an Indian landline (a national
 * number not starting 6–9, such as 020 2345 6789), which has no WhatsApp. Other countries' numbers are offered.
 */
export function whatsAppDigits(phone: string): string | null {
  const digits = internationalDigits(phone);
  if (!digits) return null;
  return digits.length === 12 && digits.startsWith("91") && !/^[6-9]/.test(digits.slice(2)) ? null : digits;
}

/** WhatsApp's click-to-chat link, for a number that can have WhatsApp. */
export function whatsAppHref(phone: string): string | null {
  const digits = whatsAppDigits(phone);
  return digits ? `https://wa.me/${digits}` : null;
}

/**
 * A follow-up as one value, for the timeline and the audit log: the day, and the time when one was agreed
 * ("2026-12-01" or "2026-12-01 18:00"); null for none.
 */
export function followUpValue(on: string | null, time: string | null | undefined): string | null {
  if (!on) return null;
  return time ? `${on} ${time.slice(0, 5)}` : on;
}

const clockTime = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });

/** A follow-up as people say it: "1 Dec 2026" or "1 Dec 2026 at 6:00 pm" (India time, as it was set). */
export function followUpWords(value: string): string {
  const [on = value, time] = value.split(" ");
  const day = formatDate(on, "short");
  return time ? `${day} at ${clockTime.format(new Date(`${on}T${time}:00Z`))}` : day;
}

/** The lead page's pipeline form: status, owner ("" is nobody), follow-up date and time ("" is none). */
export const PipelineForm = z
  .object({
    intent: z.literal("update"),
    status: z.enum(leadStatuses, { error: "Please choose a status." }),
    owner: z.union([z.literal(""), z.uuid({ error: "Please choose an owner from the list." })]).default(""),
    followUpOn: z
      .union([z.literal(""), z.iso.date({ error: "Please enter the follow-up date as a date, e.g. 2026-12-01." })])
      .default(""),
    followUpTime: z
      .union([
        z.literal(""),
        z
          .string()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Please enter the time as hours and minutes, e.g. 18:00." }),
      ])
      .default(""),
    // Saved with the fields, so a note typed before "Save changes" is never lost.
    note: optionalText("the note", 5_000),
  })
  .refine((form) => !form.followUpTime || form.followUpOn, {
    error: "Please choose the day of the follow-up too.",
    path: ["followUpOn"],
  });

/** The lead page's note form. */
export const NoteForm = z.object({ intent: z.literal("add-note"), note: requiredText("the note", 5_000) });

/**
 * What came of a call, in one tap from the lead's page: it is noted on the lead, and a call to make again is put on
 * tomorrow's follow-ups; reaching a new lead makes it contacted.
 */
export const callOutcomes = ["reached", "no-answer", "busy", "call-back"] as const;
export type CallOutcome = (typeof callOutcomes)[number];
export const callOutcomeLabels: Record<CallOutcome, string> = {
  reached: "Spoke with them",
  "no-answer": "No answer",
  busy: "Busy",
  "call-back": "Asked to call back",
};

/** How a message from a template goes out: WhatsApp's click-to-chat link, or the visitor's own mail app. */
export const messageChannels = ["whatsapp", "email"] as const;
export type MessageChannel = (typeof messageChannels)[number];
export const messageChannelLabels: Record<MessageChannel, string> = { whatsapp: "WhatsApp", email: "e-mail" };
/** The log button's words: "Sent on WhatsApp", "Sent by e-mail". */
export const messageSentLabels: Record<MessageChannel, string> = {
  whatsapp: "Sent on WhatsApp",
  email: "Sent by e-mail",
};

/** Every change the lead page makes, parsed once. */
export const LeadChange = z.discriminatedUnion(
  "intent",
  [
    PipelineForm,
    NoteForm,
    z.object({ intent: z.literal("mark-unread") }),
    z.object({ intent: z.literal("call-outcome"), outcome: z.enum(callOutcomes, { error: OUTDATED }) }),
    // A message from a template that staff say they sent: opening WhatsApp or the mail app is not sending.
    z.object({
      intent: z.literal("log-message"),
      channel: z.enum(messageChannels, { error: OUTDATED }),
      template: z.string().min(1).max(60),
    }),
    // Moved to the trash; the fields name the lead too, as the inbox's own button does.
    z.object({ intent: z.literal("trash") }),
  ],
  { error: OUTDATED },
);
export type LeadChange = z.infer<typeof LeadChange>;

/**
 * Lists whose export is for admins only: the whole newsletter list and job applicants' details are personal data
 * that the office's daily work (following up parents and schools) does not need in bulk. Staff export the leads
 * they follow up. CVs are downloaded by admins only, for the same reason.
 */
export const adminOnlyExports: readonly string[] = ["subscribers", "applications"];

/** What a bulk action from the inbox list does to every lead ticked: give them an owner, or set their status. */
export type BulkChange = { ownerId: string | null } | { status: LeadStatus };

/** The most leads one bulk action changes: a page of the inbox is 25, and several pages are never ticked at once. */
export const MAX_BULK_LEADS = 100;

/** A lead named in a form as "kind:id" (a bulk action's ticked boxes). */
const LeadKey = z
  .string()
  .regex(new RegExp(`^(${leadKinds.join("|")}):\\d{1,9}$`), { error: OUTDATED })
  .transform((key) => {
    const [kind, id] = key.split(":");
    return { kind: kind as LeadKind, id: Number(id) };
  });

/** The inbox list's bulk actions on the ticked leads: give them an owner ("none" is nobody), set a status, close them. */
export const BulkLeadsForm = z
  .object({
    intent: z.enum(["bulk-assign", "bulk-status", "bulk-close"], { error: OUTDATED }),
    leads: z
      .array(LeadKey)
      .min(1, { error: "Please tick the leads to change first." })
      .max(MAX_BULK_LEADS, { error: `Please tick at most ${MAX_BULK_LEADS} leads at a time.` }),
    owner: z.string().optional(),
    status: z.string().optional(),
  })
  .transform((form, ctx): { leads: { kind: LeadKind; id: number }[]; change: BulkChange } => {
    const leads = form.leads;
    if (form.intent === "bulk-close") return { leads, change: { status: "closed" } };
    if (form.intent === "bulk-status") {
      const status = leadStatuses.find((value) => value === form.status);
      if (!status) {
        ctx.addIssue({ code: "custom", message: "Please choose the status to set." });
        return z.NEVER;
      }
      return { leads, change: { status } };
    }
    if (form.owner !== "none" && !z.uuid().safeParse(form.owner).success) {
      ctx.addIssue({ code: "custom", message: "Please choose who to give the leads to." });
      return z.NEVER;
    }
    return { leads, change: { ownerId: form.owner === "none" ? null : (form.owner ?? null) } };
  });

/** A bulk form's fields as sent: the ticked boxes are many values of one name. */
export function bulkFormInput(formData: FormData) {
  const value = (name: string) => {
    const entry = formData.get(name);
    return typeof entry === "string" ? entry : undefined;
  };
  return {
    intent: value("intent"),
    leads: formData.getAll("lead").filter((entry) => typeof entry === "string"),
    owner: value("owner"),
    status: value("status"),
  };
}
