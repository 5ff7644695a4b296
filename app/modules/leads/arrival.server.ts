import { and, eq, isNull, sql } from "drizzle-orm";
import type { Transaction } from "#app/server/db.server.ts";
import { enqueueLeadAlert } from "./alerts.server.ts";
import { allLeads, allLeadsAs, samePerson } from "./all-leads.server.ts";
import { enqueueAssignmentMail } from "./assignment-mail.server.ts";
import { recordLeadEvents, type LeadActor } from "./lead-events.server.ts";
import { leadTables } from "./pipeline.server.ts";
import type { LeadKind } from "./pipeline.ts";

/** The website, as the timeline names it when it gives a repeat enquiry to the earlier lead's owner. */
const WEBSITE: LeadActor = { id: null, name: "The website (a repeat enquiry)" };

/**
 * What happens when a lead is stored, in the transaction that stores it: a parent who enquired before goes to
 * whoever owns their latest earlier enquiry (still an active member of staff), who is told by mail as for any
 * lead given to them; then the staff alert and the visitor's confirmation are queued.
 */
export async function leadArrived(tx: Transaction, kind: LeadKind, id: number): Promise<void> {
  await giveToEarlierOwner(tx, kind, id);
  await enqueueLeadAlert(tx, kind, id);
}

async function giveToEarlierOwner(tx: Transaction, kind: LeadKind, id: number): Promise<void> {
  const [owner] = (
    await tx.execute<{ id: string; name: string }>(sql`
    select other.owner_id as id, coalesce(nullif(trim(owner.full_name), ''), owner.email) as name
    from ${allLeads}
    join ${allLeadsAs("other")} on ${samePerson("other", "lead")}
      and not (other.kind = lead.kind and other.id = lead.id)
    join users owner on owner.id = other.owner_id
      and owner.deactivated_at is null and owner.role in ('staff', 'admin')
    where lead.kind = ${kind} and lead.id = ${id}
    order by other.created_at desc, other.kind, other.id
    limit 1`)
  ).rows;
  if (!owner) return;
  const table = leadTables[kind];
  const given = await tx
    .update(table)
    .set({ ownerId: owner.id })
    .where(and(eq(table.id, id), isNull(table.ownerId)))
    .returning({ id: table.id });
  if (given.length === 0) return;
  await recordLeadEvents(tx, { kind, id }, WEBSITE, [{ type: "owner", from: null, to: owner.name }]);
  await enqueueAssignmentMail(tx, { ownerId: owner.id, by: WEBSITE.name, leads: [{ kind, id }] });
}
