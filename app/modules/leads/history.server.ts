import { and, asc, eq, sql } from "drizzle-orm";
import { leadEvents, leadMailsSent } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { allLeads } from "./all-leads.server.ts";
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
 * history.ts: the first WhatsApp message sent from the lead's page or the first move on from New.
 * Read from each lead's `first_contact_at`, which a trigger on lead_events keeps.
 */
export async function firstContactByOwner(from: string, to: string): Promise<FirstContactRow[]> {
  const customers = sql.join(
    customerKinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const rows = await db().execute<FirstContactRow>(sql`
    select coalesce(nullif(owner.full_name, ''), owner.email, 'Nobody yet') as owner,
      count(*)::int as leads, count(lead.first_contact_at)::int as contacted,
      (percentile_cont(0.5) within group (order by extract(epoch from lead.first_contact_at - lead.created_at))
        / 3600)::float8 as "medianHours"
    from ${allLeads}
    left join users owner on owner.id = lead.owner_id
    where lead.kind in (${customers})
      and lead.created_at >= (${from}::date::timestamp at time zone 'Asia/Kolkata')
      and lead.created_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Kolkata')
    group by 1
    order by 3 desc, 2 desc, 1`);
  return rows.map((row) => ({ ...row, medianHours: row.medianHours === null ? null : Number(row.medianHours) }));
}
