import { leadEvents } from "#db/schema.ts";
import type { RecordedEvent } from "./history.ts";
import type { Executor } from "#app/server/db.server.ts";
import type { LeadKind } from "./pipeline.ts";

/** Who did something to a lead, named as the timeline will show them: a member of staff, or the website itself (no id). */
export type LeadActor = { id: string | null; name: string };

/** A signed-in member of staff as an actor: their name where the account has one, else their address. */
export function actorOf(user: { id: string; email: string; fullName: string | null }): LeadActor {
  return { id: user.id, name: user.fullName?.trim() || user.email };
}

export type { RecordedEvent as LeadEvent };

/**
 * Writes what happened to a lead, in the caller's transaction: the record exists exactly when the change does.
 */
export async function recordLeadEvents(
  executor: Executor,
  lead: { kind: LeadKind; id: number },
  actor: LeadActor,
  events: readonly RecordedEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await executor.insert(leadEvents).values(
    events.map((event) => ({
      leadKind: lead.kind,
      leadId: lead.id,
      type: event.type,
      fromValue: event.from ?? null,
      toValue: event.to ?? null,
      actorId: actor.id,
      actorName: actor.name,
    })),
  );
}
