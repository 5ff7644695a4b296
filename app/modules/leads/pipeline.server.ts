import { and, asc, eq, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTableWithColumns } from "drizzle-orm/pg-core";
import { contactMessages, demoRequests, jobApplications, leadNotes, trialClassRequests, users } from "#db/schema.ts";
import { db, type Executor, type Transaction } from "#app/server/db.server.ts";
import { enqueueAssignmentMail } from "./assignment-mail.server.ts";
import { actorOf, recordLeadEvents, type LeadActor, type LeadEvent } from "./lead-events.server.ts";
import { allLeads, allLeadsAs, samePerson } from "./all-leads.server.ts";
import { inboxConfig } from "./inbox.server.ts";
import type { Language } from "#app/modules/i18n/languages.ts";
import type { LeadOrigin } from "./lead-source.ts";
import {
  OPEN_STATUSES,
  DIRECT,
  callOutcomeLabels,
  type BulkChange,
  type CallOutcome,
  type FollowUpFilter,
  type LeadFilters,
  type LeadKind,
  type LeadStatus,
  type MessageChannel,
  followUpValue,
} from "./pipeline.ts";

export const LEADS_PAGE_SIZE = 25;

type LeadTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: "pg";
  columns: {
    id: PgColumn;
    status: PgColumn;
    ownerId: PgColumn;
    followUpOn: PgColumn;
    followUpTime: PgColumn;
    readAt: PgColumn;
    createdAt: PgColumn;
  };
}>;

export const leadTables: Record<LeadKind, LeadTable> = {
  messages: contactMessages as unknown as LeadTable,
  demos: demoRequests as unknown as LeadTable,
  trials: trialClassRequests as unknown as LeadTable,
  applications: jobApplications as unknown as LeadTable,
};

/** `%text%` for ILIKE, with the wildcards a person might type taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Today in India, where the office works, as the database sees it. */
const INDIA_TODAY = sql`(now() at time zone 'Asia/Kolkata')::date`;
/** The open statuses as a list for `in (…)`, on the leads and on their daily totals alike. */
const OPEN_LIST = sql.join(
  OPEN_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);
const OPEN = sql`lead.status in (${OPEN_LIST})`;

/** Open leads whose follow-up falls today, or fell on a day that has passed (India days). */
export function followUpCondition(due: FollowUpFilter): SQL {
  return due === "today"
    ? sql`(${OPEN} and lead.follow_up_on = ${INDIA_TODAY})`
    : sql`(${OPEN} and lead.follow_up_on < ${INDIA_TODAY})`;
}

/** The WHERE of a filtered view (everything but the page). Dates are whole days in India's time. */
export function leadsWhere(filters: Omit<LeadFilters, "page" | "sort">): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.kind) conditions.push(sql`lead.kind = ${filters.kind}`);
  if (filters.status === "open") conditions.push(OPEN);
  else if (filters.status !== "all") conditions.push(sql`lead.status = ${filters.status}`);
  if (filters.owner === "none") conditions.push(sql`lead.owner_id is null`);
  else if (filters.owner) conditions.push(sql`lead.owner_id = ${filters.owner}`);
  if (filters.from)
    conditions.push(sql`lead.created_at >= (${filters.from}::date::timestamp at time zone 'Asia/Kolkata')`);
  if (filters.due) conditions.push(followUpCondition(filters.due));
  if (filters.source === DIRECT) conditions.push(sql`(lead.utm_source is null and lead.referrer_host is null)`);
  else if (filters.source) {
    conditions.push(sql`coalesce(lead.utm_source, lead.referrer_host) = ${filters.source}`);
  }
  if (filters.to) {
    conditions.push(sql`lead.created_at < ((${filters.to}::date + 1)::timestamp at time zone 'Asia/Kolkata')`);
  }
  if (filters.campaign) conditions.push(sql`lead.utm_campaign = ${filters.campaign}`);
  if (filters.q) {
    const parts = [sql`lead.search_text like ${containing(filters.q.toLowerCase())}`];
    // A search that is a phone number, or part of one, is also matched on the digits alone; a whole number is
    // matched on its last ten (the mobile number), however it was typed: "+91 98765 43210", "098765 43210".
    const digits = filters.q.replace(/\D/g, "");
    const number = digits.length > 10 ? digits.slice(-10) : digits;
    if (/^[\d\s()+-]+$/.test(filters.q) && number.length >= 3 && number !== filters.q) {
      parts.push(sql`lead.search_text like ${containing(number)}`);
    }
    conditions.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  return sql.join(conditions, sql` and `);
}

export type LeadSummary = {
  kind: LeadKind;
  id: number;
  name: string;
  email: string;
  phone: string;
  topic: string;
  status: LeadStatus;
  ownerId: string | null;
  ownerName: string | null;
  followUpOn: string | null;
  /** "18:00", or null when no time was agreed. */
  followUpTime: string | null;
  readAt: Date | null;
  createdAt: Date;
  notesCount: number;
  /** Whether the same person (phone or e-mail) had enquired before. */
  repeat: boolean;
} & LeadOrigin;

/** A summary as Postgres returns it: the driver may give timestamps as text. */
type LeadRow = Omit<LeadSummary, "readAt" | "createdAt"> & { readAt: string | Date | null; createdAt: string | Date };

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** A view's order: newest first, or by follow-up date (soonest first, none last) and then newest first. */
function leadsOrder(sort: LeadFilters["sort"], alias: string): SQL {
  const byFollowUp =
    sort === "follow-up" ? `${alias}.follow_up_on asc nulls last, ${alias}.follow_up_time asc nulls last, ` : "";
  return sql.raw(`${byFollowUp}${alias}.created_at desc, ${alias}.kind, ${alias}.id desc`);
}

/** A lead's place in the newest-first order, as the pager's links carry it (`leadCursor` in pipeline.ts). */
function cursorCondition(cursor: string, side: "after" | "before"): SQL {
  const [micros, kind, id] = cursor.split("-");
  const at = sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
  // Newest first, then kind A–Z, then highest id: "after" is older (or the same moment, a later kind or lower id).
  // The plain bound on created_at lets each table's desk index start at the cursor.
  return side === "after"
    ? sql`lead.created_at <= ${at} and (lead.created_at < ${at} or (lead.created_at = ${at}
        and (lead.kind > ${kind} or (lead.kind = ${kind} and lead.id < ${Number(id)}))))`
    : sql`lead.created_at >= ${at} and (lead.created_at > ${at} or (lead.created_at = ${at}
        and (lead.kind < ${kind} or (lead.kind = ${kind} and lead.id > ${Number(id)}))))`;
}

/**
 * A search counts its matches up to this many. Past it the page says "more than 1,000" and staff add a word: a
 * common surname matches thousands of leads in a busy year, and counting them all reads every one of their rows,
 * a cost that grows with the years while the count tells staff nothing more.
 */
export const SEARCH_COUNT_LIMIT = 1000;

/** How many leads a view holds; `more` when a search has more matches than it counted (SEARCH_COUNT_LIMIT). */
type LeadCount = { total: number; more: boolean };

/**
 * How many leads a view holds. A view by kind, status, source and period only (most of them) is added up from the
 * daily totals; one by owner or follow-up is counted from the desk's indexes, a search up to SEARCH_COUNT_LIMIT.
 */
async function countLeads(filters: LeadFilters, where: SQL): Promise<LeadCount> {
  if (filters.q) {
    const [row] = (
      await db().execute<{ total: number }>(
        sql`select count(*)::int as total from (select 1 from ${allLeads} where ${where} limit ${SEARCH_COUNT_LIMIT + 1}) as found`,
      )
    ).rows;
    const total = row?.total ?? 0;
    return { total: Math.min(total, SEARCH_COUNT_LIMIT), more: total > SEARCH_COUNT_LIMIT };
  }
  if (filters.owner || filters.due) {
    const [row] = (
      await db().execute<{ total: number }>(sql`select count(*)::int as total from ${allLeads} where ${where}`)
    ).rows;
    return { total: row?.total ?? 0, more: false };
  }
  const conditions: SQL[] = [sql`true`];
  if (filters.kind) conditions.push(sql`kind = ${filters.kind}`);
  if (filters.status === "open") conditions.push(sql`status in (${OPEN_LIST})`);
  else if (filters.status !== "all") conditions.push(sql`status = ${filters.status}`);
  if (filters.source) conditions.push(sql`source = ${filters.source === DIRECT ? "" : filters.source}`);
  if (filters.campaign) conditions.push(sql`campaign = ${filters.campaign}`);
  if (filters.from) conditions.push(sql`day >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`day <= ${filters.to}::date`);
  const [row] = (
    await db().execute<{ total: number }>(
      sql`select coalesce(sum(leads), 0)::int as total from lead_daily_totals where ${sql.join(conditions, sql` and `)}`,
    )
  ).rows;
  return { total: row?.total ?? 0, more: false };
}

/**
 * A page of the view, newest first (or by follow-up date); the exports read every lead in `lead-export.server.ts`.
 * The page is found first from the desk's indexes alone (kind, id and the order's columns), then only its rows
 * are read, with their owner, notes count and whether the person enquired before. Newest first, the pager's
 * links carry the lead the page starts after (or before), so every page costs what the first does; a page number
 * alone (a bookmark) is found by skipping, in the index, the leads before it.
 */
export async function listLeads(filters: LeadFilters, limit: number = LEADS_PAGE_SIZE) {
  const byCursor = filters.sort === "received" ? (filters.after ?? filters.before) : undefined;
  const side = filters.after ? "after" : "before";
  const where = leadsWhere(filters);
  const pageWhere = byCursor ? sql`${where} and ${cursorCondition(byCursor, side)}` : where;
  // Before a lead, the page is read upwards (oldest of it first) and put back in order below.
  const pageOrder =
    byCursor && side === "before"
      ? sql.raw("lead.created_at, lead.kind desc, lead.id")
      : leadsOrder(filters.sort, "lead");
  const [rows, { total, more }] = await Promise.all([
    db()
      .execute<LeadRow & { cursor: string }>(
        sql`
      select lead.kind, lead.id, lead.name, lead.email, lead.phone, lead.topic, lead.status,
        lead.owner_id as "ownerId", coalesce(owner.full_name, owner.email) as "ownerName",
        lead.follow_up_on::text as "followUpOn", to_char(lead.follow_up_time, 'HH24:MI') as "followUpTime",
        lead.read_at as "readAt", lead.created_at as "createdAt",
        (select count(*)::int from lead_notes n where n.lead_kind = lead.kind and n.lead_id = lead.id) as "notesCount",
        lead.utm_source as "utmSource", lead.utm_medium as "utmMedium", lead.utm_campaign as "utmCampaign",
        lead.landing_page as "landingPage", lead.referrer_host as "referrerHost", lead.language,
        exists (select 1 from ${allLeadsAs("earlier")} where ${samePerson("earlier", "lead")}
          and (earlier.created_at, earlier.kind, earlier.id) < (lead.created_at, lead.kind, lead.id)) as "repeat",
        (extract(epoch from lead.created_at) * 1000000)::bigint || '-' || lead.kind || '-' || lead.id as cursor
      from (
        select lead.kind, lead.id, lead.created_at, lead.follow_up_on, lead.follow_up_time from ${allLeads}
        where ${pageWhere}
        order by ${pageOrder}
        limit ${limit} offset ${byCursor ? 0 : (filters.page - 1) * limit}
      ) as shown
      join ${allLeads} on lead.kind = shown.kind and lead.id = shown.id
      left join users owner on owner.id = lead.owner_id
      order by ${leadsOrder(filters.sort, "shown")}`,
      )
      .then((result) => result.rows),
    countLeads(filters, where),
  ]);
  // Newer leads than a short first page: the top of the list is read again as page 1.
  if (byCursor && side === "before" && rows.length < limit) {
    return listLeads({ ...filters, before: undefined, page: 1 }, limit);
  }
  return {
    total,
    more,
    page: filters.page,
    cursors: { before: rows[0]?.cursor ?? null, after: rows.at(-1)?.cursor ?? null },
    rows: rows.map(({ cursor: _cursor, ...row }): LeadSummary => ({
      ...row,
      readAt: row.readAt === null ? null : asDate(row.readAt),
      createdAt: asDate(row.createdAt),
    })),
  };
}

/** Leads no member of staff has opened yet, by kind (for the inbox's lists and the dashboard's Inbox tile). */
export async function countUnread(): Promise<Record<LeadKind, number> & { total: number }> {
  const rows = (
    await db().execute<{ kind: LeadKind; unread: number }>(
      sql`select lead.kind, count(*)::int as unread from ${allLeads} where lead.read_at is null group by lead.kind`,
    )
  ).rows;
  const counts = { messages: 0, demos: 0, trials: 0, applications: 0, total: 0 };
  for (const row of rows) {
    counts[row.kind] = row.unread;
    counts.total += row.unread;
  }
  return counts;
}

/** Open leads due for a follow-up today and overdue, in India days: for the dashboard and the inbox. */
export async function countFollowUps(): Promise<{ counts: Record<FollowUpFilter, number>; indiaToday: string }> {
  // Only open leads with a follow-up date on or before today are read: the desk's partial index holds just those.
  const [row] = (
    await db().execute<{ today: number; overdue: number; day: string }>(sql`
    select count(*) filter (where lead.follow_up_on = ${INDIA_TODAY})::int as today,
           count(*) filter (where lead.follow_up_on < ${INDIA_TODAY})::int as overdue,
           ${INDIA_TODAY}::text as day
    from ${allLeads}
    where ${OPEN} and lead.follow_up_on <= ${INDIA_TODAY}`)
  ).rows;
  return { counts: { today: row?.today ?? 0, overdue: row?.overdue ?? 0 }, indiaToday: row?.day ?? "" };
}

/** The sources leads have come from (a campaign's utm_source, or the referring site), most leads first. */
export async function listLeadSources(): Promise<string[]> {
  const rows = (
    await db().execute<{ source: string }>(sql`
    select source from lead_daily_totals where source <> ''
    group by 1 having sum(leads) > 0 order by sum(leads) desc, 1 limit 50`)
  ).rows;
  return rows.map((row) => row.source);
}

/** The campaigns leads have come from (an advert's utm_campaign), most leads first. */
export async function listLeadCampaigns(): Promise<string[]> {
  const rows = (
    await db().execute<{ campaign: string }>(sql`
    select campaign from lead_daily_totals where campaign <> ''
    group by 1 having sum(leads) > 0 order by sum(leads) desc, 1 limit 50`)
  ).rows;
  return rows.map((row) => row.campaign);
}

/** Leads and enrolments by campaign (with the source it ran on) over a period of India days, most leads first. */
export async function leadsByCampaign(from: string, to: string) {
  const rows = (
    await db().execute<{ campaign: string; source: string; leads: number; enrolled: number }>(sql`
    select campaign, coalesce(nullif(source, ''), ${DIRECT}) as source, sum(leads)::int as leads,
      coalesce(sum(leads) filter (where status = 'enrolled'), 0)::int as enrolled
    from lead_daily_totals
    where day between ${from}::date and ${to}::date and campaign <> ''
    group by 1, 2 having sum(leads) > 0 order by 3 desc, 1, 2 limit 50`)
  ).rows;
  return [...rows];
}

/** Leads and enrolments by source over a period of India days, most leads first; "direct" for no source. */
export async function leadsBySource(from: string, to: string) {
  const rows = (
    await db().execute<{ source: string; leads: number; enrolled: number }>(sql`
    select coalesce(nullif(source, ''), ${DIRECT}) as source, sum(leads)::int as leads,
      coalesce(sum(leads) filter (where status = 'enrolled'), 0)::int as enrolled
    from lead_daily_totals
    where day between ${from}::date and ${to}::date
    group by 1 having sum(leads) > 0 order by 2 desc, 1`)
  ).rows;
  return [...rows];
}

/** Who may own a lead: every user with a back-office role (anyone whose role is not a visitor's). */
export async function listOwners() {
  return db()
    .select({ id: users.id, name: sql<string>`coalesce(${users.fullName}, ${users.email})` })
    .from(users)
    .where(ne(users.role, "user"))
    .orderBy(asc(sql`coalesce(${users.fullName}, ${users.email})`));
}

/** Everything of one lead: its own fields as the inbox labels them, its pipeline and its notes, oldest first. */
export async function findLead(kind: LeadKind, id: number) {
  const table = leadTables[kind];
  const [row] = (await db().select().from(table).where(eq(table.id, id))) as Record<string, unknown>[];
  if (!row) return null;
  const columns = inboxConfig[kind].columns as Record<string, string>;
  const [owner] = row.ownerId
    ? await db()
        .select({ name: sql<string>`coalesce(${users.fullName}, ${users.email})` })
        .from(users)
        .where(eq(users.id, String(row.ownerId)))
    : [];
  const notes = await db()
    .select(noteColumns)
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.authorId))
    .where(and(eq(leadNotes.leadKind, kind), eq(leadNotes.leadId, id)))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
  return {
    kind,
    id,
    // A child's age of 0 is a lead typed in without it (manual-lead.server.ts): shown as not given.
    fields: Object.entries(columns).map(([key, label]) => ({
      key,
      label,
      value: key === "childAge" && row[key] === 0 ? "" : text(row[key]),
    })),
    name: leadName(row),
    email: text(row.email),
    phone: text(row.phone),
    status: row.status as LeadStatus,
    ownerId: (row.ownerId as string | null) ?? null,
    ownerName: owner?.name ?? null,
    followUpOn: (row.followUpOn as string | null) ?? null,
    followUpTime: row.followUpTime ? String(row.followUpTime).slice(0, 5) : null,
    readAt: (row.readAt as Date | null) ?? null,
    createdAt: row.createdAt as Date,
    notes,
    others: await otherEnquiries(kind, id),
    source: {
      utmSource: text(row.utmSource),
      utmMedium: text(row.utmMedium),
      utmCampaign: text(row.utmCampaign),
      landingPage: text(row.landingPage),
      referrerHost: text(row.referrerHost),
    },
    language: row.language as Language,
  };
}

/** Another enquiry from the same person, as a lead page lists it. */
export type OtherEnquiry = {
  kind: LeadKind;
  id: number;
  topic: string;
  status: LeadStatus;
  ownerName: string | null;
  createdAt: Date;
  /** Whether it came before this one. */
  earlier: boolean;
};

/** The same person's other enquiries (same phone or e-mail), of any kind, oldest first. */
export async function otherEnquiries(kind: LeadKind, id: number): Promise<OtherEnquiry[]> {
  const rows = (
    await db().execute<Omit<OtherEnquiry, "createdAt"> & { createdAt: string | Date }>(sql`
    select other.kind, other.id, other.topic, other.status,
      coalesce(owner.full_name, owner.email) as "ownerName", other.created_at as "createdAt",
      (other.created_at, other.kind, other.id) < (lead.created_at, lead.kind, lead.id) as earlier
    from ${allLeads}
    join ${allLeadsAs("other")} on ${samePerson("other", "lead")}
      and not (other.kind = lead.kind and other.id = lead.id)
    left join users owner on owner.id = other.owner_id
    where lead.kind = ${kind} and lead.id = ${id}
    order by other.created_at, other.kind, other.id`)
  ).rows;
  return rows.map((row) => ({ ...row, createdAt: asDate(row.createdAt) }));
}
export type Lead = NonNullable<Awaited<ReturnType<typeof findLead>>>;

/** Who a lead is from, as a person would name them. */
function leadName(row: Record<string, unknown>): string {
  return String(row.name ?? row.parentName ?? row.contactPerson ?? row.email ?? "");
}

/**
 * Opening a lead marks it read (once: the first opening's time is kept, and recorded with who opened it); marking
 * it unread clears that, so the next opening is recorded again.
 */
export async function markRead(kind: LeadKind, id: number, actor: LeadActor, read = true): Promise<void> {
  const table = leadTables[kind];
  await db().transaction(async (tx) => {
    const changed = await tx
      .update(table)
      .set({ readAt: read ? sql`now()` : null })
      .where(and(eq(table.id, id), read ? isNull(table.readAt) : isNotNull(table.readAt)))
      .returning({ id: table.id });
    if (changed.length > 0) {
      await recordLeadEvents(tx, { kind, id }, actor, [{ type: read ? "opened" : "marked-unread" }]);
    }
  });
}

export type PipelineUpdate = {
  status: LeadStatus;
  ownerId: string | null;
  followUpOn: string | null;
  /** "18:00"; left as it is when absent, and cleared with the date. */
  followUpTime?: string | null;
};

/** A lead changed, with its name and what changed. */
export type ChangedLead = { kind: LeadKind; id: number; name: string; events: LeadEvent[] };

/**
 * Changes one lead's status, owner or follow-up date (what the patch names) in the caller's transaction, with its
 * row locked, and records each change with who made it. Null when the lead is gone. Exported for the other
 * modules whose own writes move a lead on (a trial class attended), in their transaction.
 */
export async function changeLead(
  tx: Transaction,
  lead: { kind: LeadKind; id: number },
  patch: Partial<PipelineUpdate>,
  actor: LeadActor,
  ownerName: string | null,
): Promise<ChangedLead | null> {
  const table = leadTables[lead.kind];
  const [before] = (await tx.select().from(table).where(eq(table.id, lead.id)).for("update")) as Record<
    string,
    unknown
  >[];
  if (!before) return null;
  const events: LeadEvent[] = [];
  const was = (key: keyof PipelineUpdate) => (before[key] as string | null | undefined) ?? null;
  if (patch.status !== undefined && was("status") !== patch.status) {
    events.push({ type: "status", from: was("status"), to: patch.status });
  }
  if (patch.ownerId !== undefined && was("ownerId") !== patch.ownerId) {
    events.push({ type: "owner", from: await ownerNameOf(tx, was("ownerId")), to: ownerName });
  }
  const changes = { ...patch };
  if (patch.followUpOn !== undefined) {
    // A follow-up cleared takes its time with it (a time is only ever kept with a date); a new date without a
    // word on the time keeps the agreed time.
    const keptTime = patch.followUpTime === undefined ? was("followUpTime") : patch.followUpTime;
    changes.followUpTime = patch.followUpOn === null ? null : keptTime;
    const before = followUpValue(was("followUpOn"), was("followUpTime"));
    const after = followUpValue(patch.followUpOn, changes.followUpTime);
    if (before !== after) events.push({ type: "follow-up", from: before, to: after });
  }
  if (events.length > 0) {
    await tx.update(table).set(changes).where(eq(table.id, lead.id));
    await recordLeadEvents(tx, lead, actor, events);
  }
  return { ...lead, name: leadName(before), events };
}

async function ownerNameOf(executor: Executor, ownerId: string | null): Promise<string | null> {
  if (!ownerId) return null;
  const [owner] = await executor.select({ name: staffName }).from(users).where(eq(users.id, ownerId));
  return owner?.name ?? null;
}

/** A member of staff who may own leads, or null (no such account, or a visitor's account). */
async function ownerById(executor: Executor, ownerId: string) {
  const [owner] = await executor
    .select({ id: users.id, name: staffName, email: users.email })
    .from(users)
    .where(and(eq(users.id, ownerId), ne(users.role, "user")));
  return owner ?? null;
}

const staffName = sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.email})`;

/**
 * Sets a lead's status, owner and follow-up date. Returns what changed, or null when the lead is gone;
 * "unknown-owner" when the chosen owner is no longer a member of staff. A new owner other than the person making
 * the change is e-mailed.
 */
export async function updatePipeline(
  kind: LeadKind,
  id: number,
  update: PipelineUpdate,
  actor: LeadActor,
): Promise<ChangedLead | "unknown-owner" | null> {
  return db().transaction(async (tx) => {
    const owner = update.ownerId ? await ownerById(tx, update.ownerId) : null;
    if (update.ownerId && !owner) return "unknown-owner";
    const changed = await changeLead(tx, { kind, id }, update, actor, owner?.name ?? null);
    if (changed && owner && owner.id !== actor.id && changed.events.some((event) => event.type === "owner")) {
      await enqueueAssignmentMail(tx, { ownerId: owner.id, by: actor.name, leads: [{ kind, id }] });
    }
    return changed;
  });
}

/**
 * Applies one change to several leads in one transaction, each recorded as if made on its page. Leads deleted
 * meanwhile are skipped and counted. When the leads get a new owner (other than the person doing it), that person
 * is sent one mail listing them all.
 */
export async function bulkUpdateLeads(
  leads: readonly { kind: LeadKind; id: number }[],
  change: BulkChange,
  actor: LeadActor,
): Promise<{ changed: ChangedLead[]; unchanged: number; missing: number } | "unknown-owner"> {
  return db().transaction(async (tx) => {
    const owner = "ownerId" in change && change.ownerId ? await ownerById(tx, change.ownerId) : null;
    if ("ownerId" in change && change.ownerId && !owner) return "unknown-owner";
    const changed: ChangedLead[] = [];
    let unchanged = 0;
    let missing = 0;
    // A fixed order, so two people acting on overlapping selections lock the rows in the same order.
    const ordered = [...leads].sort((a, b) => a.kind.localeCompare(b.kind) || a.id - b.id);
    for (const lead of ordered) {
      const outcome = await changeLead(tx, lead, change, actor, owner?.name ?? null);
      if (outcome === null) missing += 1;
      else if (outcome.events.length === 0) unchanged += 1;
      else changed.push(outcome);
    }
    if (owner && owner.id !== actor.id && changed.length > 0) {
      await enqueueAssignmentMail(tx, {
        ownerId: owner.id,
        by: actor.name,
        leads: changed.map(({ kind, id }) => ({ kind, id })),
      });
    }
    return { changed, unchanged, missing };
  });
}

/** Records that a message was sent from the lead's page (with the template's name); false when the lead is gone. */
export async function logMessageSent(
  kind: LeadKind,
  id: number,
  sent: { channel: MessageChannel; template: string },
  actor: LeadActor,
): Promise<boolean> {
  const table = leadTables[kind];
  return db().transaction(async (tx) => {
    const [lead] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for("update");
    if (!lead) return false;
    await recordLeadEvents(tx, { kind, id }, actor, [{ type: sent.channel, to: sent.template }]);
    return true;
  });
}

/** The day after today in India, as "2026-11-29". */
const tomorrowInIndia = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + 24 * 60 * 60 * 1000));

/**
 * Records what came of a call (`callOutcomes`): a note "Call: No answer" by the caller, and, unless they were
 * reached, a follow-up tomorrow; reaching a new lead makes it contacted. Returns the lead's name, or null if gone.
 */
export async function recordCallOutcome(
  kind: LeadKind,
  id: number,
  caller: { id: string; email: string; fullName: string | null },
  outcome: CallOutcome,
): Promise<string | null> {
  const table = leadTables[kind];
  // One transaction on the lead's locked row: its status read, the change and the note land together or not at all.
  return db().transaction(async (tx) => {
    const [lead] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id)).for("update");
    if (!lead) return null;
    const reached = outcome === "reached";
    const patch: Partial<PipelineUpdate> = reached
      ? lead.status === "new"
        ? { status: "contacted" }
        : {}
      : { followUpOn: tomorrowInIndia() };
    const changed = await changeLead(tx, { kind, id }, patch, actorOf(caller), null);
    if (!changed) return null;
    await tx.insert(leadNotes).values({
      leadKind: kind,
      leadId: id,
      authorId: caller.id,
      authorEmail: caller.email,
      body: `Call: ${callOutcomeLabels[outcome]}`,
    });
    return changed.name;
  });
}

/** Adds a note to a lead; false when the lead is gone. */
export async function addNote(
  kind: LeadKind,
  id: number,
  author: { id: string; email: string },
  body: string,
): Promise<boolean> {
  const table = leadTables[kind];
  return db().transaction(async (tx) => {
    // The lead's row is locked so a delete cannot slip in between and leave the note without its lead.
    const [lead] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for("update");
    if (!lead) return false;
    await tx
      .insert(leadNotes)
      .values({ leadKind: kind, leadId: id, authorId: author.id, authorEmail: author.email, body });
    return true;
  });
}

/** A note as staff read it: by the author's name where the account has one, else the address it was written from. */
export const noteColumns = {
  id: leadNotes.id,
  body: leadNotes.body,
  author: sql<string>`coalesce(nullif(${users.fullName}, ''), ${leadNotes.authorEmail})`,
  at: leadNotes.createdAt,
};
