import { asc, eq } from "drizzle-orm";
import { demoRequests, programs } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { enqueueLeadAlert } from "./alerts.server.ts";
import { MULTIPLE_COURSES, type DemoRequestInput } from "./demo.ts";

export async function demoCourseChoices(): Promise<string[]> {
  const rows = await db()
    .select({ title: programs.title })
    .from(programs)
    .where(eq(programs.isPublished, true))
    .orderBy(asc(programs.sortOrder), asc(programs.title));
  return [...rows.map((row) => row.title), MULTIPLE_COURSES];
}

/** Stores the request for the admin inbox, with its e-mail alert, once per form submission. */
export async function submitDemoRequest(input: DemoRequestInput): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(demoRequests)
      .values({ ...input, numberOfStudents: input.numberOfStudents ?? null, message: input.message || null })
      .onConflictDoNothing({ target: demoRequests.submissionId })
      .returning({ id: demoRequests.id });
    if (row) await enqueueLeadAlert(tx, "demos", row.id);
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
