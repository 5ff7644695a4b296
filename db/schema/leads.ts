import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from "drizzle-orm/pg-core";
import type { Language } from "#app/modules/i18n/languages.ts";
import { users } from "./accounts.ts";
import { timestamps } from "./columns.ts";
import { jobOpenings } from "./content.ts";
import { type LeadKind, type LeadStatus } from "./lead-values.ts";

export { leadKinds, leadStatuses, type LeadKind, type LeadStatus } from "./lead-values.ts";

/**
 * Every lead table carries a submission id from the form, unique, so a double submit stores once, and the
 * pipeline staff work it through: its status, the member of staff who owns it, when to follow up, and when staff
 * first opened it (null: unread). The pipeline lives on the lead's own row so deleting a lead (on request or by
 * the retention clean-up) takes it along with no join to keep in step.
 */
const leadColumns = () => ({
  submissionId: uuid("submission_id").unique(),
  status: text("status").$type<LeadStatus>().notNull().default("new"),
  ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
  followUpOn: date("follow_up_on"),
  /** The time of day to follow up (India time), when it was agreed ("call after 6 pm"); only with a date. */
  followUpTime: time("follow_up_time"),
  readAt: timestamp("read_at", { withTimezone: true }),
  createdAt: timestamps.createdAt,
  /** The phone in E.164 ("+919820012345") and the e-mail lower-cased: how a returning parent's enquiries are joined. */
  phoneE164: text("phone_e164"),
  emailKey: text("email_key"),
  /** Where the visitor came from: the advert's or campaign's tags, the first page they landed on, the referrer's host. */
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
  landingPage: text("landing_page"),
  referrerHost: text("referrer_host"),
  /** The language of the site the lead was sent from, so staff answer in it ("prefers Marathi"). */
  language: text("language").$type<Language>().notNull().default("en"),
  /**
   * When the lead was first contacted (the first WhatsApp message sent from its page, or its first move on from
   * New), kept by a trigger on lead_events so the dashboard's time to first contact reads one column.
   */
  firstContactAt: timestamp("first_contact_at", { withTimezone: true }),
});

type DeskColumns = {
  // As the table's index callback sees its columns: the follow-up index orders one of them descending.
  id: AnyPgColumn;
  createdAt: ExtraConfigColumn;
  status: AnyPgColumn;
  ownerId: AnyPgColumn;
  followUpOn: AnyPgColumn;
  utmSource: AnyPgColumn;
  utmCampaign: ExtraConfigColumn;
  referrerHost: AnyPgColumn;
  readAt: AnyPgColumn;
  firstContactAt: AnyPgColumn;
  phoneE164: AnyPgColumn;
  emailKey: AnyPgColumn;
};

/**
 * The lead desk's indexes, so no view reads the table itself:
 * - `desk`: newest first with every column a view filters on, so a page (and page 500) is found in the index
 *   alone (an index-only scan, merged across the four tables), its rows fetched only for the 25 shown; with the
 *   first contact, so the dashboard's time to first contact reads it too;
 * - `status`: counts a status's leads (by owner, source and period) from the index alone;
 * - `unread` and `follow_up`: the few unread leads and the open leads with a follow-up date (partial indexes);
 * - `phone_e164` and `email_key`: a person's other enquiries;
 * - `campaign`: a campaign's leads, newest first (the few leads that came from one).
 */
const deskIndexes = (name: string, t: DeskColumns) => [
  index(`${name}_desk_idx`).on(
    t.createdAt,
    t.id,
    t.status,
    t.ownerId,
    t.followUpOn,
    t.utmSource,
    t.referrerHost,
    t.readAt,
    t.firstContactAt,
  ),
  index(`${name}_status_idx`).on(t.status, t.createdAt, t.ownerId, t.utmSource, t.referrerHost),
  index(`${name}_unread_idx`)
    .on(t.createdAt)
    .where(sql`${t.readAt} is null`),
  index(`${name}_follow_up_idx`)
    .on(t.followUpOn, t.createdAt.desc())
    .where(sql`${t.status} in ('new', 'contacted', 'demo_booked')`),
  index(`${name}_phone_e164_idx`).on(t.phoneE164),
  index(`${name}_email_key_idx`).on(t.emailKey),
  index(`${name}_campaign_idx`)
    .on(t.utmCampaign, t.createdAt.desc())
    .where(sql`${t.utmCampaign} is not null`),
];

const statusKnown = (name: string, status: unknown) =>
  check(`${name}_status_known`, sql`${status} in ('new', 'contacted', 'demo_booked', 'enrolled', 'closed')`);

/**
 * What staff search a lead by (name, e-mail, phone, and the phone's digits alone so "98765" finds
 * "+91 98765 43210", then the free text), lower-cased in one string. It is kept in a stored column, `search_text`,
 * with a trigram index (pg_trgm, which ships with PostgreSQL and is a trusted extension, so the database owner may
 * create it) that covers `LIKE '%part%'`. Stored, not an expression index: every match the index finds is checked
 * again against the row, and working the expression out anew (its regexp most of all) for each of thousands of
 * "sharma"s cost more than the rest of the search.
 */
function searchText(...columns: string[]): string {
  const parts = columns.map((column) =>
    column.startsWith("digits:")
      ? `regexp_replace(coalesce(${column.slice(7)}, ''), '[^0-9]', '', 'g')`
      : `coalesce(${column}, '')`,
  );
  return `lower(${parts.join(" || ' ' || ")})`;
}

const leadSearchText: Record<LeadKind, string> = {
  messages: searchText("name", "email", "phone", "digits:phone", "subject", "message"),
  demos: searchText(
    "contact_person",
    "email",
    "phone",
    "digits:phone",
    "school_name",
    "location",
    "course_name",
    "message",
  ),
  trials: searchText("parent_name", "email", "phone", "digits:phone", "child_name", "course_name", "preferred_slot"),
  applications: searchText("name", "email", "phone", "digits:phone", "job_title", "cover_note", "cv_file_name"),
};

/** The lead's `search_text`, written by PostgreSQL whenever the row is. */
const searchColumn = (kind: LeadKind) => text("search_text").generatedAlwaysAs(sql.raw(leadSearchText[kind]));

const searchIndex = (name: string) => index(`${name}_search_idx`).using("gin", sql.raw(`search_text gin_trgm_ops`));

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    ...leadColumns(),
    searchText: searchColumn("messages"),
  },
  (t) => [
    statusKnown("contact_messages", t.status),
    ...deskIndexes("contact_messages", t),
    searchIndex("contact_messages"),
  ],
);

export const demoRequests = pgTable(
  "demo_requests",
  {
    id: serial("id").primaryKey(),
    contactPerson: text("contact_person").notNull(),
    schoolName: text("school_name").notNull(),
    location: text("location").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    courseName: text("course_name").notNull(),
    preferredDate: date("preferred_date").notNull(),
    numberOfStudents: integer("number_of_students"),
    message: text("message"),
    ...leadColumns(),
    searchText: searchColumn("demos"),
  },
  (t) => [statusKnown("demo_requests", t.status), ...deskIndexes("demo_requests", t), searchIndex("demo_requests")],
);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: serial("id").primaryKey(),
  /** Stored lower-cased so the unique constraint catches every spelling of one address. */
  email: text("email").notNull().unique(),
  // Subscribers are not leads: no pipeline, only the submission id and the handled flag they always had.
  submissionId: uuid("submission_id").unique(),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  /**
   * When the owner of the address confirmed it from the link mailed to them; until then the address is not on the
   * list (not exported, never mailed again but for one more confirmation a day).
   */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  createdAt: timestamps.createdAt,
});

export const jobApplications = pgTable(
  "job_applications",
  {
    id: serial("id").primaryKey(),
    jobOpeningId: integer("job_opening_id").references(() => jobOpenings.id, {
      onDelete: "set null",
    }),
    /** Kept as written at the time, so the application still reads well if the opening is deleted. */
    jobTitle: text("job_title").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    coverNote: text("cover_note").notNull(),
    cvKey: text("cv_key").notNull(),
    cvFileName: text("cv_file_name").notNull(),
    ...leadColumns(),
    searchText: searchColumn("applications"),
  },
  (t) => [
    statusKnown("job_applications", t.status),
    ...deskIndexes("job_applications", t),
    searchIndex("job_applications"),
  ],
);

/** A parent's request for a free trial class for their child (the student brochure's QR code leads here). */
export const trialClassRequests = pgTable(
  "trial_class_requests",
  {
    id: serial("id").primaryKey(),
    childName: text("child_name").notNull(),
    childAge: integer("child_age").notNull(),
    courseName: text("course_name").notNull(),
    preferredSlot: text("preferred_slot").notNull(),
    parentName: text("parent_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    ...leadColumns(),
    searchText: searchColumn("trials"),
  },
  (t) => [
    statusKnown("trial_class_requests", t.status),
    ...deskIndexes("trial_class_requests", t),
    searchIndex("trial_class_requests"),
  ],
);

/**
 * Notes staff write on a lead, append-only, each with its author and time. A note names its lead by kind and id
 * (four lead tables); a trigger on each lead table deletes its notes with it (see the lead_pipeline migration).
 */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: serial("id").primaryKey(),
    leadKind: text("lead_kind").$type<LeadKind>().notNull(),
    leadId: integer("lead_id").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written, so a note still says who wrote it after the account is gone. */
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("lead_notes_lead_idx").on(t.leadKind, t.leadId),
    check("lead_notes_kind_known", sql`${t.leadKind} in ('messages', 'demos', 'trials', 'applications')`),
  ],
);

/**
 * What happened to a lead, besides its notes: opened, marked unread, status, owner and follow-up changes, and a
 * message from a template that staff say they sent, on WhatsApp or by e-mail. Each is written in the transaction of the change it records, with who
 * did it, so the lead page's timeline and the time to first contact are read from facts, not guessed. Deleted
 * with the lead by the same trigger as its notes.
 */
export const leadEventTypes = [
  "opened",
  "marked-unread",
  "status",
  "owner",
  "follow-up",
  "whatsapp",
  "email",
  "trial-moved",
  "trial-cancelled",
] as const;
export type LeadEventType = (typeof leadEventTypes)[number];

export const leadEvents = pgTable(
  "lead_events",
  {
    id: serial("id").primaryKey(),
    leadKind: text("lead_kind").$type<LeadKind>().notNull(),
    leadId: integer("lead_id").notNull(),
    type: text("type").$type<LeadEventType>().notNull(),
    /** What it was and became, as words (a status key, an owner's name, a date, a template's name). */
    fromValue: text("from_value"),
    toValue: text("to_value"),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written, so the timeline still says who after the account is gone. */
    actorName: text("actor_name").notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("lead_events_lead_idx").on(t.leadKind, t.leadId, t.createdAt),
    check("lead_events_kind_known", sql`${t.leadKind} in ('messages', 'demos', 'trials', 'applications')`),
    check(
      "lead_events_type_known",
      sql`${t.type} in ('opened', 'marked-unread', 'status', 'owner', 'follow-up', 'whatsapp', 'email', 'trial-moved', 'trial-cancelled')`,
    ),
  ],
);

/**
 * How many leads arrived on each India day, by kind, status, program (a demo's or trial's course), source (a
 * campaign's utm_source, else the referring site) and campaign. A trigger on the four lead tables keeps it in step with every
 * insert, delete and change of those columns, so the dashboard's charts and the inbox's list of sources add up a
 * few rows a day instead of reading every lead. `program` and `source` are '' where a lead has none.
 */
export const leadDailyTotals = pgTable(
  "lead_daily_totals",
  {
    day: date("day").notNull(),
    kind: text("kind").$type<LeadKind>().notNull(),
    status: text("status").$type<LeadStatus>().notNull(),
    program: text("program").notNull(),
    source: text("source").notNull(),
    /** The advert's utm_campaign ('' for none), so campaigns are counted and filtered as sources are. */
    campaign: text("campaign").notNull().default(""),
    /**
     * Which of a few rows of the same key a transaction adds to (its connection's process id, mod 16): hundreds of
     * forms sent at once would otherwise all wait on one row's lock until each commits. Readers add up the shards.
     */
    shard: smallint("shard").notNull().default(0),
    leads: integer("leads").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.status, t.program, t.source, t.campaign, t.shard] })],
);

/**
 * How long the customers' leads (contact messages, demo and trial class requests) waited for their first contact,
 * as counts per wait bucket, so the dashboard's median time to first contact adds up a few thousand rows instead
 * of sorting a year of leads (docs/decisions/021). Statement triggers on the three tables keep it (migration 0030).
 *
 * A lead is counted once at every level 0–5 of India weeks: level L holds aligned blocks of 2^L weeks (`block` is
 * the week number since Monday 2000-01-03, shifted right by L), so any run of whole weeks is a handful of blocks.
 * A day counts a handful of leads per owner and a wait bucket holds few of them, so daily rows would barely
 * collapse; blocks of weeks do.
 */
export const leadContactWaits = pgTable(
  "lead_contact_waits",
  {
    level: smallint("level").notNull(),
    block: integer("block").notNull(),
    /**
     * The leads' owner; null for nobody's. No foreign key: removing a user sets their leads' owner to null, and the
     * trigger moves these counts with them.
     */
    ownerId: uuid("owner_id"),
    /** `lead_wait_bucket`: the wait rounded as the dashboard shows it (first-contact.ts); null for not yet contacted. */
    waitBucket: integer("wait_bucket"),
    /** As in lead_daily_totals: the writing connection's process id mod 16, so concurrent writers do not queue. */
    shard: smallint("shard").notNull().default(0),
    leads: integer("leads").notNull(),
  },
  (t) => [
    unique("lead_contact_waits_key").on(t.level, t.block, t.ownerId, t.waitBucket, t.shard).nullsNotDistinct(),
    // Readers look blocks up by (level, block) and need the rest: an index-only scan per block.
    index("lead_contact_waits_block_idx").on(t.level, t.block, t.ownerId, t.waitBucket, t.leads),
  ],
);

/**
 * Leads staff deleted, kept for `TRASH_DAYS` so a slip can be undone: the lead's row, its notes and its timeline as
 * JSON in their tables' own column names, so a restore puts back exactly the rows that left (same ids, same times).
 * While here the lead is in no view, count, export or repeat check; the nightly job empties what is older, with a
 * job application's CV, and an admin can delete an entry for good sooner (a person asking to be forgotten).
 */
export const leadTrash = pgTable(
  "lead_trash",
  {
    id: serial("id").primaryKey(),
    leadKind: text("lead_kind").$type<LeadKind>().notNull(),
    leadId: integer("lead_id").notNull(),
    /** Who the lead is from, as the list shows it. */
    name: text("name").notNull(),
    lead: jsonb("lead").$type<Record<string, unknown>>().notNull(),
    notes: jsonb("notes").$type<Record<string, unknown>[]>().notNull(),
    events: jsonb("events").$type<Record<string, unknown>[]>().notNull(),
    deletedById: uuid("deleted_by_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written, so the trash still says who after the account is gone. */
    deletedBy: text("deleted_by").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("lead_trash_lead_key").on(t.leadKind, t.leadId),
    index("lead_trash_deleted_at_idx").on(t.deletedAt),
    check("lead_trash_kind_known", sql`${t.leadKind} in ('messages', 'demos', 'trials', 'applications')`),
  ],
);
