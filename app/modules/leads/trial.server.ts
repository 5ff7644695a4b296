import { eq } from "drizzle-orm";
import { trialClassRequests } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { contactKeys } from "./contact-keys.ts";
import { noOrigin, type LeadOrigin } from "./lead-source.ts";
import { leadArrived } from "./arrival.server.ts";
import { listProgramCards } from "#app/modules/content/programs/programs.server.ts";
import { demoCourseChoices } from "./demo.server.ts";
import { MULTIPLE_COURSES } from "./demo.ts";
import { UNSURE_COURSE, type TrialRequestInput } from "./trial.ts";

/** Each published program, and "not sure" for a parent who wants advice. */
export async function trialCourseChoices(): Promise<string[]> {
  const programs = (await demoCourseChoices()).filter((course) => course !== MULTIPLE_COURSES);
  return [...programs, UNSURE_COURSE];
}

/** The course a course page's trial link names (`trialClassHref`), as the form's choice; undefined when unknown. */
export async function courseChosenOnPage(courseId: string | null): Promise<string | undefined> {
  if (!courseId) return undefined;
  return (await listProgramCards()).find((program) => program.id === courseId)?.title;
}

/**
 * Stores the request for the admin inbox, with its e-mail alert, once per form submission. The consent box is
 * implied by the row.
 */
export async function submitTrialRequest(
  { guardianConsent: _consent, ...input }: TrialRequestInput,
  source: LeadOrigin = noOrigin,
): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(trialClassRequests)
      .values({ ...input, ...contactKeys(input), ...source })
      .onConflictDoNothing({ target: trialClassRequests.submissionId })
      .returning({ id: trialClassRequests.id });
    if (row) await leadArrived(tx, "trials", row.id);
  });
}

/** The confirmation shown after booking, found by the form's unguessable submission id. */
export async function findTrialConfirmation(submissionId: string) {
  const [row] = await db()
    .select({
      childName: trialClassRequests.childName,
      parentName: trialClassRequests.parentName,
      courseName: trialClassRequests.courseName,
      preferredSlot: trialClassRequests.preferredSlot,
      phone: trialClassRequests.phone,
      email: trialClassRequests.email,
    })
    .from(trialClassRequests)
    .where(eq(trialClassRequests.submissionId, submissionId));
  return row ?? null;
}
