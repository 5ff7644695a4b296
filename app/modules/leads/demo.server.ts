import { eq } from "drizzle-orm";
import { demoRequests } from "#db/schema.ts";
import { listProgramCards } from "#app/modules/content/programs/programs.server.ts";
import { db } from "#app/server/db.server.ts";
import { contactKeys } from "./contact-keys.ts";
import { noOrigin, type LeadOrigin } from "./lead-source.ts";
import { leadArrived } from "./arrival.server.ts";
import { MULTIPLE_COURSES, type DemoRequestInput } from "./demo.ts";

/** The published programs, in their order, and "more than one": from the same kept read as the program cards. */
export async function demoCourseChoices(): Promise<string[]> {
  const programs = await listProgramCards();
  return [...programs.map((program) => program.title), MULTIPLE_COURSES];
}

/** Stores the request for the admin inbox, with its e-mail alert, once per form submission. */
export async function submitDemoRequest(input: DemoRequestInput, source: LeadOrigin = noOrigin): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(demoRequests)
      .values({
        ...input,
        numberOfStudents: input.numberOfStudents ?? null,
        message: input.message || null,
        ...contactKeys(input),
        ...source,
      })
      .onConflictDoNothing({ target: demoRequests.submissionId })
      .returning({ id: demoRequests.id });
    if (row) await leadArrived(tx, "demos", row.id);
  });
}

/** The confirmation shown after booking, found by the form's unguessable submission id. */
export async function findDemoConfirmation(submissionId: string) {
  const [row] = await db()
    .select({
      contactPerson: demoRequests.contactPerson,
      schoolName: demoRequests.schoolName,
      courseName: demoRequests.courseName,
      preferredDate: demoRequests.preferredDate,
    })
    .from(demoRequests)
    .where(eq(demoRequests.submissionId, submissionId));
  return row ?? null;
}
