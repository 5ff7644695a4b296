import { and, asc, eq } from "drizzle-orm";
import { programs } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";

export async function listProgramCards() {
  return db()
    .select({
      id: programs.id,
      icon: programs.icon,
      title: programs.title,
      shortDescription: programs.shortDescription,
      color: programs.color,
      ageRange: programs.ageRange,
    })
    .from(programs)
    .where(eq(programs.isPublished, true))
    .orderBy(asc(programs.sortOrder), asc(programs.title));
}

export async function getPublishedProgram(id: string) {
  const [program] = await db()
    .select()
    .from(programs)
    .where(and(eq(programs.id, id), eq(programs.isPublished, true)));
  return program ?? null;
}
