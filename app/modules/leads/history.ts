import type { LeadEventType } from "#db/schema/leads.ts";
import { followUpWords, statusLabels, type LeadStatus } from "./pipeline.ts";

/**
 * A lead's history in words: each recorded change as the audit log sums it up and as the lead page's timeline
 * tells it, and the time to first contact as people say it. Pure, so the wording is tested without a database.
 */

/** A change as recorded: what it was and became (absent or null: nothing, as for a lead nobody owned). */
export type RecordedEvent = { type: LeadEventType; from?: string | null; to?: string | null };

const statusWord = (value: string | null | undefined) =>
  value && value in statusLabels ? statusLabels[value as LeadStatus] : (value ?? "none");

/** The short form the audit log keeps: "status New → Contacted", "owner Priya", "follow-up 2026-12-01". */
export function auditWords(event: RecordedEvent): string {
  switch (event.type) {
    case "status":
      return `status ${statusWord(event.from)} → ${statusWord(event.to)}`;
    case "owner":
      return `owner ${event.to ?? "nobody"}`;
    case "follow-up":
      return `follow-up ${event.to ?? "none"}`;
    case "whatsapp":
      return `WhatsApp sent: ${event.to ?? "a message"}`;
    case "email":
      return `e-mail sent: ${event.to ?? "a message"}`;
    case "opened":
      return "opened";
    case "marked-unread":
      return "marked as unread";
    case "trial-moved":
      return `trial class moved to ${event.to ?? "another class"}`;
    case "trial-cancelled":
      return `trial class cancelled: ${event.from ?? "a class"}`;
  }
}

/** What a timeline entry says after the person's name: "changed the status from New to Contacted". */
export function timelineWords(event: RecordedEvent): string {
  switch (event.type) {
    case "status":
      return `changed the status from ${statusWord(event.from)} to ${statusWord(event.to)}`;
    case "owner":
      if (!event.to) return `took the lead away from ${event.from ?? "its owner"}: nobody owns it now`;
      return event.from ? `gave the lead to ${event.to} (was ${event.from})` : `gave the lead to ${event.to}`;
    case "follow-up":
      if (!event.to) return "cleared the follow-up date";
      return event.from
        ? `moved the follow-up to ${followUpWords(event.to)} (was ${followUpWords(event.from)})`
        : `set a follow-up for ${followUpWords(event.to)}`;
    case "whatsapp":
      return event.to ? `sent a WhatsApp message: “${event.to}”` : "sent a WhatsApp message";
    case "email":
      return event.to ? `sent an e-mail: “${event.to}”` : "sent an e-mail";
    case "opened":
      return "opened the lead";
    case "marked-unread":
      return "marked the lead as unread";
    case "trial-moved":
      return event.from
        ? `moved the trial class to ${event.to ?? "another class"} (was ${event.from})`
        : `moved the trial class to ${event.to ?? "another class"}`;
    case "trial-cancelled":
      return event.from ? `cancelled the trial class on ${event.from}` : "cancelled the trial class";
  }
}

/**
 * A lead is first contacted when someone sends a message from its page (on WhatsApp or by e-mail, as they log it)
 * or moves it on from New (a call made, a reply sent): the first of those is what "time to first contact" measures.
 */
export function isFirstContact(event: RecordedEvent): boolean {
  return event.type === "whatsapp" || event.type === "email" || (event.type === "status" && event.from === "new");
}

/** A span of hours as an office says it: "40 min", "5.5 hours", "3 days". */
export function spokenDuration(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) {
    const rounded = Math.round(hours * 10) / 10;
    return `${rounded} ${rounded === 1 ? "hour" : "hours"}`;
  }
  const days = Math.round((hours / 24) * 10) / 10;
  return `${days} days`;
}

/** One line of a lead's timeline: when, who (null for the system), and what. A note carries its text. */
export type TimelineEntry = {
  at: Date;
  who: string | null;
  what: string;
  note?: string;
  /** For the page's marks: a received lead, a change, a note, a mail, a message sent. */
  tone: "received" | "change" | "note" | "mail" | "message";
};

export type TimelineFacts = {
  /** `how`: said of a lead that did not come through the website ("by phone"); a form's lead was sent. */
  received: { at: Date; from: string; kind: string; how?: string };
  /** When the lead was first opened, as its row keeps it (for leads opened before their history was recorded). */
  readAt: Date | null;
  events: readonly (RecordedEvent & { at: Date; who: string })[];
  notes: readonly { at: Date; who: string; body: string }[];
  mails: readonly { at: Date; mail: "staff-alert" | "confirmation"; to: string }[];
};

const mailWords = {
  "staff-alert": "The new-lead alert was e-mailed to staff",
  confirmation: "A confirmation was e-mailed to",
} as const;

/** Everything that happened to a lead, oldest first. */
export function buildTimeline(facts: TimelineFacts): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    {
      at: facts.received.at,
      who: facts.received.from,
      what: facts.received.how
        ? `made a ${facts.received.kind.toLowerCase()} ${facts.received.how}`
        : `sent the ${facts.received.kind.toLowerCase()}`,
      tone: "received",
    },
    ...facts.events.map((event): TimelineEntry => ({
      at: event.at,
      who: event.who,
      // Someone giving a lead to themselves took it.
      what:
        event.type === "owner" && event.to === event.who
          ? `took the lead${event.from ? ` (was ${event.from})` : ""}`
          : timelineWords(event),
      tone: event.type === "whatsapp" || event.type === "email" ? "message" : "change",
    })),
    ...facts.notes.map((note): TimelineEntry => ({
      at: note.at,
      who: note.who,
      what: "wrote a note",
      note: note.body,
      tone: "note",
    })),
    ...facts.mails.map((mail): TimelineEntry => ({
      at: mail.at,
      who: null,
      what: mail.mail === "confirmation" ? `${mailWords.confirmation} ${mail.to}` : mailWords["staff-alert"],
      tone: "mail",
    })),
  ];
  if (facts.readAt && !facts.events.some((event) => event.type === "opened")) {
    entries.push({ at: facts.readAt, who: null, what: "First opened by staff", tone: "change" });
  }
  // Stable: entries of the same moment keep the order above (the lead, then what was done to it).
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.getTime() - b.entry.at.getTime() || a.index - b.index)
    .map(({ entry }) => entry);
}
