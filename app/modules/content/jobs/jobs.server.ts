import { and, asc, eq } from "drizzle-orm";
import { jobOpenings } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { cachedContent } from "#app/server/hot-cache.server.ts";

/** What the Careers page shows of an opening; the back office adds whether it is open, and its version. */
export const jobColumns = {
  id: jobOpenings.id,
  title: jobOpenings.title,
  location: jobOpenings.location,
  type: jobOpenings.type,
  description: jobOpenings.description,
  requirements: jobOpenings.requirements,
};

export async function listOpenJobs() {
  return cachedContent("open-jobs", () =>
    db()
      .select(jobColumns)
      .from(jobOpenings)
      .where(eq(jobOpenings.isOpen, true))
      .orderBy(asc(jobOpenings.sortOrder), asc(jobOpenings.id)),
  );
}

export async function getOpenJob(id: number) {
  return cachedContent(`open-job:${id}`, async () => {
    const [job] = await db()
      .select(jobColumns)
      .from(jobOpenings)
      .where(and(eq(jobOpenings.id, id), eq(jobOpenings.isOpen, true)));
    return job ?? null;
  });
}
