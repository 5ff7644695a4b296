import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { jobOpenings } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { updateIfUnchanged } from "#app/modules/content/shared/versioned-rows.server.ts";
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

/** An edit, saved only if nobody else saved this opening since it was opened (`updateIfUnchanged`). */
export async function updateJob(input: z.output<typeof JobOpeningEditSchema>) {
  const { id, version, ...fields } = input;
  return updateIfUnchanged(jobOpenings, { id, version }, fields);
}

/** Applications already received keep the job's title and stay in the inbox (their link is set to null). */
export async function deleteJob(id: number): Promise<boolean> {
  const deleted = await db().delete(jobOpenings).where(eq(jobOpenings.id, id)).returning({ id: jobOpenings.id });
  return deleted.length > 0;
}
