import { and, asc, eq } from "drizzle-orm";
import { brochures, programs } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { cachedContent } from "#app/server/hot-cache.server.ts";
import type { CourseWithFacts } from "./course-facts.ts";

export async function listProgramCards() {
  return cachedContent("program-cards", () =>
    db()
      .select({
        id: programs.id,
        icon: programs.icon,
        title: programs.title,
        shortDescription: programs.shortDescription,
        color: programs.color,
        ageRange: programs.ageRange,
        translations: programs.translations,
      })
      .from(programs)
      .where(eq(programs.isPublished, true))
      .orderBy(asc(programs.sortOrder), asc(programs.title)),
  );
}

/** A published program, with the brochure staff uploaded for it (offered beside its course sheet), if any. */
export async function getPublishedProgram(id: string) {
  return cachedContent(`program:${id}`, async () => {
    const [row] = await db()
      .select({ program: programs, brochureKey: brochures.fileKey, brochureName: brochures.name })
      .from(programs)
      .leftJoin(brochures, eq(brochures.id, programs.brochureId))
      .where(and(eq(programs.id, id), eq(programs.isPublished, true)));
    return row ? { ...row.program, brochureKey: row.brochureKey, brochureName: row.brochureName } : null;
  });
}

/** A course's facts (course-facts.ts) as columns to select, for every reader of them. */
export const courseFactColumns = {
  levels: programs.levels,
  monthsPerLevel: programs.monthsPerLevel,
  classMinutes: programs.classMinutes,
  classesPerWeek: programs.classesPerWeek,
  batchSize: programs.batchSize,
  onlineTimings: programs.onlineTimings,
  schoolTimings: programs.schoolTimings,
  officeTimings: programs.officeTimings,
  certificate: programs.certificate,
  fees: programs.fees,
};

/** Every published course with its facts, for the FAQ's course questions and Brainy (course-facts.ts). */
export async function listCourseFacts(): Promise<CourseWithFacts[]> {
  return cachedContent("course-facts", () =>
    db()
      .select({
        id: programs.id,
        title: programs.title,
        ageRange: programs.ageRange,
        ...courseFactColumns,
      })
      .from(programs)
      .where(eq(programs.isPublished, true))
      .orderBy(asc(programs.sortOrder), asc(programs.title)),
  );
}
