import { eq } from "drizzle-orm";
import { contactMessages, demoRequests, leadNotes, trialClassRequests } from "#db/schema.ts";
import { db, type Transaction } from "#app/server/db.server.ts";
import { contactKeys } from "./contact-keys.ts";
import { demoCourseChoices } from "./demo.server.ts";
import { actorOf, recordLeadEvents, type LeadEvent } from "./lead-events.server.ts";
import { offlineSource, type ManualLead, type ManualLeadChoices, channelLabels } from "./manual-lead.ts";
import { trialCourseChoices } from "./trial.server.ts";
import { UNSURE_COURSE } from "./trial.ts";

/** The courses the New lead page offers, as the public forms offer them. */
export async function manualLeadChoices(): Promise<ManualLeadChoices> {
  const [trials, demos] = await Promise.all([trialCourseChoices(), demoCourseChoices()]);
  return { trials, demos };
}

export type Staff = { id: string; email: string; fullName: string | null };

/**
 * The lead's row as its form would store it: its columns, its contact keys (so the person's other enquiries are
 * found, as for a form's lead) and its source. A lead that came without e-mail or phone keeps "" there, as the
 * tables keep no null in those columns; a trial request without the child's age keeps 0 (no child is 0: "not
 * said"); its course is "Not sure yet" unless said.
 */
function rowOf(lead: ManualLead) {
  const common = {
    phone: lead.phone ?? "",
    email: lead.email ?? "",
    ...contactKeys(lead),
    ...offlineSource(lead.channel),
  };
  switch (lead.kind) {
    case "trials":
      return {
        kind: "trials" as const,
        values: {
          ...common,
          parentName: lead.name,
          childName: lead.childName ?? "",
          childAge: lead.childAge ?? 0,
          courseName: lead.courseName || UNSURE_COURSE,
          preferredSlot: lead.preferredSlot ?? "",
        },
      };
    case "messages":
      return {
        kind: "messages" as const,
        values: {
          ...common,
          phone: lead.phone ?? null,
          name: lead.name,
          subject: lead.subject ?? channelLabels[lead.channel],
          message: lead.message ?? "",
        },
      };
    case "demos":
      return {
        kind: "demos" as const,
        values: {
          ...common,
          contactPerson: lead.name,
          schoolName: lead.schoolName ?? "",
          location: lead.location ?? "",
          courseName: lead.courseName ?? "",
          // The schema requires it for a demo request (DEMO_DATE_NEEDED).
          preferredDate: lead.preferredDate ?? "",
          numberOfStudents: lead.numberOfStudents ?? null,
          message: null,
        },
      };
  }
}

/** The desk's columns of a lead taken by a member of staff: theirs, already read, with its follow-up day. */
function deskOf(lead: ManualLead, staff: Staff, submissionId: string) {
  return { submissionId, ownerId: staff.id, readAt: new Date(), followUpOn: lead.followUpOn || null };
}

async function insertLead(tx: Transaction, lead: ManualLead, staff: Staff, submissionId: string) {
  const row = rowOf(lead);
  const desk = deskOf(lead, staff, submissionId);
  switch (row.kind) {
    case "trials":
      return tx
        .insert(trialClassRequests)
        .values({ ...row.values, ...desk })
        .onConflictDoNothing({ target: trialClassRequests.submissionId })
        .returning({ id: trialClassRequests.id });
    case "messages":
      return tx
        .insert(contactMessages)
        .values({ ...row.values, ...desk })
        .onConflictDoNothing({ target: contactMessages.submissionId })
        .returning({ id: contactMessages.id });
    case "demos":
      return tx
        .insert(demoRequests)
        .values({ ...row.values, ...desk })
        .onConflictDoNothing({ target: demoRequests.submissionId })
        .returning({ id: demoRequests.id });
  }
}

const tables = { trials: trialClassRequests, messages: contactMessages, demos: demoRequests } as const;

/**
 * Stores a lead staff typed in, once per submission (`submissionId`: the same form sent twice is stored once, and
 * the second send finds the first), in one transaction with what staff did to it: taken by them, opened, its
 * follow-up day and its first note, each on its timeline. Unlike a form's lead (`leadArrived`), no alert goes to
 * staff (they have it) and no confirmation to the person (they were on the phone, or in the office).
 */
export async function storeManualLead(
  lead: ManualLead,
  staff: Staff,
  submissionId: string,
): Promise<{ id: number; created: boolean }> {
  return db().transaction(async (tx) => {
    const [inserted] = await insertLead(tx, lead, staff, submissionId);
    if (!inserted) {
      const table = tables[lead.kind];
      const [earlier] = await tx.select({ id: table.id }).from(table).where(eq(table.submissionId, submissionId));
      if (!earlier) throw new Error("a lead's submission id was taken, but no lead of its kind has it");
      return { id: earlier.id, created: false };
    }
    const actor = actorOf(staff);
    const ref = { kind: lead.kind, id: inserted.id };
    const events: LeadEvent[] = [{ type: "owner", from: null, to: actor.name }, { type: "opened" }];
    if (lead.followUpOn) events.push({ type: "follow-up", from: null, to: lead.followUpOn });
    await recordLeadEvents(tx, ref, actor, events);
    if (lead.note) {
      await tx.insert(leadNotes).values({
        leadKind: lead.kind,
        leadId: inserted.id,
        authorId: staff.id,
        authorEmail: staff.email,
        body: lead.note,
      });
    }
    return { id: inserted.id, created: true };
  });
}
