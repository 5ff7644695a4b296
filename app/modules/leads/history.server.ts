import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { leadEvents, leadMailsSent } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { allLeads } from "./all-leads.server.ts";
import { medianFromBuckets, periodParts } from "./first-contact.ts";
import { buildTimeline, type TimelineEntry } from "./history.ts";
import { customerKinds } from "./lead-charts.ts";
import type { Lead } from "./pipeline.server.ts";
import { kindLabels } from "./pipeline.ts";
import { offlineArrival } from "./manual-lead.ts";

/** A lead's timeline: received, opened, every change with who made it, its notes, its mails, WhatsApp sent. */
export async function leadTimeline(lead: Lead): Promise<TimelineEntry[]> {
  const ofLead = <T extends typeof leadEvents | typeof leadMailsSent>(table: T) =>
    and(eq(table.leadKind, lead.kind), eq(table.leadId, lead.id));
  const [events, mails] = await Promise.all([
    db()
      .select({
        type: leadEvents.type,
        from: leadEvents.fromValue,
        to: leadEvents.toValue,
        at: leadEvents.createdAt,
        who: leadEvents.actorName,
      })
      .from(leadEvents)
      .where(ofLead(leadEvents))
      .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id)),
    db()
      .select({ mail: leadMailsSent.mail, at: leadMailsSent.sentAt })
      .from(leadMailsSent)
      .where(ofLead(leadMailsSent)),
  ]);
  return buildTimeline({
    received: {
      at: lead.createdAt,
      from: lead.name,
      kind: kindLabels[lead.kind],
      how: offlineArrival(lead.source) ?? undefined,
    },
    readAt: lead.readAt,
    events,
    notes: lead.notes.map((note) => ({ at: note.at, who: note.author, body: note.body })),
    mails: mails.map((mail) => ({ ...mail, to: lead.email })),
  });
}

export type FirstContactRow = {
  owner: string;
  leads: number;
  contacted: number;
  /** Hours from the lead's arrival to its first contact, over the leads contacted; null when none were. */
  medianHours: number | null;
};

/**
 * Time to first contact of the customers' leads received in a period (India days), by their owner: how many
 * there were, how many have been contacted, and the median wait. "First contact" is `isFirstContact` in
 * history.ts: the first WhatsApp message sent from the lead's page or the first move on from New, kept on each
 * lead's `first_contact_at` by a trigger on lead_events.
 *
 * The period's whole weeks are added up from `lead_contact_waits` (a few stored blocks, each a few thousand rows at
 * a busy year), its days at either end counted from the leads; the median is taken from the buckets, as
 * `medianFromBuckets` says, not sorted out of a year of leads (docs/decisions/021).
 */
export async function firstContactByOwner(from: string, to: string): Promise<FirstContactRow[]> {
  const { blocks, edges } = periodParts(from, to);
  const parts: SQL[] = [];
  if (blocks.length > 0) {
    // A join to the listed blocks, so each is an index-only range scan of lead_contact_waits_block_idx.
    const listed = sql.join(
      blocks.map(({ level, block }) => sql`(${level}::smallint, ${block}::integer)`),
      sql`, `,
    );
    parts.push(sql`
      select waits.owner_id, waits.wait_bucket, sum(waits.leads)::int as leads
      from (values ${listed}) as part (level, block)
      join lead_contact_waits as waits on waits.level = part.level and waits.block = part.block
      group by 1, 2`);
  }
  if (edges.length > 0) {
    const customers = sql.join(
      customerKinds.map((kind) => sql`${kind}`),
      sql`, `,
    );
    const days = sql.join(
      edges.map(
        (edge) => sql`(lead.created_at >= (${edge.from}::date::timestamp at time zone 'Asia/Kolkata')
          and lead.created_at < ((${edge.to}::date + 1)::timestamp at time zone 'Asia/Kolkata'))`,
      ),
      sql` or `,
    );
    parts.push(sql`
      select lead.owner_id, lead_wait_bucket(lead.created_at, lead.first_contact_at) as wait_bucket,
        count(*)::int as leads
      from ${allLeads}
      where lead.kind in (${customers}) and (${days})
      group by 1, 2`);
  }
  if (parts.length === 0) return [];
  const rows = (
    await db().execute<{ owner: string; bucket: number | null; leads: number }>(sql`
    select coalesce(nullif(owner.full_name, ''), owner.email, 'Nobody yet') as owner,
      counted.wait_bucket as bucket, sum(counted.leads)::int as leads
    from (${sql.join(parts, sql` union all `)}) as counted
    left join users owner on owner.id = counted.owner_id
    group by 1, 2
    having sum(counted.leads) <> 0`)
  ).rows;
  const byOwner = new Map<string, { leads: number; waits: { bucket: number; leads: number }[] }>();
  for (const row of rows) {
    const owner = byOwner.get(row.owner) ?? { leads: 0, waits: [] };
    owner.leads += row.leads;
    if (row.bucket !== null) owner.waits.push({ bucket: row.bucket, leads: row.leads });
    byOwner.set(row.owner, owner);
  }
  return [...byOwner]
    .map(([owner, { leads, waits }]) => ({
      owner,
      leads,
      contacted: waits.reduce((sum, wait) => sum + wait.leads, 0),
      medianHours: medianFromBuckets(waits),
    }))
    .filter((row) => row.leads > 0)
    .sort((a, b) => b.contacted - a.contacted || b.leads - a.leads || a.owner.localeCompare(b.owner));
}
