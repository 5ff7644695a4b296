import { and, asc, eq, like, sql } from "drizzle-orm";
import type { z } from "zod";
import { programs } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { slugify, type ProgramEditSchema, type ProgramSchema } from "./program-admin.ts";

export async function listProgramsForAdmin() {
  return db().select().from(programs).orderBy(asc(programs.sortOrder), asc(programs.title));
}

/** A new program's id is a URL slug of its title, made unique with a number when needed. */
export async function addProgram(input: z.output<typeof ProgramSchema>): Promise<string> {
  const base = slugify(input.title) || "program";
  const taken = new Set(
    (
      await db()
        .select({ id: programs.id })
        .from(programs)
        .where(like(programs.id, `${base}%`))
    ).map((row) => row.id),
  );
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  const [last] = await db()
    .select({ max: sql<number>`coalesce(max(${programs.sortOrder}), 0)` })
    .from(programs);
  await db()
    .insert(programs)
    .values({ ...input, id, sortOrder: (last?.max ?? 0) + 1 });
  return id;
}

/** Saves only over the version the editor opened; a newer save by someone else is reported, not lost. */
export async function updateProgram(input: z.output<typeof ProgramEditSchema>) {
  const { id, version, ...fields } = input;
  const updated = await db()
    .update(programs)
    .set({ ...fields, version: sql`${programs.version} + 1` })
    .where(and(eq(programs.id, id), eq(programs.version, version)))
    .returning({ id: programs.id });
  if (updated.length > 0) return "updated" as const;
  const [exists] = await db().select({ id: programs.id }).from(programs).where(eq(programs.id, id));
  return exists ? ("conflict" as const) : ("missing" as const);
}

export async function deleteProgram(id: string): Promise<boolean> {
  const deleted = await db().delete(programs).where(eq(programs.id, id)).returning({ id: programs.id });
  return deleted.length > 0;
}
