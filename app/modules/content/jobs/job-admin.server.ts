import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { jobOpenings } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import type { JobOpeningEditSchema, JobOpeningSchema } from "./job-admin.ts";
import { jobColumns } from "./jobs.server.ts";

/** Every opening in the order the Careers page shows them, closed ones included. */
export async function listJobsForAdmin() {
  return db()
    .select({ ...jobColumns, isOpen: jobOpenings.isOpen, version: jobOpenings.version })
    .from(jobOpenings)
    .orderBy(asc(jobOpenings.sortOrder), asc(jobOpenings.id));
}

/** A new opening goes after the existing ones. */
export async function addJob(input: z.output<typeof JobOpeningSchema>): Promise<number | null> {
  const [row] = await db()
    .insert(jobOpenings)
    .values({
      ...input,
      sortOrder: sql`(select coalesce(max(${jobOpenings.sortOrder}), -1) + 1 from ${jobOpenings})`,
    })
    .returning({ id: jobOpenings.id });
  return row?.id ?? null;
}

/**
 * Saves an edit only if nobody else saved this opening since it was opened (same version); otherwise reports
 * the conflict so the second editor does not silently overwrite the first.
 */
export async function updateJob(input: z.output<typeof JobOpeningEditSchema>) {
  const { id, version, ...fields } = input;
  const updated = await db()
    .update(jobOpenings)
    .set({ ...fields, version: sql`${jobOpenings.version} + 1` })
    .where(and(eq(jobOpenings.id, id), eq(jobOpenings.version, version)))
    .returning({ id: jobOpenings.id });
  if (updated.length > 0) return "updated" as const;
  const [exists] = await db().select({ id: jobOpenings.id }).from(jobOpenings).where(eq(jobOpenings.id, id));
  return exists ? ("conflict" as const) : ("missing" as const);
}

/** Applications already received keep the job's title and stay in the inbox (their link is set to null). */
export async function deleteJob(id: number): Promise<boolean> {
  const deleted = await db().delete(jobOpenings).where(eq(jobOpenings.id, id)).returning({ id: jobOpenings.id });
  return deleted.length > 0;
}
